import { type Chart, chartSchema } from '@keeling/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { DashboardFormValues } from './dashboard-form';
import { DashboardItemsEditor } from './dashboard-items-editor';

const chart = (n: number, title: string): Chart =>
  chartSchema.parse({
    id: `7a0c3c1e-0000-4000-8000-00000000000${n}`,
    datasetId: 'd',
    title,
    type: 'line',
    xColumn: 'c1',
    yColumns: ['c2'],
    seriesColumn: null,
    seriesValues: [],
    aggregation: 'none',
    rangeFrom: null,
    rangeTo: null,
    unit: 'ppm',
    createdAt: '2026-11-25T00:00:00.000Z',
    updatedAt: '2026-11-25T00:00:00.000Z',
  });

const charts = [chart(1, 'Keeling curve'), chart(2, 'Growth rate'), chart(3, 'Annual mean')];
let read: () => DashboardFormValues;

function Editor() {
  const form = useForm<DashboardFormValues>({
    defaultValues: {
      slug: 'Co2',
      title: 'CO2',
      description: '',
      items: charts.slice(0, 2).map((item) => ({ chartId: item.id, width: 6, height: 'medium' })),
    },
  });
  read = form.getValues;
  return <DashboardItemsEditor control={form.control} charts={charts} />;
}

/** The titles as the list shows them ("1. Keeling curve"). */
const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Charts on the dashboard' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent?.replace(/^\d+\. /, ''));
const savedOrder = () =>
  read().items.map((item) => charts.find((known) => known.id === item.chartId)?.title);

describe('DashboardItemsEditor', () => {
  it('moves a chart down and up with buttons named after it', () => {
    render(<Editor />);
    expect(screen.getByRole('button', { name: 'Move Keeling curve up' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Keeling curve down' }));
    expect(savedOrder()).toEqual(['Growth rate', 'Keeling curve']);
    expect(shownOrder()).toEqual(['Growth rate', 'Keeling curve']);
    expect(screen.getByRole('button', { name: 'Move Keeling curve down' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Keeling curve up' }));
    expect(savedOrder()).toEqual(['Keeling curve', 'Growth rate']);
  });

  it('adds a chart at the end, resizes and removes one', () => {
    render(<Editor />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Chart to add' }));
    fireEvent.click(screen.getByRole('option', { name: 'Annual mean' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(savedOrder()).toEqual(['Keeling curve', 'Growth rate', 'Annual mean']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Width of Annual mean' }));
    fireEvent.click(screen.getByRole('option', { name: 'Full width' }));
    expect(read().items[2]).toMatchObject({ width: 12, height: 'medium' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Keeling curve' }));
    expect(savedOrder()).toEqual(['Growth rate', 'Annual mean']);
  });
});
