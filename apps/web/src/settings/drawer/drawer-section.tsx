import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface DrawerSectionProps {
  title: string;
  columns?: number;
  children: ReactNode;
}

/** A titled group of options laid out in a grid. */
export function DrawerSection({ title, columns = 2, children }: DrawerSectionProps) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography
        id={id}
        component="h3"
        variant="overline"
        sx={{ display: 'block', mb: 1.25, color: 'text.secondary' }}
      >
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
