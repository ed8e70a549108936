import { type ColumnRenames, datasetImportErrorSchema } from '@keeling/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { SelectField } from '../../../../components/select-field';
import { isHttpError } from '../../../../lib/http';
import { useTranslation } from '../../../../locales/use-translation';

/** The names a new file lacks and the ones new in it, from a `datasets.column_mismatch` 400. */
export function columnMismatchOf(error: unknown) {
  if (!isHttpError(error)) return null;
  const body = datasetImportErrorSchema.safeParse(error.body);
  if (!body.success || body.data.code !== 'datasets.column_mismatch') return null;
  const { missing = [], unexpected = [] } = body.data;
  return { missing, unexpected };
}

interface ColumnRenamesFormProps {
  error: unknown;
  isRunning: boolean;
  /** Tries again with the renamed columns mapped onto the old ones. */
  onApply: (renames: ColumnRenames) => void;
}

/**
 * After a refresh or an upload refused for changed columns: each column the file lacks can be
 * mapped onto one that is new in it (the publisher renamed it), then the same file goes on.
 */
export function ColumnRenamesForm({ error, isRunning, onApply }: ColumnRenamesFormProps) {
  const { t } = useTranslation('data');
  const mismatch = columnMismatchOf(error);
  const form = useForm<{ to: string[] }>({
    values: { to: mismatch?.missing.map(() => '') ?? [] },
  });
  if (!mismatch || mismatch.missing.length === 0 || mismatch.unexpected.length === 0) return null;

  const onSubmit = form.handleSubmit(({ to }) =>
    onApply(mismatch.missing.flatMap((from, i) => (to[i] ? [{ from, to: to[i] ?? '' }] : []))),
  );

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label={t('versions.renamesTitle')}>
      <Typography variant="subtitle1" component="h2">
        {t('versions.renamesTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('versions.renamesText')}
      </Typography>
      {mismatch.missing.map((from, i) => (
        <Controller
          key={from}
          control={form.control}
          name={`to.${i}`}
          render={({ field: { ref, ...field } }) => (
            <SelectField
              {...field}
              inputRef={ref}
              label={t('versions.renamedTo', { column: from })}
              displayEmpty
              fullWidth
            >
              <MenuItem value="">{t('versions.notRenamed')}</MenuItem>
              {mismatch.unexpected.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </SelectField>
          )}
        />
      ))}
      <div>
        <Button type="submit" variant="contained" loading={isRunning}>
          {t('versions.applyRenames')}
        </Button>
      </div>
    </Stack>
  );
}
