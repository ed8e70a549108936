import {
  type Dataset,
  type DatasetScheduleBody,
  datasetScheduleBodySchema,
} from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver } from '../../../lib/contract-resolver';
import { errorMessage } from '../../../lib/error-message';
import { fieldError } from '../../../lib/field-props';
import { toHttpError } from '../../../lib/http';
import { showServerError } from '../../../lib/server-errors';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useScheduleDataset } from '../api/schedule-dataset';
import { RefreshIntervalField } from './refresh-interval-field';

const resolver = contractResolver(datasetScheduleBodySchema);

interface DatasetScheduleProps {
  dataset: Dataset;
  notify: (message: string) => void;
}

/**
 * A URL data set's automatic refresh (saved as soon as it is chosen) beside its last refresh:
 * when, and why it failed if it did (the error's code in the reader's language).
 */
export function DatasetSchedule({ dataset, notify }: DatasetScheduleProps) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const save = useScheduleDataset();
  const form = useForm<DatasetScheduleBody>({
    resolver,
    defaultValues: { refreshIntervalHours: dataset.refreshIntervalHours },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: dataset.id, body });
      form.reset({ refreshIntervalHours: saved.refreshIntervalHours });
      notify(t('schedule.saved'));
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const last = dataset.lastRefreshAt ?? dataset.importedAt;
  const failure = dataset.lastRefreshError;
  const serverError = form.formState.errors.root?.server;

  return (
    <Stack spacing={1.5}>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, gap: 2 }}
      >
        <Controller
          control={form.control}
          name="refreshIntervalHours"
          render={({ field }) => (
            <RefreshIntervalField
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                void onSubmit();
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={form.formState.isSubmitting}
              size="small"
              {...fieldError(form.formState, 'refreshIntervalHours', t('schedule.label'), t)}
            />
          )}
        />
        {!failure && last && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('schedule.lastRefresh', { time: format.dateTime(last) })}
          </Typography>
        )}
      </Stack>
      {failure && (
        <Alert severity="warning">
          {t('schedule.lastFailed', {
            time: format.dateTime(dataset.lastRefreshAt ?? ''),
            reason: errorMessage(t, toHttpError(400, failure)),
          })}
        </Alert>
      )}
      {serverError && <Alert severity="error">{serverError.message}</Alert>}
    </Stack>
  );
}
