import { UPLOAD_LIMITS } from '@keeling/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { ACCEPTED_PHOTO_TYPES, uploadPhoto } from '../api/upload-photo';

interface PhotoFieldProps {
  value: string;
  /** Shown in the avatar when there is no photo. */
  initials: string;
  /** Saves the new photo (an uploaded image's URL, '' to remove it); a failure is shown here. */
  onChange: (url: string) => Promise<void> | void;
}

/**
 * The profile photo: a chosen image shows at once (a local preview) while it uploads, with the
 * share sent so far; the uploaded image's URL is then saved at once (`onChange`), as is a removal,
 * so leaving the page never loses a photo.
 */
export function PhotoField({ value, initials, onChange }: PhotoFieldProps) {
  const { t } = useTranslation('profile');
  const format = useLocaleFormat();
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  // the chosen file, shown until its upload fails or another photo replaces it
  const [local, setLocal] = useState<{ src: string; url: string | null } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const localSrc = local?.src;
  useEffect(() => () => void (localSrc && URL.revokeObjectURL(localSrc)), [localSrc]);
  const preview = local && (local.url === null || local.url === value) ? local.src : null;

  const onFile = async (file: File) => {
    setError(null);
    if (!(UPLOAD_LIMITS.types as readonly string[]).includes(file.type)) {
      setError(t('errors:uploads.unsupported_type'));
      return;
    }
    if (file.size > UPLOAD_LIMITS.maxBytes) {
      setError(t('errors:uploads.too_large'));
      return;
    }
    const src = URL.createObjectURL(file);
    setLocal({ src, url: null });
    setProgress(0);
    try {
      const url = await uploadPhoto(file, setProgress);
      setLocal({ src, url });
      await onChange(url);
    } catch (caught) {
      setLocal(null);
      setError(errorMessage(t, caught));
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    setError(null);
    setSaving(true);
    try {
      await onChange('');
    } catch (caught) {
      setError(errorMessage(t, caught));
    } finally {
      setSaving(false);
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Avatar
        src={preview ?? (value || undefined)}
        alt={t('photo.alt')}
        sx={{
          width: 128,
          height: 128,
          fontSize: 40,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initials}
      </Avatar>
      {percent !== null && (
        <Box sx={{ width: 1 }}>
          <LinearProgress variant="determinate" value={percent} aria-labelledby={progressId} />
          <Typography id={progressId} variant="caption" sx={{ color: 'text.secondary' }}>
            {t('photo.progress', { percent: format.number(percent) })}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          disabled={percent !== null}
          onClick={() => input.current?.click()}
        >
          {value ? t('photo.replace') : t('photo.upload')}
        </Button>
        {value && percent === null && (
          <Button color="error" size="small" loading={saving} onClick={() => void onRemove()}>
            {t('photo.remove')}
          </Button>
        )}
      </Stack>
      <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? t('photo.hint')}
      </FormHelperText>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_PHOTO_TYPES}
        hidden
        aria-label={t('photo.upload')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void onFile(file);
        }}
      />
    </Stack>
  );
}
