import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from '../../../lib/use-url-state';
import {
  parseTripListState,
  serializeTripListState,
  TRIP_TYPED_KEYS,
  tripListQuery,
} from '../utils/trip-list-state';
import { TripFilters } from './trip-filters';

function Harness() {
  const [state, update] = useUrlState(parseTripListState, serializeTripListState, TRIP_TYPED_KEYS);
  const { search } = useLocation();
  return (
    <>
      <TripFilters state={state} onChange={update} />
      <output data-testid="url">{search}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/dashboard/travel', element: <Harness /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const url = () => screen.getByTestId('url').textContent;

describe('TripFilters', () => {
  it('writes the chosen mode in the URL and goes back to the first page', () => {
    renderAt('/dashboard/travel?page=3&sort=co2e');
    const mode = screen.getByRole('combobox', { name: 'Mode' });
    expect(mode.textContent).toBe('All modes');
    fireEvent.mouseDown(mode);
    const listbox = screen.getByRole('listbox', { name: 'Mode' });
    fireEvent.click(within(listbox).getByRole('option', { name: 'National rail' }));
    expect(url()).toBe('?mode=rail_national&sort=co2e');
    expect(screen.getByRole('combobox', { name: 'Mode' }).textContent).toBe('National rail');
  });

  it('writes the date range, each end bounded by the other', () => {
    renderAt('/dashboard/travel');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-30' } });
    expect(url()).toBe('?from=2025-03-01&to=2025-06-30');
    expect(screen.getByLabelText('To').getAttribute('min')).toBe('2025-03-01');
    expect(screen.getByLabelText('From').getAttribute('max')).toBe('2025-06-30');
  });

  it('writes the destination once the typing has settled, replacing the history entry', async () => {
    const router = renderAt('/dashboard/travel?mode=tram');
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Lyon ' } });
    await waitFor(() => expect(url()).toBe('?mode=tram&destination=Lyon'));
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the destination' }));
    await waitFor(() => expect(url()).toBe('?mode=tram'));
  });

  it('reads a URL into the API query, dropping what the API would refuse', () => {
    renderAt('/dashboard/travel?mode=rocket&from=2025-05-01&to=2025-01-01&size=7&order=asc');
    expect(screen.getByRole('combobox', { name: 'Mode' }).textContent).toBe('All modes');
    const state = parseTripListState(
      new URLSearchParams('mode=rocket&from=2025-05-01&to=2025-01-01&size=7&order=asc'),
    );
    expect(tripListQuery(state)).toEqual({
      page: 1,
      size: 10,
      mode: undefined,
      from: '2025-05-01',
      to: undefined,
      destination: undefined,
      search: undefined,
      sort: 'startDate',
      order: 'asc',
    });
  });
});
