import type { DatasetCreateBody } from '@keeling/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ColumnEditor } from './column-editor';

const defaults: DatasetCreateBody = {
  stagingId: 's1',
  name: 'Mauna Loa',
  missingMarkers: [],
  columns: [
    { name: 'year', type: 'number', unit: '' },
    { name: 'average', type: 'number', unit: '' },
  ],
};

let read: () => DatasetCreateBody = () => defaults;

function Editor() {
  const form = useForm<DatasetCreateBody>({ defaultValues: defaults });
  read = form.getValues;
  return (
    <ColumnEditor
      headers={['year', 'average']}
      sample={[
        ['1958', '315.7'],
        ['1959', '316.4'],
      ]}
      control={form.control}
      register={form.register}
      quality={[
        { parsed: 2, missing: 0, rejected: 0 },
        { parsed: 1, missing: 0, rejected: 1 },
      ]}
    />
  );
}

describe('ColumnEditor', () => {
  it('shows each column with its sample values and inferred type', () => {
    render(<Editor />);
    expect(screen.getByText('1958 · 1959')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Type of “year”' }).textContent).toBe('Number');
  });

  it('changes a column’s type, name and unit in the form', () => {
    render(<Editor />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type of “year”' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Year' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of “average”' }), {
      target: { value: 'CO2 monthly mean' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit of “average”' }), {
      target: { value: 'ppm' },
    });
    expect(read().columns).toMatchObject([
      { name: 'year', type: 'year', unit: '' },
      { name: 'CO2 monthly mean', type: 'number', unit: 'ppm' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Type of “year”' }).textContent).toBe('Year');
  });

  it('shows what each column reads and takes its own missing-value markers', () => {
    render(<Editor />);
    expect(screen.getByText('2 read · 0 missing')).toBeTruthy();
    expect(screen.getByText('· 1 rejected', { exact: false })).toBeTruthy();
    const markers = screen.getByRole('combobox', {
      name: 'Missing-value markers of “average”',
    });
    fireEvent.change(markers, { target: { value: '-9.99' } });
    fireEvent.keyDown(markers, { key: 'Enter' });
    expect(read().columns[1]?.missingMarkers).toEqual(['-9.99']);
    expect(read().columns[0]?.missingMarkers ?? []).toEqual([]);
  });
});
