import { API, type MailPreferences, mailPreferencesResponseSchema } from '@keeling/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, putJson } from '../../../lib/http';
import { useTranslation } from '../../../locales/use-translation';

const key = ['mail-preferences'] as const;

/**
 * "E-mail me when a mail arrives": a short notice with a link, never the body. Shown only when
 * the server has SMTP settings (the answer says so); loaded after the page's first paint.
 */
export function EmailNoticesSwitch() {
  const { t } = useTranslation('mail');
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      getJson(API.mail.preferences, mailPreferencesResponseSchema, { signal }),
  });
  const save = useMutation({
    mutationFn: (emailNotices: boolean) =>
      putJson(API.mail.preferences, { emailNotices }, mailPreferencesResponseSchema),
    onSuccess: (answer: MailPreferences) => queryClient.setQueryData(key, answer),
  });
  if (!data?.emailAvailable) return null;
  return (
    <FormControlLabel
      sx={{ px: 2, py: 1 }}
      control={
        <Switch
          checked={save.isPending ? Boolean(save.variables) : data.emailNotices}
          onChange={(event) => save.mutate(event.target.checked)}
        />
      }
      label={t('emailNotices')}
    />
  );
}
