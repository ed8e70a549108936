import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';
import { Header } from './header';
import { layoutConfig } from './layout-config';
import { Main } from './main';
import { navData } from './nav-config';
import { NavMobile } from './nav-mobile';
import { NavVertical } from './nav-vertical';

/** The dashboard shell (vertical layout). Horizontal and mini variants will plug in here. */
export default function DashboardLayout() {
  const [isNavOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);

  return (
    <QueryProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
        <NavVertical data={navData} />
        <NavMobile data={navData} open={isNavOpen} onClose={closeNav} />
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            pl: { lg: `${layoutConfig.nav.vertical}px` },
          }}
        >
          <Header onOpenNav={() => setNavOpen(true)} />
          <Main>
            <Outlet />
          </Main>
        </Box>
      </Box>
    </QueryProvider>
  );
}
