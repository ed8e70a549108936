import Box from '@mui/material/Box';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { unreadLabel } from '../../../lib/chat-queries';

interface UnreadBadgeProps {
  count: number;
  /** What a screen reader hears ("3 unread messages"). */
  label: string;
  testId: string;
}

/** A navigation entry's unread count (SPEC §9: 99+ past 99); nothing when there is none. */
export function UnreadBadge({ count, label, testId }: UnreadBadgeProps) {
  if (count === 0) return null;
  return (
    <Box
      component="span"
      className="nav-info"
      data-testid={testId}
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
        {label}
      </Box>
    </Box>
  );
}
