import { DATASET_LIMITS, PUBLIC_LINK_LIMITS, type PublicLink } from '@keeling/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ChipsField } from '../../../components/chips-field';
import { DateField } from '../../../components/date-field/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { errorMessage } from '../../../lib/error-message';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useCreatePublicLink } from '../api/public-links';
import { publicLinkUrl } from './public-link-url';

interface ShareDialogProps {
  dashboard: { id: string; title: string };
  onClose: () => void;
  notify: (message: string) => void;
}

/** The end of the chosen day, in the reader's time zone, as the API's instant. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/**
 * Share a page read-only: an optional expiry and the sites that may embed it, then the link to
 * copy (editors and admins).
 */
export function ShareDialog({ dashboard, onClose, notify }: ShareDialogProps) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const create = useCreatePublicLink();
  const [expiry, setExpiry] = useState<string | null>(null);
  const [origins, setOrigins] = useState<string[]>([]);
  const [made, setMade] = useState<PublicLink | null>(null);

  const copy = async (link: PublicLink) => {
    await navigator.clipboard.writeText(publicLinkUrl(link));
    notify(t('publicLinks.copied'));
  };

  return (
    <FormDialog
      title={t('publicLinks.shareTitle', { title: dashboard.title })}
      submitLabel={made ? t('versions.close') : t('publicLinks.create')}
      cancelLabel={t('actions.cancel')}
      isSubmitting={create.isPending}
      error={create.error ? errorMessage(t, create.error) : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (made) return onClose();
        create.mutate(
          {
            dashboardId: dashboard.id,
            expiresAt: expiry ? endOfDay(expiry) : null,
            frameAncestors: origins,
          },
          { onSuccess: setMade },
        );
      }}
      onClose={onClose}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('publicLinks.shareIntro')}</Typography>
      {made ? (
        <Typography>
          {t('publicLinks.expires')}:{' '}
          {made.expiresAt ? format.dateTime(made.expiresAt) : t('publicLinks.never')}
        </Typography>
      ) : (
        <DateField
          label={t('publicLinks.expiry')}
          value={expiry}
          onChange={setExpiry}
          helperText={t('publicLinks.expiryHelp')}
        />
      )}
      <ChipsField
        label={t('publicLinks.frameAncestors')}
        helperText={t('publicLinks.frameAncestorsHelp')}
        maxItems={PUBLIC_LINK_LIMITS.frameAncestorsMax}
        maxLength={DATASET_LIMITS.textMax}
        value={origins}
        onChange={setOrigins}
      />
      {made && (
        <Stack spacing={1} role="status">
          <Typography>{t('publicLinks.created')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <OutlinedField
              label={t('publicLinks.link')}
              value={publicLinkUrl(made)}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Button variant="outlined" onClick={() => void copy(made)}>
              {t('publicLinks.copy')}
            </Button>
          </Stack>
        </Stack>
      )}
    </FormDialog>
  );
}
