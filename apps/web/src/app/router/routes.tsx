import { Navigate, type RouteObject } from 'react-router';
import { AuthGuard } from '../../auth/guards/auth-guard';
import { GuestGuard } from '../../auth/guards/guest-guard';
import { LoadingScreen } from '../../components/loading-screen';
import { DEFAULT_PATH, paths } from '../../config/paths';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** SPEC §2 routes. Each screen is its own lazy chunk; guards and the shell stay in the entry. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={DEFAULT_PATH} replace /> },
          {
            path: 'auth/jwt',
            element: <GuestGuard />,
            children: [
              { index: true, element: <Navigate to={paths.auth.jwt.login} replace /> },
              {
                path: 'login',
                lazy: lazyRoute(() => import('../../features/auth/pages/login-page')),
              },
              {
                path: 'register',
                lazy: lazyRoute(() => import('../../features/auth/pages/register-page')),
              },
            ],
          },
          {
            path: 'dashboard',
            element: <AuthGuard />,
            children: [
              {
                lazy: lazyRoute(() => import('../../layouts/dashboard/dashboard-layout')),
                children: [
                  {
                    index: true,
                    lazy: lazyRoute(
                      () => import('../../features/overview/pages/overview-page'),
                      ['overview'],
                    ),
                  },
                  {
                    path: 'blog',
                    lazy: lazyRoute(() => import('../../features/blog/pages/blog-page'), ['blog']),
                  },
                  {
                    path: 'article/:id',
                    lazy: lazyRoute(
                      () => import('../../features/blog/pages/article-page'),
                      ['blog'],
                    ),
                  },
                  {
                    path: 'list',
                    lazy: lazyRoute(
                      () => import('../../features/data/pages/dashboard-list-page'),
                      ['data'],
                    ),
                  },
                  {
                    path: 'project/:slug',
                    lazy: lazyRoute(
                      () => import('../../features/data/pages/project-page'),
                      ['data'],
                    ),
                  },
                  {
                    path: 'travel',
                    lazy: lazyRoute(
                      () => import('../../features/travel/pages/travel-page'),
                      ['travel'],
                    ),
                  },
                  {
                    path: 'mail',
                    lazy: lazyRoute(() => import('../../features/mail/pages/mail-page'), ['mail']),
                  },
                  {
                    path: 'product',
                    lazy: lazyRoute(
                      () => import('../../features/products/pages/products-page'),
                      ['products'],
                    ),
                  },
                  {
                    path: 'product/:id',
                    lazy: lazyRoute(
                      () => import('../../features/products/pages/product-page'),
                      ['products'],
                    ),
                  },
                  {
                    path: 'kanban',
                    lazy: lazyRoute(
                      () => import('../../features/kanban/pages/kanban-page'),
                      ['kanban'],
                    ),
                  },
                  {
                    path: 'calendar',
                    lazy: lazyRoute(
                      () => import('../../features/calendar/pages/calendar-page'),
                      ['calendar'],
                    ),
                  },
                  {
                    path: 'chat',
                    lazy: lazyRoute(() => import('../../features/chat/pages/chat-page'), ['chat']),
                  },
                  {
                    path: 'profile',
                    lazy: lazyRoute(
                      () => import('../../features/profile/pages/profile-page'),
                      ['profile'],
                    ),
                  },
                  {
                    path: 'management',
                    children: [
                      {
                        index: true,
                        element: <Navigate to={paths.dashboard.management.blog} replace />,
                      },
                      {
                        path: 'blog',
                        lazy: lazyRoute(
                          () => import('../../features/blog/pages/management-page'),
                          ['blog'],
                        ),
                      },
                      {
                        path: 'addblog',
                        lazy: lazyRoute(
                          () => import('../../features/blog/pages/editor-page'),
                          ['blog'],
                        ),
                      },
                      {
                        path: 'dataSet',
                        lazy: lazyRoute(
                          () => import('../../features/data/pages/datasets-page'),
                          ['data'],
                        ),
                      },
                      {
                        path: 'charts',
                        lazy: lazyRoute(
                          () => import('../../features/data/pages/charts-page'),
                          ['data'],
                        ),
                      },
                      {
                        path: 'dashboard',
                        lazy: lazyRoute(
                          () => import('../../features/data/pages/dashboards-page'),
                          ['data'],
                        ),
                      },
                      {
                        path: 'users',
                        lazy: lazyRoute(
                          () => import('../../features/users/pages/users-page'),
                          ['users'],
                        ),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            // a public read-only link: no sign-in, its one view (issue 34 item 7)
            path: 'public/:token',
            lazy: lazyRoute(() => import('../../features/data/pages/public-view-page'), ['data']),
          },
          {
            path: '404',
            lazy: lazyRoute(() => import('../../features/errors/pages/not-found-page')),
          },
          { path: '*', element: <Navigate to={paths.page404} replace /> },
        ],
      },
    ],
  },
];
