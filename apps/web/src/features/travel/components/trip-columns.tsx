import { TRAVEL_MODES, type Trip, type TripSort } from '@keeling/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { textOfItsOwnDirection } from '../../../components/data-grid/own-direction';
import type { TFunction } from '../../../locales/translate';
import type { useLocaleFormat } from '../../../locales/use-locale-format';
import { type TripActionProps, TripActions } from './trip-actions';

/** The grid's sortable columns and the API's sort for each. */
export const SORT_FIELDS: Record<string, TripSort> = {
  startDate: 'startDate',
  distanceKm: 'distance',
  co2eKg: 'co2e',
  price: 'price',
};
export const FIELD_OF_SORT = Object.fromEntries(
  Object.entries(SORT_FIELDS).map(([field, sort]) => [sort, field]),
) as Record<TripSort, string>;

/**
 * A place name set apart from the text around it (Unicode isolates): in a right-to-left page,
 * 'Glasgow → Edinburgh' in Latin letters still reads from the origin to the destination.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** A trip's route as the grid and the cards show it: "Glasgow → Edinburgh". */
export const routeText = (trip: Pick<Trip, 'origin' | 'destination'>, t: TFunction) =>
  t('route', { origin: isolated(trip.origin), destination: isolated(trip.destination) });

interface ColumnOptions extends TripActionProps {
  t: TFunction;
  /** The width of a cell's text in the grid's font (px). */
  measure: (text: string) => number;
  /** The longest CO2e figure of the rows shown (its text sizes its column). */
  widestCo2e: string;
  format: ReturnType<typeof useLocaleFormat>;
}

/** A cell's padding either side (MUI X: 10 px) and a few pixels for fonts still loading. */
const CELL_PADDING = 2 * 10 + 8;

/** A trip's CO2e as its cell shows it: "652 kg CO2e". */
export const co2eText = (value: number, t: TFunction, format: ReturnType<typeof useLocaleFormat>) =>
  t('units.kgCo2e', { value: format.number(value, { maximumFractionDigits: 0 }) });

/** The trips grid's columns: only those the API sorts by are sortable. */
export function tripColumns(options: ColumnOptions): GridColDef<Trip>[] {
  const { t, format, measure, widestCo2e, ...actions } = options;
  const whole = { maximumFractionDigits: 0 };
  /** Wide enough for `texts`, and never under `least`: a mode's or a figure's text is not cut. */
  const fit = (texts: string[], least: number) =>
    Math.max(least, ...texts.map((text) => measure(text) + CELL_PADDING));
  return [
    {
      field: 'title',
      ...textOfItsOwnDirection,
      headerName: t('columns.title'),
      flex: 1.4,
      minWidth: 180,
      sortable: false,
    },
    {
      field: 'route',
      headerName: t('columns.route'),
      flex: 1.4,
      minWidth: 180,
      sortable: false,
      valueGetter: (_value, trip) => routeText(trip, t),
    },
    {
      field: 'mode',
      headerName: t('columns.mode'),
      minWidth: fit(
        TRAVEL_MODES.map((mode) => t(`modes.${mode}`)),
        150,
      ),
      sortable: false,
      valueFormatter: (value: Trip['mode']) => t(`modes.${value}`),
    },
    {
      field: 'startDate',
      headerName: t('columns.startDate'),
      minWidth: 120,
      valueFormatter: (value: string) => format.date(value),
    },
    {
      field: 'distanceKm',
      headerName: t('columns.distance'),
      type: 'number',
      minWidth: 110,
      valueFormatter: (value: number) => t('units.km', { value: format.number(value, whole) }),
    },
    {
      field: 'passengers',
      headerName: t('columns.passengers'),
      type: 'number',
      minWidth: 100,
      sortable: false,
    },
    {
      field: 'co2eKg',
      headerName: t('columns.co2e'),
      type: 'number',
      minWidth: fit([widestCo2e], 130),
      valueFormatter: (value: number) => co2eText(value, t, format),
    },
    {
      field: 'price',
      headerName: t('columns.price'),
      type: 'number',
      minWidth: 110,
      valueFormatter: (value: number | null) =>
        value === null ? '—' : format.number(value, { maximumFractionDigits: 2 }),
    },
    {
      field: 'actions',
      headerName: t('columns.actions'),
      sortable: false,
      filterable: false,
      minWidth: 150,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <TripActions trip={row} {...actions} />,
    },
  ];
}
