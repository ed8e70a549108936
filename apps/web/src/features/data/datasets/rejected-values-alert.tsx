import type { ColumnQuality, DatasetCreateBody, DatasetReadingBody } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { type Control, Controller } from 'react-hook-form';
import { downloadText } from '../../../lib/csv';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { stagedRejectedRows } from '../api/rejected-rows';

interface RejectedValuesAlertProps {
  control: Control<DatasetCreateBody>;
  stagingId: string;
  reading: DatasetReadingBody;
  quality: ColumnQuality[];
  isReading: boolean;
}

/**
 * When values do not fit their column's type as chosen: how many, their rows to download, and
 * the choice to import the rest with those values left empty (else the import is refused at the
 * first one, by line and column).
 */
export function RejectedValuesAlert(props: RejectedValuesAlertProps) {
  const { control, stagingId, reading, quality, isReading } = props;
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const download = useMutation({
    mutationFn: () => stagedRejectedRows(stagingId, reading),
    onSuccess: (csv) => downloadText(csv, 'rejected-rows.csv'),
  });
  const rejected = quality.reduce((sum, column) => sum + column.rejected, 0);
  if (rejected === 0) return null;
  return (
    <Alert severity="warning" role="status">
      <Stack spacing={1}>
        <span>{t('quality.rejectedAlert', { count: rejected, n: format.number(rejected) })}</span>
        <Controller
          control={control}
          name="rejected"
          render={({ field }) => (
            <FormControlLabel
              label={t('quality.leaveEmpty')}
              control={
                <Checkbox
                  checked={field.value === 'empty'}
                  onChange={(event) => field.onChange(event.target.checked ? 'empty' : 'refuse')}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
        <Button
          size="small"
          variant="outlined"
          color="warning"
          sx={{ alignSelf: 'flex-start' }}
          loading={download.isPending}
          disabled={isReading}
          onClick={() => download.mutate()}
        >
          {t('quality.downloadRejected')}
        </Button>
        {download.error && <span>{download.error.message}</span>}
      </Stack>
    </Alert>
  );
}
