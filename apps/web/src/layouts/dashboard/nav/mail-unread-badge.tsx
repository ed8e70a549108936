import { MAIL_EVENT_KIND } from '@keeling/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveChanges } from '../../../lib/live-events';
import { mailKeys, mailLabelsQuery } from '../../../lib/mail-queries';
import { useTranslation } from '../../../locales/use-translation';
import { UnreadBadge } from './unread-badge';

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
  return (
    <UnreadBadge count={count} label={t('nav.mailUnread', { count })} testId="nav-mail-unread" />
  );
}
