import { lazy, Suspense } from 'react';
import { retryImport } from '../../lib/retry-import';
import type { Band } from './annotation-bands';

export type { Band };

const Bands = lazy(() => retryImport(() => import('./annotation-bands')));

/** `AnnotationBands` loaded with MUI X Charts' hooks when a chart has notes to draw. */
export function LazyAnnotationBands({ bands }: { bands: Band[] }) {
  if (bands.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Bands bands={bands} />
    </Suspense>
  );
}
