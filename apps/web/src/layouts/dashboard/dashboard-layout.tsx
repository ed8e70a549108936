import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuthContext } from '../../auth/auth-context';
import { usePresenceReporter } from '../../lib/chat-presence';
import { LiveHubContext, useLiveHub } from '../../lib/live-events';
import { QueryProvider } from '../../lib/query-provider';
import { useSettingsContext } from '../../settings/settings-context';
import { Header } from './header';
import { layoutConfig } from './layout-config';
import { Main } from './main';
import { navData, navForRole } from './nav-config';
import { NavHorizontal } from './nav-horizontal';
import { NavMini } from './nav-mini';
import { NavMobile } from './nav-mobile';
import { NavVertical } from './nav-vertical';

/**
 * The dashboard shell in the layout chosen in settings (vertical, mini or horizontal, SPEC §2).
 * Below lg every layout's nav is the mobile drawer.
 */
export default function DashboardLayout() {
  const { user } = useAuthContext();
  const { settings } = useSettingsContext();
  const [isNavOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const data = navForRole(navData, user?.role);
  const layout = settings.themeLayout;
  const offset = layout === 'horizontal' ? 0 : layoutConfig.nav[layout];
  // one live stream per tab, opened here so that every section hears it (issue 31), and the
  // navigation's counts too (the mail badge)
  const live = useLiveHub(Boolean(user));
  // the chat's online / away, from every page of the dashboard
  usePresenceReporter(Boolean(user));

  return (
    <QueryProvider>
      <LiveHubContext value={live}>
        <Box
          data-layout={layout}
          sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}
        >
          {layout === 'vertical' && <NavVertical data={data} />}
          {layout === 'mini' && <NavMini data={data} />}
          <NavMobile data={data} open={isNavOpen} onClose={closeNav} />
          <Box
            sx={{
              flexGrow: 1,
              minWidth: 0,
              display: 'flex',
              flexDirection: 'column',
              pl: { lg: `${offset}px` },
            }}
          >
            <Header
              onOpenNav={() => setNavOpen(true)}
              isHorizontal={layout === 'horizontal'}
              bottom={layout === 'horizontal' && <NavHorizontal data={data} />}
            />
            <Main>
              {/* a page whose texts are still loading keeps the shell around it */}
              <Suspense fallback={<LinearProgress aria-hidden sx={{ mt: 2 }} />}>
                <Outlet />
              </Suspense>
            </Main>
          </Box>
        </Box>
      </LiveHubContext>
    </QueryProvider>
  );
}
