import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { conversationsQuery, unreadLabel } from '../../../lib/chat-queries';
import { useTranslation } from '../../../locales/use-translation';

/**
 * The chat entry's unread count (issue 33; SPEC §9: 99+ past 99), from the query the chat page
 * shares: its live events refresh it there; elsewhere it is read on load and on focus.
 */
export default function ChatUnreadBadge() {
  const { t } = useTranslation();
  const { data } = useQuery(conversationsQuery());
  const count = data?.unread ?? 0;
  if (count === 0) return null;
  return (
    <Box
      component="span"
      className="nav-info"
      data-testid="nav-chat-unread"
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
        {t('nav.chatUnread', { count })}
      </Box>
    </Box>
  );
}
