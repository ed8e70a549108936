import type { DatasetImport } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import { errorMessage } from '../../../lib/error-message';
import { isHttpError } from '../../../lib/http';
import { isRecord } from '../../../lib/is-record';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { columnMismatchOf } from './versions/column-renames';

export interface RowLocation {
  line: number | null;
  column: string | null;
}

/** Where a malformed or mistyped row is: from the import's record, else from the 400's body. */
export function rowLocationOf(error: unknown, record: DatasetImport | null): RowLocation | null {
  if (record?.error?.line != null) return { line: record.error.line, column: record.error.column };
  const body = isHttpError(error) ? error.body : undefined;
  if (!isRecord(body) || typeof body.line !== 'number') return null;
  return { line: body.line, column: typeof body.column === 'string' ? body.column : null };
}

interface ImportErrorProps {
  error: unknown;
  record?: DatasetImport | null;
}

/** A row of another field count than the header's: its line and both counts, from the 400's body. */
export function fieldCountOf(error: unknown) {
  const body = isHttpError(error) ? error.body : undefined;
  if (!isRecord(body) || body.code !== 'datasets.malformed_csv') return null;
  const { line, expected, found } = body;
  return typeof line === 'number' && typeof expected === 'number' && typeof found === 'number'
    ? { line, expected, found }
    : null;
}

/**
 * A failed inspection or import in the user's language, with the line and column at fault, both
 * field counts, or the columns a new file lacks and the ones new in it.
 */
export function ImportError({ error, record = null }: ImportErrorProps) {
  const { t } = useTranslation('data');
  const { locale } = useLocaleFormat();
  const location = rowLocationOf(error, record);
  const fieldCount = fieldCountOf(error);
  const mismatch = columnMismatchOf(error);
  if (mismatch) {
    const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    const names = (all: string[]) => list.format(all.map((name) => `“${name}”`));
    return (
      <Alert severity="error" role="alert">
        {[
          t('import.columnsChanged'),
          ...(mismatch.missing.length
            ? [t('import.columnsMissing', { names: names(mismatch.missing) })]
            : []),
          ...(mismatch.unexpected.length
            ? [t('import.columnsNew', { names: names(mismatch.unexpected) })]
            : []),
        ].join(' ')}
      </Alert>
    );
  }
  if (fieldCount)
    return (
      <Alert severity="error" role="alert">
        {t('import.fieldCount', { ...fieldCount, count: fieldCount.found })}
      </Alert>
    );
  return (
    <Alert severity="error" role="alert">
      {errorMessage(t, error)}
      {location &&
        ` ${
          location.column
            ? t('import.atLineColumn', { line: location.line, column: location.column })
            : t('import.atLine', { line: location.line })
        }`}
    </Alert>
  );
}
