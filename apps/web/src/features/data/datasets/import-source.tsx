import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { UploadIcon } from '../components/data-icons';
import { ExtraColumnsForm } from './extra-columns-form';
import { ImportError } from './import-error';
import { ProgressLine } from './progress-line';
import type { ImportFlow } from './use-import-flow';

/** First step: a CSV file from this computer (its upload's progress) or the address of one. */
export function ImportSource({ flow }: { flow: ImportFlow }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const inputId = useId();
  const [url, setUrl] = useState('');
  const { uploadShare, isInspecting } = flow;

  const onUrl = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) flow.inspectUrl(url.trim());
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle1" component="h3">
          {t('import.fromFile')}
        </Typography>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          disabled={isInspecting}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) flow.inspectFile(file);
          }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={isInspecting}
        >
          {t('import.chooseFile')}
        </Button>
      </Stack>
      <Divider>{t('import.or')}</Divider>
      <Stack
        component="form"
        onSubmit={onUrl}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
      >
        <OutlinedField
          type="url"
          label={t('import.url')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          disabled={isInspecting}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={isInspecting || !url.trim()}>
          {t('import.inspect')}
        </Button>
      </Stack>
      {uploadShare !== null && (
        <ProgressLine
          label={t('import.uploadProgress')}
          value={Math.round(uploadShare * 100)}
          caption={t('import.uploaded', {
            percent: format.number(uploadShare, { style: 'percent' }),
          })}
        />
      )}
      {isInspecting && uploadShare === null && (
        <ProgressLine label={t('import.inspecting')} value={null} />
      )}
      {flow.inspectError && <ImportError error={flow.inspectError} />}
      {flow.inspectError && (
        <ExtraColumnsForm
          error={flow.inspectError}
          isInspecting={isInspecting}
          onInspect={flow.inspectAgain}
        />
      )}
    </Stack>
  );
}
