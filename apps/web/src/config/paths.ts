const ROOTS = {
  auth: '/auth',
  dashboard: '/dashboard',
} as const;

/** Every route of SPEC §2 and DESIGN §6. Screens link through these, never through literals. */
export const paths = {
  root: '/',
  page404: '/404',
  /** A public read-only link's view (no sign-in). */
  publicView: (token: string) => `/public/${encodeURIComponent(token)}`,
  auth: {
    jwt: {
      login: `${ROOTS.auth}/jwt/login`,
      register: `${ROOTS.auth}/jwt/register`,
    },
  },
  dashboard: {
    root: ROOTS.dashboard,
    blog: `${ROOTS.dashboard}/blog`,
    article: (id: string | number) => `${ROOTS.dashboard}/article/${encodeURIComponent(id)}`,
    list: `${ROOTS.dashboard}/list`,
    project: (slug: string) => `${ROOTS.dashboard}/project/${encodeURIComponent(slug)}`,
    co2: `${ROOTS.dashboard}/project/Co2`,
    travel: `${ROOTS.dashboard}/travel`,
    kanban: `${ROOTS.dashboard}/kanban`,
    calendar: `${ROOTS.dashboard}/calendar`,
    mail: `${ROOTS.dashboard}/mail`,
    products: `${ROOTS.dashboard}/product`,
    product: (id: string) => `${ROOTS.dashboard}/product/${encodeURIComponent(id)}`,
    chat: `${ROOTS.dashboard}/chat`,
    profile: `${ROOTS.dashboard}/profile`,
    /** The travel page with its search set to a trip's title. */
    tripSearch: (title: string) => `${ROOTS.dashboard}/travel?search=${encodeURIComponent(title)}`,
    kanbanBoard: (id: string) => `${ROOTS.dashboard}/kanban?board=${encodeURIComponent(id)}`,
    management: {
      root: `${ROOTS.dashboard}/management`,
      /** A data set or a chart by `?id=`, a dashboard by `?slug=` (the API reads it by slug). */
      dataSetById: (id: string) =>
        `${ROOTS.dashboard}/management/dataSet?id=${encodeURIComponent(id)}`,
      chartById: (id: string) =>
        `${ROOTS.dashboard}/management/charts?id=${encodeURIComponent(id)}`,
      dashboardBySlug: (slug: string) =>
        `${ROOTS.dashboard}/management/dashboard?slug=${encodeURIComponent(slug)}`,
      blog: `${ROOTS.dashboard}/management/blog`,
      dataSet: `${ROOTS.dashboard}/management/dataSet`,
      charts: `${ROOTS.dashboard}/management/charts`,
      dashboard: `${ROOTS.dashboard}/management/dashboard`,
      addBlog: `${ROOTS.dashboard}/management/addblog`,
      editBlog: (id: string | number) =>
        `${ROOTS.dashboard}/management/addblog?id=${encodeURIComponent(id)}`,
      users: `${ROOTS.dashboard}/management/users`,
    },
  },
} as const;

/** Where `/` and a signed-in guest land (SPEC §2, DESIGN §6). */
export const DEFAULT_PATH = paths.dashboard.root;
