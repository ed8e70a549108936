import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';
import { type ComponentType, lazy, Suspense } from 'react';
import { retryImport } from '../../lib/retry-import';
import { DataGridSkeleton } from './data-grid-skeleton';

const loadDataGrid = () => retryImport(() => import('./localized-data-grid'));

/** MUI X Data Grid is large: its chunk loads when a grid first renders (DESIGN §6). */
const LocalizedDataGrid = lazy(() =>
  loadDataGrid().then((module) => ({ default: module.LocalizedDataGrid })),
);

/**
 * A feature's own grid component (its columns and their cells: tooltips, chips…), loaded lazily
 * together with MUI X, in parallel: for a grid whose cells need parts no other element of the page
 * does. Render it under a Suspense with a `DataGridSkeleton` of the grid's props.
 */
export function lazyGrid<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([retryImport(load), loadDataGrid()]).then(([component]) => ({
      default: component,
    })),
  );
}

/**
 * MUI X's `DataGrid` (same props), loaded lazily with a skeleton of its size meanwhile, its texts
 * in the reader's language. Features use this, never `@mui/x-data-grid` itself (types aside:
 * `import type { GridColDef } from '@mui/x-data-grid'`).
 */
export function DataGrid<R extends GridValidRowModel>(props: DataGridProps<R>) {
  const anyRowProps = props as DataGridProps;
  return (
    <Suspense fallback={<DataGridSkeleton {...anyRowProps} />}>
      <LocalizedDataGrid {...anyRowProps} />
    </Suspense>
  );
}
