import type { ItemRef } from '@keeling/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ItemChip } from './item-chip';
import { ItemPicker } from './item-picker';

const TREND = { type: 'chart', id: '5b0c3c1e-0000-4000-8000-000000000001', title: 'Flask trend' };
const WALL = { type: 'dashboard', id: '5b0c3c1e-0000-4000-8000-000000000002', title: 'Flask wall' };
const GONE = '5b0c3c1e-0000-4000-8000-000000000009';

function wrap(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('item links', () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        if (url.split('?')[0] === '/api/items')
          return Response.json({
            items: [
              { ...TREND, route: TREND.id },
              { ...WALL, route: 'flask-wall' },
            ],
          });
        if (url.includes(GONE))
          return Response.json({ message: 'gone', code: 'items.not_found' }, { status: 404 });
        const item = url.includes(TREND.id) ? TREND : WALL;
        return Response.json({ item: { ...item, route: item === WALL ? 'flask-wall' : item.id } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a chip links to the item’s page, and says so when the item is gone', async () => {
    wrap(
      <>
        <ItemChip item={{ type: 'dashboard', id: WALL.id }} />
        <ItemChip item={{ type: 'dataset', id: GONE }} />
      </>,
    );
    const link = await screen.findByRole('link', { name: 'Dashboard · Flask wall' });
    expect(link.getAttribute('href')).toBe('/dashboard/management/dashboard?slug=flask-wall');
    expect(await screen.findByText('Data set · Item no longer available')).toBeTruthy();
  });

  it('the picker searches what is typed and gives back the chosen item’s kind and id', async () => {
    const chosen: (ItemRef | null)[] = [];
    function Field() {
      const [value, setValue] = useState<ItemRef | null>(null);
      return (
        <ItemPicker
          value={value}
          onChange={(next) => {
            chosen.push(next);
            setValue(next);
          }}
        />
      );
    }
    wrap(<Field />);
    const input = screen.getByRole('combobox', { name: 'Linked item' });
    input.focus();
    fireEvent.change(input, { target: { value: 'flask' } });
    await waitFor(() => expect(asked).toContain('/api/items?q=flask'));
    const wall = await screen.findByRole('option', { name: 'Flask wall' });
    // grouped by kind
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('Chart')).toBeTruthy();
    fireEvent.click(wall);
    expect(chosen).toEqual([{ type: 'dashboard', id: WALL.id }]);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Flask wall'));
  });
});
