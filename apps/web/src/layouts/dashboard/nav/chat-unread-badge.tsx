import { useQuery } from '@tanstack/react-query';
import { conversationsQuery } from '../../../lib/chat-queries';
import { useTranslation } from '../../../locales/use-translation';
import { UnreadBadge } from './unread-badge';

/**
 * The chat entry's unread count (issue 33; SPEC §9: 99+ past 99), from the query the chat page
 * shares: its live events refresh it there; elsewhere it is read on load and on focus.
 */
export default function ChatUnreadBadge() {
  const { t } = useTranslation();
  const { data } = useQuery(conversationsQuery());
  const count = data?.unread ?? 0;
  return (
    <UnreadBadge count={count} label={t('nav.chatUnread', { count })} testId="nav-chat-unread" />
  );
}
