import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { STRETCH_MIN_WIDTH } from '../../settings/settings-config';
import { useSettingsContext } from '../../settings/settings-context';

/**
 * The page area next to the nav. Below 1600 px the content takes the available width; above,
 * it is capped at lg (1200 px) unless Stretch is on (SPEC §2).
 */
export function Main({ children }: { children: ReactNode }) {
  const { settings } = useSettingsContext();
  return (
    <Box
      component="main"
      sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', pt: 1, pb: { xs: 8, lg: 10 } }}
    >
      <Container
        maxWidth={false}
        data-stretch={settings.themeStretch}
        sx={(theme) => ({
          px: { xs: 2, sm: 3, lg: 5 },
          [`@media (min-width:${STRETCH_MIN_WIDTH}px)`]: {
            maxWidth: settings.themeStretch ? 'none' : theme.breakpoints.values.lg,
          },
        })}
      >
        {children}
      </Container>
    </Box>
  );
}
