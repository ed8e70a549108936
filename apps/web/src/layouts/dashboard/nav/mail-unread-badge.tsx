import { MAIL_EVENT_KIND } from '@keeling/contract/constants';
import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { unreadLabel } from '../../../lib/chat-queries';
import { useLiveChanges } from '../../../lib/live-events';
import { mailKeys, mailLabelsQuery } from '../../../lib/mail-queries';
import { useTranslation } from '../../../locales/use-translation';

/**
 * The mail entry's unread count (the inbox's), from the query the mail page shares; a mail that
 * arrives (the live stream's `mail.received`) moves it on any page, without a reload.
 */
export default function MailUnreadBadge() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery(mailLabelsQuery());
  useLiveChanges({
    onChange: (change) => {
      if (change.kind === MAIL_EVENT_KIND)
        void queryClient.invalidateQueries({ queryKey: mailKeys.labels() });
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: mailKeys.labels() }),
  });
  const count = data?.labels.find((label) => label.id === 'inbox')?.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <Box
      component="span"
      className="nav-info"
      data-testid="nav-mail-unread"
      sx={{
        bgcolor: 'error.main',
        color: 'error.contrastText',
        borderRadius: 10,
        px: 0.75,
        minWidth: 20,
        textAlign: 'center',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
      }}
    >
      <span aria-hidden="true">{unreadLabel(count)}</span>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {t('nav.mailUnread', { count })}
      </Box>
    </Box>
  );
}
