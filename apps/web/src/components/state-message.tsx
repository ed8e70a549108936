import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StateMessageProps {
  title: string;
  text?: string;
  /** 'alert' announces errors to screen readers. */
  role?: 'alert' | 'status';
  action?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Empty, error and not-found states: a centred title, a line of text and one action. */
export function StateMessage({
  title,
  text,
  role,
  action,
  onRetry,
  retryLabel,
}: StateMessageProps) {
  return (
    <Stack
      role={role}
      spacing={1}
      sx={{
        py: 8,
        px: 3,
        alignItems: 'center',
        textAlign: 'center',
        borderRadius: 2,
        border: (theme) => `dashed 1px ${theme.palette.divider}`,
        bgcolor: 'background.neutral',
      }}
    >
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text && <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>}
      {onRetry && (
        <Button variant="outlined" color="inherit" onClick={onRetry} sx={{ mt: 1 }}>
          {retryLabel}
        </Button>
      )}
      {action}
    </Stack>
  );
}
