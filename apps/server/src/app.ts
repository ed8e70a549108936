import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, DATASET_REFRESH_CHECK_DEFAULT_MS } from './config';
import { advisoryLock } from './db/advisory-lock';
import type { DbAndCache } from './db/client';
import { accountRoutes } from './modules/account/routes';
import { type AccountService, createAccountService } from './modules/account/service';
import { authRoutes } from './modules/auth/routes';
import { type AuthService, createAuthService } from './modules/auth/service';
import { postRoutes } from './modules/blog/post-routes';
import { blogRoutes } from './modules/blog/routes';
import { type BlogService, createBlogService } from './modules/blog/service';
import { calendarRoutes } from './modules/calendar/routes';
import { type CalendarService, createCalendarService } from './modules/calendar/service';
import { chartRoutes } from './modules/charts/routes';
import { type ChartsService, createChartsService } from './modules/charts/service';
import { chatRoutes } from './modules/chat/routes';
import { type ChatService, chatVisibility, createChatService } from './modules/chat/service';
import { co2Routes } from './modules/co2/routes';
import { type Co2Service, createCo2Service } from './modules/co2/service';
import { dashboardRoutes } from './modules/dashboards/routes';
import {
  createDashboardsService,
  type DashboardsService,
  datasetDependents,
  removeChartFromDashboards,
} from './modules/dashboards/service';
import { datasetAnnotationRoutes } from './modules/datasets/annotation-routes';
import { datasetColumnRoutes } from './modules/datasets/column-routes';
import { IMPORT_STALE_MS } from './modules/datasets/import-progress';
import { createRefreshScheduler, REFRESH_LOCK_KEY } from './modules/datasets/refresh-scheduler';
import { datasetRoutes } from './modules/datasets/routes';
import { createDatasetsService, type DatasetsService } from './modules/datasets/service';
import { eventRoutes } from './modules/events/routes';
import {
  createEventsService,
  type EventsService,
  type HubSettings,
} from './modules/events/service';
import { itemRoutes } from './modules/items/routes';
import { createItemsService, type ItemsService } from './modules/items/service';
import { kanbanRoutes } from './modules/kanban/routes';
import {
  createKanbanService,
  createKanbanVisibility,
  type KanbanService,
} from './modules/kanban/service';
import { createMailNotices } from './modules/mail/notices';
import { mailRoutes } from './modules/mail/routes';
import { createMailService, type MailService } from './modules/mail/service';
import { productRoutes } from './modules/products/routes';
import { createProductsService, type ProductsService } from './modules/products/service';
import { profilePhotoRoutes } from './modules/profile/photo-routes';
import { profileRoutes } from './modules/profile/routes';
import { createProfileService, type ProfileService } from './modules/profile/service';
import { publicPageFraming } from './modules/public-links/framing';
import { publicLinkRoutes } from './modules/public-links/routes';
import { createPublicLinksService, type PublicLinksService } from './modules/public-links/service';
import { travelRoutes } from './modules/travel/routes';
import { createTravelService, type TravelService } from './modules/travel/service';
import { uploadRoutes } from './modules/uploads/routes';
import { createUploadsService, type UploadsService } from './modules/uploads/service';
import { usersRoutes } from './modules/users/routes';
import { createUsersService, type UsersService } from './modules/users/service';
import { registerAuth } from './plugins/auth';
import { registerBodyRate } from './plugins/body-rate';
import { registerDocsGenerator, registerDocsRoutes } from './plugins/docs';
import { handleClientError, registerErrorHandler } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { inlineScriptHashes } from './plugins/index-html';
import { registerInputGuard } from './plugins/input-guard';
import { loggerOptions } from './plugins/logger';
import { registerQueryScope } from './plugins/query-scope';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';

/**
 * DESIGN §3: never let slow clients hold connections. Headers must arrive within
 * `headersTimeout` (Node checks every `connectionsCheckingInterval`: by default as rarely as the
 * timeout itself, which let a slow client live up to twice the limit; here every second). A body
 * must keep arriving: at least `bodyMinBytesPerSecond` over each `requestTimeout` window
 * (plugins/body-rate.ts), so a trickled body is cut within the window while an upload that keeps
 * making progress finishes (Node's own requestTimeout, which cut it, is off).
 */
export interface ServerTimeouts {
  requestTimeout: number;
  headersTimeout: number;
  connectionsCheckingInterval: number;
  bodyMinBytesPerSecond: number;
}
export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestTimeout: 30_000,
  headersTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  // a slow mobile upload sends ten times this; a trickle of a few bytes a second is cut
  bodyMinBytesPerSecond: 16 * 1024,
};
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Whether the server is shutting down (main.ts sets it on SIGTERM). */
export interface ShutdownState {
  draining: boolean;
}

/** Every module's service (modules/README.md): built once, given to its routes plugin. */
export interface Services {
  auth: AuthService;
  blog: BlogService;
  uploads: UploadsService;
  datasets: DatasetsService;
  charts: ChartsService;
  dashboards: DashboardsService;
  co2: Co2Service;
  account: AccountService;
  travel: TravelService;
  products: ProductsService;
  mail: MailService;
  profile: ProfileService;
  users: UsersService;
  events: EventsService;
  kanban: KanbanService;
  publicLinks: PublicLinksService;
  items: ItemsService;
  calendar: CalendarService;
  chat: ChatService;
}

export interface ServicesDeps {
  config: Config;
  database: DbAndCache;
  /** The live streams' timings and limits (tests shorten them). */
  live?: Partial<HubSettings>;
  /** The clock of tickets and token expiries (tests move it). */
  now?: () => number;
  /** Where background failures (a view flush) are reported. */
  logError?: (error: unknown, message: string) => void;
}

export function createServices({ config, database, logError, live, now }: ServicesDeps): Services {
  const { db, cache } = database;
  const datasets = createDatasetsService({
    db,
    config,
    cache,
    pool: database.pool,
    dependents: datasetDependents,
    keepVersions: config.datasetKeepVersions,
  });
  const auth = createAuthService({ db, cache, config });
  const kanbanVisibility = createKanbanVisibility(db);
  const events = createEventsService({
    db,
    cache,
    listen: database.listen,
    loadUser: (id) => auth.users.findById(id),
    visibility: async (user, topic) =>
      (await kanbanVisibility(user, topic)) || chatVisibility(user, topic),
    settings: live,
    now,
  });
  const charts = createChartsService({
    db,
    cache,
    datasets,
    removeFromDashboards: removeChartFromDashboards,
  });
  const dashboards = createDashboardsService({ db, cache, charts });
  const items = createItemsService({ db });
  const co2 = createCo2Service({ db, cache, datasets });
  const uploads = createUploadsService({
    uploadDir: config.uploadDir,
    db,
    s3: config.s3,
    logError,
  });
  return {
    auth,
    blog: createBlogService({ db, cache, logError }),
    uploads,
    datasets,
    charts,
    dashboards,
    co2,
    account: createAccountService({ db }),
    travel: createTravelService({ db, cache }),
    products: createProductsService({ db, cache }),
    profile: createProfileService({ db, cache, tokens: auth.tokens }),
    users: createUsersService({ db, cache }),
    events,
    kanban: createKanbanService({ db, events, items }),
    publicLinks: createPublicLinksService({ db, dashboards, charts, co2, now }),
    items,
    calendar: createCalendarService({ db, events, items }),
    mail: createMailService({
      db,
      events,
      notices: config.smtp
        ? createMailNotices({
            db,
            smtp: config.smtp,
            appName: config.appName,
            logError: logError ?? (() => undefined),
          })
        : undefined,
    }),
    chat: createChatService({ db, events, uploads, items }),
  };
}

export interface BuildAppOptions {
  config: Config;
  database: DbAndCache;
  /** Built by the caller when it needs them too (tests); `createServices` otherwise. */
  services?: Services;
  /** SERVER_TIMEOUTS unless given (tests shorten them). */
  timeouts?: ServerTimeouts;
  /** Set by main.ts on SIGTERM: /api/health answers 503 and every answer closes its connection. */
  shutdown?: ShutdownState;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Runs before `ready()`, e.g. tests adding routes. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * With a certificate the server speaks HTTPS itself: HTTP/2 to browsers (one connection for the
 * app's scripts and its API calls), HTTP/1.1 to clients that ask for it. Typed as Fastify's
 * HTTP/1 options: its request and reply API is the same on both.
 */
function httpsOptions(tls: Config['tls']): Record<string, never> {
  if (!tls) return {};
  return { http2: true, https: { allowHTTP1: true, cert: tls.cert, key: tls.key } } as never;
}

/** The whole HTTP application, without listening (tests use `inject`). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, beforeReady, timeouts = SERVER_TIMEOUTS } = options;
  const app = Fastify({
    ...httpsOptions(config.tls),
    logger: loggerOptions(config.logLevel, options.logStream),
    // bodies: plugins/body-rate.ts (a rate, not a total time); headers: headersTimeout below
    requestTimeout: 0,
    http: { connectionsCheckingInterval: timeouts.connectionsCheckingInterval },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = timeouts.headersTimeout;
  registerBodyRate(app, {
    windowMs: timeouts.requestTimeout,
    minBytesPerSecond: timeouts.bodyMinBytesPerSecond,
    checkMs: timeouts.connectionsCheckingInterval,
  });
  // Draining or closing (SIGTERM): every answer closes its connection once sent, so a
  // keep-alive client moves to another instance and cannot hold close() until its idle timeout.
  const shutdown = options.shutdown ?? { draining: false };
  app.addHook('preClose', async () => {
    shutdown.draining = true;
  });
  app.addHook('onSend', async (request, reply) => {
    // HTTP/2 has no such header (a GOAWAY ends its session when the server closes).
    if (shutdown.draining && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
  const services =
    options.services ??
    createServices({ config, database, logError: (err, msg) => app.log.error({ err }, msg) });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerQueryScope(app);
  await registerSecurity(app, { scriptHashes: inlineScriptHashes(config.webDist) });
  await registerDocsGenerator(app, config.appName);
  registerAuth(app, services.auth);

  registerHealth(app, database.db, { draining: () => shutdown.draining });
  registerDocsRoutes(app);
  await app.register(authRoutes, { auth: services.auth });
  await app.register(blogRoutes, { blog: services.blog });
  await app.register(postRoutes, { blog: services.blog });
  // Views are counted in memory (blog/view-counter.ts): write them before the database closes.
  app.addHook('onClose', () => services.blog.flushViews());
  await app.register(uploadRoutes, { uploads: services.uploads });
  await app.register(datasetRoutes, {
    datasets: services.datasets,
    maxBytes: config.datasetMaxBytes,
  });
  await app.register(datasetColumnRoutes, { datasets: services.datasets });
  await app.register(datasetAnnotationRoutes, { datasets: services.datasets });
  await app.register(chartRoutes, { charts: services.charts });
  await app.register(dashboardRoutes, { dashboards: services.dashboards });
  await app.register(co2Routes, { co2: services.co2 });
  await app.register(accountRoutes, { account: services.account });
  await app.register(profileRoutes, { profile: services.profile });
  await app.register(profilePhotoRoutes, { uploads: services.uploads });
  await app.register(travelRoutes, { travel: services.travel });
  await app.register(productRoutes, { products: services.products });
  await app.register(mailRoutes, { mail: services.mail, uploads: services.uploads });
  await app.register(usersRoutes, { users: services.users });
  await app.register(eventRoutes, { events: services.events });
  await app.register(kanbanRoutes, { kanban: services.kanban });
  await app.register(publicLinkRoutes, { publicLinks: services.publicLinks });
  await app.register(itemRoutes, { items: services.items });
  app.addHook('onSend', publicPageFraming(services.publicLinks));
  await app.register(calendarRoutes, { calendar: services.calendar });
  await app.register(chatRoutes, { chat: services.chat, uploads: services.uploads });
  // open streams never end on their own: end them before the server waits for its connections
  app.addHook('preClose', () => services.events.stop());
  await registerWeb(app, config.webDist);

  // Imports a crash or a restart cut are marked failed: on PGlite (one process) every running
  // one at start; on PostgreSQL those silent too long, at start and before each refresh check.
  const onPostgres = database.pool !== undefined;
  const staleBefore = () => (onPostgres ? new Date(Date.now() - IMPORT_STALE_MS) : new Date());
  const startedAt = staleBefore();

  // URL data sets' automatic refresh, one instance at a time; closing waits for one under way.
  const refresher = createRefreshScheduler({
    datasets: services.datasets,
    lock: advisoryLock(database, REFRESH_LOCK_KEY),
    log: app.log,
    everyMs: config.datasetRefreshCheckMs ?? DATASET_REFRESH_CHECK_DEFAULT_MS,
    ...(onPostgres ? { sweep: () => services.datasets.failInterrupted(staleBefore()) } : {}),
  });
  app.addHook('onClose', () => refresher.stop());

  await beforeReady?.(app);
  await app.ready();
  // after ready, never in its way: a database that cannot be reached must not stop the start
  services.datasets
    .failInterrupted(startedAt)
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'Could not mark the imports a restart cut as failed'),
    );
  refresher.start();
  await services.events.start();
  return app;
}
