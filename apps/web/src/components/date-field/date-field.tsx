import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { retryImport } from '../../lib/retry-import';
import type { DateFieldProps } from './date-picker-field';

const DatePickerField = lazy(() =>
  retryImport(() => import('./date-picker-field')).then((module) => ({
    default: module.DatePickerField,
  })),
);

/**
 * A day (`YYYY-MM-DD` or null) typed or picked in a calendar (MUI X's DatePicker, in the user's
 * language and direction), loaded in its own chunk when a form first draws it.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={56} role="progressbar" aria-label={props.label} />
      }
    >
      <DatePickerField {...props} />
    </Suspense>
  );
}
