import type { MailTeamLabel } from '@keeling/contract';
import Box from '@mui/material/Box';

/** A team label's colour (the theme's tone, as the board's labels): decoration beside its name. */
export function LabelDot({ color }: { color: MailTeamLabel['color'] }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: color === 'default' ? 'text.disabled' : `${color}.main`,
      }}
    />
  );
}
