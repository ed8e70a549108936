import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import { ACCEPTED_IMAGE_TYPES } from '../api/upload-image';
import { coverFrameSx } from './editor-frames';

interface CoverFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  isUploading: boolean;
  onUpload: (file: File) => Promise<string | null>;
  error?: string;
}

/** Cover upload through POST /api/uploads, with a preview and a remove button. */
export function CoverField({ value, onChange, isUploading, onUpload, error }: CoverFieldProps) {
  const { t } = useTranslation('blog');
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const url = await onUpload(file);
    if (url) onChange(url);
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {t('editor.fields.cover')}
      </Typography>
      <Box sx={coverFrameSx}>
        {value && (
          <Box
            component="img"
            src={value}
            alt={t('editor.cover.alt')}
            sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          loading={isUploading}
          onClick={() => input.current?.click()}
        >
          {value ? t('editor.cover.replace') : t('editor.cover.upload')}
        </Button>
        {value && (
          <Button color="error" size="small" onClick={() => onChange(null)}>
            {t('editor.cover.remove')}
          </Button>
        )}
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? t('editor.cover.hint')}</FormHelperText>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        hidden
        aria-label={t('editor.cover.upload')}
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Stack>
  );
}
