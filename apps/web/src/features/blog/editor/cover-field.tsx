import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/upload-image';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { coverFrameSx } from './editor-frames';
import { useCoverUpload } from './use-cover-upload';

interface CoverFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}

/**
 * Cover upload through POST /api/uploads: the chosen file shows at once, with a bar and the
 * share sent while it uploads; a failed upload says why and keeps the previous cover.
 */
export function CoverField({ value, onChange, error }: CoverFieldProps) {
  const { t } = useTranslation('blog');
  const format = useLocaleFormat();
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const { upload, failure, start } = useCoverUpload(onChange);
  const shown = upload?.preview ?? value;
  const problem = failure ?? error;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {t('editor.fields.cover')}
      </Typography>
      <Box sx={coverFrameSx}>
        {shown && (
          <Box
            component="img"
            src={shown}
            alt={t('editor.cover.alt')}
            sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      {upload && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-label={t('editor.cover.uploading')}
            sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" sx={{ minWidth: 40, textAlign: 'end' }}>
            {format.number(upload.progress, { style: 'percent', maximumFractionDigits: 0 })}
          </Typography>
        </Stack>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          disabled={Boolean(upload)}
          aria-describedby={helperId}
          onClick={() => input.current?.click()}
        >
          {upload
            ? t('editor.cover.uploading')
            : value
              ? t('editor.cover.replace')
              : t('editor.cover.upload')}
        </Button>
        {value && !upload && (
          <Button color="error" size="small" onClick={() => onChange(null)}>
            {t('editor.cover.remove')}
          </Button>
        )}
      </Stack>
      <FormHelperText id={helperId} error={Boolean(problem)} role={failure ? 'alert' : undefined}>
        {problem ?? t('editor.cover.hint')}
      </FormHelperText>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        hidden
        aria-label={t('editor.cover.upload')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void start(file);
          event.target.value = '';
        }}
      />
    </Stack>
  );
}
