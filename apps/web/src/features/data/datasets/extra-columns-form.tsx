import { DATASET_LIMITS, extraColumnsSchema } from '@keeling/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { OutlinedField } from '../../../components/outlined-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { fieldCountOf } from './import-error';

const resolver = contractResolver(z.object({ names: extraColumnsSchema }));

interface ExtraColumnsFormProps {
  error: unknown;
  isInspecting: boolean;
  /** Reads the same file or address again with these names for the extra fields. */
  onInspect: (names: string[]) => void;
}

/**
 * After an inspection refused because its rows have more fields than the header names (NOAA's
 * raw monthly file: 6 names, 7 fields): the extra fields are named here, then the file is read
 * again with them as its last columns.
 */
export function ExtraColumnsForm({ error, isInspecting, onInspect }: ExtraColumnsFormProps) {
  const { t } = useTranslation('data');
  const fieldCount = fieldCountOf(error);
  const extra = fieldCount ? fieldCount.found - fieldCount.expected : 0;
  const form = useForm<{ names: string[] }>({
    resolver,
    values: { names: Array.from({ length: Math.max(extra, 0) }, () => '') },
  });
  if (!fieldCount || extra <= 0 || extra > DATASET_LIMITS.extraColumnsMax) return null;

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('import.extraTitle')}
      onSubmit={form.handleSubmit(({ names }) => onInspect(names))}
    >
      <Typography variant="subtitle1" component="h3">
        {t('import.extraTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('import.extraText', { count: extra, expected: fieldCount.expected })}
      </Typography>
      {Array.from({ length: extra }, (_, i) => (
        <OutlinedField
          // biome-ignore lint/suspicious/noArrayIndexKey: the fields are positions, never reordered
          key={i}
          {...fieldProps(
            form,
            `names.${i}`,
            t('import.extraName', { position: fieldCount.expected + i + 1 }),
            t,
          )}
          required
          fullWidth
        />
      ))}
      <div>
        <Button type="submit" variant="contained" loading={isInspecting}>
          {t('import.inspectAgain')}
        </Button>
      </div>
    </Stack>
  );
}
