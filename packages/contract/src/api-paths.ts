/** Every API path, shared by the server routes, the web client and the tests. */
export const API = {
  health: '/api/health',
  docs: '/api/docs',
  auth: {
    login: '/api/auth/login',
    register: '/api/auth/register',
    me: '/api/auth/me',
    /** GET, public: the demo account's sign-in while it still has its seeded, public password. */
    demoAccount: '/api/auth/demo-account',
  },
  blog: {
    articles: '/api/blog/articles',
    article: '/api/blog/article',
    upsert: '/api/blog/update_insert_article',
    bulk: '/api/blog/articles/bulk',
    revisions: '/api/blog/article/revisions',
    restore: '/api/blog/article/revisions/restore',
  },
  /** SPEC §7: read-only views of the published blog articles (decision 0066). */
  post: {
    list: '/api/post/list',
    details: '/api/post/details',
    latest: '/api/post/latest',
    search: '/api/post/search',
  },
  /** SPEC §7 mail between the team's members (issue 35): each person reads only their copies. */
  mail: {
    labels: '/api/mail/labels',
    list: '/api/mail/list',
    details: '/api/mail/details',
    send: '/api/mail/send',
    update: '/api/mail/update',
    contacts: '/api/mail/contacts',
    drafts: '/api/mail/drafts',
    draft: '/api/mail/drafts/:id',
    teamLabels: '/api/mail/team-labels',
    teamLabel: '/api/mail/team-labels/:id',
    attachments: '/api/mail/attachments',
    preferences: '/api/mail/preferences',
  },
  /** SPEC §7 reads of the climate products catalogue (issue 35); writes under `products`. */
  product: {
    list: '/api/product/list',
    details: '/api/product/details',
    search: '/api/product/search',
  },
  /** POST a product (editor+); PUT (with its version) or DELETE one. */
  products: {
    create: '/api/products',
    one: '/api/products/:id',
  },
  /** "Cover our travel": the team's ledger of offset credits (GET any member; POST, DELETE editor+). */
  retirements: {
    list: '/api/retirements',
    one: '/api/retirements/:id',
  },
  uploads: '/api/uploads',
  /** Team boards (issue 31): read by every member, changed by editors and admins. */
  kanban: {
    boards: '/api/kanban',
    board: '/api/kanban/boards/:id',
    /** GET the board's archived cards (restored with PATCH cards/:id `archived: false`). */
    archived: '/api/kanban/boards/:id/archived',
    /** GET the active members a card can be assigned to. */
    people: '/api/kanban/people',
    /** GET the signed-in member's open cards due by `until` (overdue ones too), soonest first. */
    myCards: '/api/kanban/my-cards',
    boardCreate: '/api/kanban/boards',
    columns: '/api/kanban/boards/:id/columns',
    column: '/api/kanban/columns/:id',
    columnMove: '/api/kanban/columns/:id/move',
    cards: '/api/kanban/columns/:id/cards',
    card: '/api/kanban/cards/:id',
    cardMove: '/api/kanban/cards/:id/move',
    /** GET a card's comments, oldest first; POST one (any member, viewers too). */
    comments: '/api/kanban/cards/:id/comments',
  },
  /** Team and personal calendars (issue 32); occurrences of repeats expanded for a range. */
  calendar: {
    calendars: '/api/calendar/calendars',
    calendar: '/api/calendar/calendars/:id',
    occurrences: '/api/calendar/occurrences',
    /** GET: the active members, to invite (id and name only). */
    members: '/api/calendar/members',
    /** GET ?from&to: trips and data-set refreshes in the range (read-only calendars). */
    overlays: '/api/calendar/overlays',
    events: '/api/calendar/events',
    event: '/api/calendar/events/:id',
    /** PUT `{ answer }`: an invited person's yes / no / maybe. */
    answer: '/api/calendar/events/:id/answer',
    /** GET: the calendar as an iCalendar (.ics) file. */
    ics: '/api/calendar/calendars/:id/ics',
    /** POST `{ content }`: the events of an .ics file into the calendar, all or none. */
    import: '/api/calendar/calendars/:id/import',
    /** POST: a new private subscription address (the old one stops); DELETE: revoke it. */
    feed: '/api/calendar/calendars/:id/feed',
    /** GET, public: the calendar as iCalendar for the holder of the address's token. */
    feedIcs: '/api/calendar/feed/:token',
  },
  /** Team chat (issue 33): only a conversation's members read it. */
  chat: {
    conversations: '/api/chat/conversations',
    conversation: '/api/chat/conversations/:id',
    members: '/api/chat/conversations/:id/members',
    member: '/api/chat/conversations/:id/members/:userId',
    messages: '/api/chat/conversations/:id/messages',
    read: '/api/chat/conversations/:id/read',
    /** POST: the caller is typing (a signal to the other members, never stored). */
    typing: '/api/chat/conversations/:id/typing',
    /** GET: the presence of the people of one's conversations; PUT: one's own. */
    presence: '/api/chat/presence',
    message: '/api/chat/messages/:id',
    /** GET `?q=` (and `conversationId`): full-text search of the caller's conversations. */
    search: '/api/chat/search',
    /** Active members one may start a conversation with. */
    people: '/api/chat/people',
    /** POST multipart with one `file`, an image or another kept type (any signed-in user): `{ url }`. */
    attachments: '/api/chat/attachments',
  },
  /** The live layer: POST `ticket` with the bearer token, then GET `stream?ticket=` (SSE). */
  events: {
    ticket: '/api/events/ticket',
    stream: '/api/events',
  },
  /** Public files: GET /uploads/<name>. */
  uploadedFiles: '/uploads',
  account: {
    settings: '/api/account/settings',
    profile: '/api/account/profile',
    password: '/api/account/password',
    /** POST: every other session ends; this one gets a fresh token. */
    signOutEverywhere: '/api/account/sign-out-everywhere',
    /** POST multipart with one image `file` (any signed-in user): `{ url }` for the profile's photoURL. */
    photo: '/api/account/photo',
  },
  travel: {
    trips: '/api/travel/trips',
    trip: '/api/travel/trips/:id',
    emissionFactors: '/api/travel/emission-factors',
    airports: '/api/travel/airports',
  },
  /** Admin only. */
  users: {
    list: '/api/users',
    one: '/api/users/:id',
    counts: '/api/users/counts',
  },
  datasets: {
    list: '/api/datasets',
    /** POST multipart with one `file`: stage the upload and inspect it. */
    inspect: '/api/datasets/inspect',
    /** POST JSON `{ url }`: download, stage and inspect. */
    inspectUrl: '/api/datasets/inspect-url',
    one: '/api/datasets/:id',
    rows: '/api/datasets/:id/rows',
    values: '/api/datasets/:id/values',
    dependents: '/api/datasets/:id/dependents',
    refresh: '/api/datasets/:id/refresh',
    /** GET the version history; POST `{ stagingId }`: a new version from an inspected upload. */
    versions: '/api/datasets/:id/versions',
    /** GET a page of the cells a version changed against the one before it. */
    versionChanges: '/api/datasets/:id/versions/:version/changes',
    /** POST: make a kept version the current one again (charts follow). */
    versionRestore: '/api/datasets/:id/versions/:version/restore',
    /** PUT `{ refreshIntervalHours }`: the automatic refresh of a URL data set. */
    schedule: '/api/datasets/:id/schedule',
    /** An import's progress (outside /api/datasets/:id so no two paths can match one URL). */
    import: '/api/dataset-imports/:id',
    /** GET the notes on a data set's time ranges; POST one (editor+). */
    annotations: '/api/datasets/:id/annotations',
    annotation: '/api/datasets/:id/annotations/:annotationId',
    /** PUT: fix the columns' types, units and markers in place, from the original file. */
    columns: '/api/datasets/:id/columns',
    /** GET: the rows a version's import rejected (left empty), as CSV. */
    versionRejected: '/api/datasets/:id/versions/:version/rejected',
    /** POST `{ columns }`: how an inspected file would read with these types and markers. */
    stagedQuality: '/api/dataset-staging/:stagingId/quality',
    /** POST `{ columns }`: the rows of an inspected file those types and markers reject, as CSV. */
    stagedRejected: '/api/dataset-staging/:stagingId/rejected',
  },
  charts: {
    list: '/api/charts',
    one: '/api/charts/:id',
    data: '/api/charts/:id/data',
    /** GET `?from&to`: the chart's full data within the reader's range, streamed as CSV. */
    csv: '/api/charts/:id/csv',
    /** POST a chart spec: its data without saving it (the builder's live preview). */
    preview: '/api/charts/preview',
  },
  dashboards: {
    list: '/api/dashboards',
    one: '/api/dashboards/:id',
    bySlug: '/api/dashboards/by-slug/:slug',
  },
  /** Keeling items a card, an event or a message points to (signed in; what the caller may see). */
  items: {
    search: '/api/items',
    one: '/api/items/:type/:id',
  },
  /** Public read-only links: managed by editors and admins. */
  publicLinks: {
    list: '/api/public-links',
    one: '/api/public-links/:id',
  },
  /** What a public link's token reads, signed out: its view and nothing else. */
  publicView: {
    one: '/api/public/:token',
    chartData: '/api/public/:token/charts/:chartId/data',
    chartCsv: '/api/public/:token/charts/:chartId/csv',
    co2: '/api/public/:token/co2',
    preview: '/api/public/:token/preview',
  },
  /** SPEC §7: the CO2 project page's figures. */
  co2: '/api/dashboard/co2',
  /** GET: the data set behind each part of the CO2 page and the ones that fit; PUT: choose. */
  co2Sources: '/api/dashboard/co2/sources',
} as const;

/** `/api/charts/:id` with its parameters filled in (encoded). */
export function apiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
