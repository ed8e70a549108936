import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../locales/use-translation';

/** Wide content, with a caption that it only matters above 1600 px (SPEC §2). */
export function StretchOption({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const captionId = useId();
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        labelPlacement="start"
        label={t('stretch.label')}
        sx={{ mx: 0, justifyContent: 'space-between', typography: 'subtitle2' }}
        slotProps={{ typography: { variant: 'subtitle2' } }}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { role: 'switch', 'aria-describedby': captionId } }}
          />
        }
      />
      <Typography id={captionId} variant="caption" sx={{ color: 'text.secondary' }}>
        {t('stretch.caption')}
      </Typography>
    </Stack>
  );
}
