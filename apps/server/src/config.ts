import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATASET_KEEP_VERSIONS_DEFAULT, DATASET_LIMITS, ROLES } from '@keeling/contract';
import { z } from 'zod';

/**
 * The demo account's default password, published in the README: the only password the login
 * page's hint ever shows (an operator's own SEED_ADMIN_PASSWORD is a secret).
 */
export const PUBLIC_DEMO_PASSWORD = 'keeling-demo';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string };

/** An S3-compatible bucket for uploaded images (`S3_*`): shared by every instance, whatever the database. */
export interface S3Config {
  bucket: string;
  /** `https://…` of an S3-compatible server (MinIO, R2, …); unset: AWS S3 for `region`. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default chain (`AWS_ACCESS_KEY_ID`…, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (MinIO needs it). */
  forcePathStyle: boolean;
  /** Put before every object's name, e.g. `keeling/uploads/`. */
  prefix: string;
}

export interface Config {
  database: DatabaseConfig;
  port: number;
  host: string;
  jwtSecret: Uint8Array;
  jwtTtlSeconds: number;
  uploadDir: string;
  /** Set: uploads live in this bucket rather than on disk or in the database. */
  s3?: S3Config | undefined;
  registrationRole: (typeof ROLES)[number];
  appName: string;
  seedAdminEmail: string;
  seedAdminPassword: string;
  dataDir: string;
  webDist: string;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** Largest CSV a data-set import accepts, uploaded or downloaded (bytes). */
  datasetMaxBytes: number;
  /** Let URL imports reach loopback, private and link-local addresses (off: SSRF guard). */
  datasetUrlAllowPrivate: boolean;
  /**
   * Bytes the files waiting between inspect and import may take, all together (one person:
   * half). Unset: four times datasetMaxBytes.
   */
  datasetStagingMaxBytes?: number | undefined;
  /** Versions of a data set that keep their rows, restorable (the current one among them). */
  datasetKeepVersions?: number;
  /**
   * How often the server looks for URL data sets whose automatic refresh is due (ms; 0: never).
   * Unset: DATASET_REFRESH_CHECK_DEFAULT_MS.
   */
  datasetRefreshCheckMs?: number;
  /**
   * On SIGTERM, how long the server keeps answering (with /api/health at 503, so a load
   * balancer stops sending) before it closes: requests already on their way are served.
   */
  shutdownDrainMs: number;
  /** Set: the server speaks HTTPS itself, HTTP/2 to browsers and HTTP/1.1 to other clients. */
  tls?: TlsConfig | undefined;
  /** Set: members who asked for it get an e-mail notice of a new mail (issue 35). */
  smtp?: SmtpConfig | undefined;
}

/** Where mail notices are sent from, and the address their links open. */
export interface SmtpConfig {
  /** `smtp://user:pass@host:587` or `smtps://…:465` (nodemailer's connection URL). */
  url: string;
  from: string;
  /** The app's public address, e.g. `https://keeling.example.org` (the notice's link). */
  appUrl: string;
  /** Waits between attempts (ms): one attempt more than there are waits. */
  retryDelaysMs: number[];
}

/** A PEM certificate (its chain after it) and its private key. */
export interface TlsConfig {
  cert: Buffer;
  key: Buffer;
}

/** The built web app, relative to this file: works from src/ (tsx, tests) and from dist/ (bundle). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Every five minutes: a daily refresh starts at most that late. */
export const DATASET_REFRESH_CHECK_DEFAULT_MS = 5 * 60_000;

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** JWT_TTL: seconds as a number, or a number with a unit: `30s`, `15m`, `12h`, `3d`. */
export function parseDuration(value: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/.exec(value);
  if (!match) return null;
  const seconds = Number(match[1]) * (UNITS[match[2] || 's'] ?? 1);
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}

/**
 * A token lives this long unless JWT_TTL says otherwise: a working day and its evening, so a
 * copied token is not good for days (SPEC §7 logout makes no server call; sign-out-everywhere
 * ends the others at once).
 */
export const DEFAULT_JWT_TTL_SECONDS = 12 * 3600;

/** Why a JWT_SECRET is too weak to sign with, or null: too short, or too little variety. */
export function jwtSecretProblem(secret: string): string | null {
  if (Buffer.byteLength(secret) < 32) return 'must be at least 32 bytes';
  if (new Set(secret).size < 10) {
    return 'has fewer than 10 distinct characters (too guessable): use e.g. `openssl rand -base64 48`';
  }
  return null;
}

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const flag = optional.pipe(z.enum(['true', 'false', '1', '0']).default('false'));
const isOn = (value: string) => value === 'true' || value === '1';

const envSchema = z.object({
  DATABASE_URL: optional.refine(
    (v) => v === undefined || /^(pglite|postgres|postgresql):\/\//.test(v),
    'must start with pglite://, postgres:// or postgresql://',
  ),
  PORT: optional.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).default(3000)),
  HOST: optional.pipe(z.string().default('127.0.0.1')),
  JWT_SECRET: optional.superRefine((v, ctx) => {
    const problem = v === undefined ? null : jwtSecretProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  JWT_TTL: optional.transform((v, ctx) => {
    if (v === undefined) return DEFAULT_JWT_TTL_SECONDS;
    const seconds = parseDuration(v);
    if (seconds === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be seconds or a duration like 30s, 15m, 12h, 3d',
      });
      return z.NEVER;
    }
    return seconds;
  }),
  UPLOAD_DIR: optional,
  S3_BUCKET: optional,
  S3_ENDPOINT: optional.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL, e.g. http://minio:9000',
      })
      .optional(),
  ),
  S3_REGION: optional.pipe(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: optional.pipe(z.string().default('')),
  REGISTRATION_ROLE: optional.pipe(z.enum(ROLES).default('viewer')),
  APP_NAME: optional.pipe(z.string().default('Keeling')),
  SEED_ADMIN_EMAIL: optional.pipe(z.email().default('demo@keeling.app')),
  SEED_ADMIN_PASSWORD: optional.pipe(z.string().min(8).default(PUBLIC_DEMO_PASSWORD)),
  DATA_DIR: optional.pipe(z.string().default('./data')),
  WEB_DIST: optional,
  LOG_LEVEL: optional.pipe(z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: flag,
  DATASET_MAX_BYTES: optional.pipe(
    z.coerce.number<string | undefined>().int().min(1).default(DATASET_LIMITS.maxBytesDefault),
  ),
  DATASET_URL_ALLOW_PRIVATE: flag,
  DATASET_STAGING_MAX_BYTES: optional.pipe(
    z.coerce.number<string | undefined>().int().min(1).optional(),
  ),
  DATASET_KEEP_VERSIONS: optional.pipe(
    z.coerce
      .number<string | undefined>()
      .int()
      .min(1)
      .max(100)
      .default(DATASET_KEEP_VERSIONS_DEFAULT),
  ),
  DATASET_REFRESH_CHECK_MS: optional.pipe(
    z.coerce
      .number<string | undefined>()
      .int()
      .min(0)
      .max(24 * 3_600_000)
      .default(DATASET_REFRESH_CHECK_DEFAULT_MS),
  ),
  SHUTDOWN_DRAIN_MS: optional.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(600_000).default(1_000),
  ),
  TLS_CERT_FILE: optional,
  TLS_KEY_FILE: optional,
  SMTP_URL: optional.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  SMTP_FROM: optional,
  APP_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseDatabaseUrl(url: string, cwd: string): DatabaseConfig {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://'))
    return { kind: 'postgres', url };
  const location = url.slice('pglite://'.length);
  if (location === 'memory' || location === '') return { kind: 'pglite', dataDir: null };
  return { kind: 'pglite', dataDir: path.resolve(cwd, location) };
}

/** Reads `<dataDir>/jwt-secret`, creating it (48 random bytes, mode 0600) on first start. */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  const problem = jwtSecretProblem(secret);
  if (problem) throw new ConfigError(`JWT secret file ${file} ${problem}`);
  return secret;
}

const S3_VARIABLES = Object.keys(envSchema.shape).filter((name) => name.startsWith('S3_'));

/** A half-configured bucket: `S3_*` set without `S3_BUCKET`, or a key id without its secret. */
function s3Problems(env: NodeJS.ProcessEnv): string[] {
  const given = S3_VARIABLES.filter((name) => (env[name]?.trim() ?? '') !== '');
  const has = (name: string) => given.includes(name);
  const problems: string[] = [];
  if (given.length > 0 && !has('S3_BUCKET')) {
    problems.push(`  S3_BUCKET: required when any S3_* is set (here ${given.join(', ')})`);
  }
  if (has('S3_ACCESS_KEY_ID') !== has('S3_SECRET_ACCESS_KEY')) {
    const [missing, other] = has('S3_ACCESS_KEY_ID')
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    problems.push(
      `  ${missing}: required with ${other} (set neither to use the AWS SDK's default credentials)`,
    );
  }
  return problems;
}

/** `TLS_CERT_FILE` and `TLS_KEY_FILE`, both or neither, read now so a bad path stops the start. */
function readTls(
  certFile: string | undefined,
  keyFile: string | undefined,
  cwd: string,
): { tls?: TlsConfig; problems: string[] } {
  if (!certFile && !keyFile) return { problems: [] };
  if (!certFile || !keyFile) {
    const missing = certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE';
    const other = certFile ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE';
    return { problems: [`  ${missing}: required with ${other}`] };
  }
  const problems: string[] = [];
  const read = (name: string, file: string) => {
    try {
      return readFileSync(path.resolve(cwd, file));
    } catch (error) {
      problems.push(`  ${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`);
      return Buffer.alloc(0);
    }
  };
  const tls = { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
  return problems.length > 0 ? { problems } : { tls, problems };
}

/** Parses the environment; throws a ConfigError listing every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  const tls = readTls(env.TLS_CERT_FILE?.trim(), env.TLS_KEY_FILE?.trim(), cwd);
  const problems = [
    ...(parsed.error?.issues ?? []).map((i) => `  ${i.path.join('.')}: ${i.message}`),
    ...s3Problems(env),
    ...tls.problems,
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? `pglite://${path.join(dataDir, 'db')}`;
  const database = parseDatabaseUrl(databaseUrl, cwd);
  const secret = e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir);
  return {
    database,
    port: e.PORT,
    host: e.HOST,
    jwtSecret: new TextEncoder().encode(secret),
    jwtTtlSeconds: e.JWT_TTL,
    uploadDir: path.resolve(cwd, e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: isOn(e.S3_FORCE_PATH_STYLE),
          prefix: e.S3_PREFIX,
        }
      : undefined,
    registrationRole: e.REGISTRATION_ROLE,
    appName: e.APP_NAME,
    seedAdminEmail: e.SEED_ADMIN_EMAIL,
    seedAdminPassword: e.SEED_ADMIN_PASSWORD,
    dataDir,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxy: isOn(e.TRUST_PROXY),
    datasetMaxBytes: e.DATASET_MAX_BYTES,
    datasetUrlAllowPrivate: isOn(e.DATASET_URL_ALLOW_PRIVATE),
    datasetKeepVersions: e.DATASET_KEEP_VERSIONS,
    datasetStagingMaxBytes: e.DATASET_STAGING_MAX_BYTES,
    datasetRefreshCheckMs: e.DATASET_REFRESH_CHECK_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    tls: tls.tls,
    smtp: e.SMTP_URL
      ? {
          url: e.SMTP_URL,
          from: e.SMTP_FROM ?? `${e.APP_NAME} <no-reply@localhost>`,
          appUrl: (e.APP_URL ?? `${tls.tls ? 'https' : 'http'}://${e.HOST}:${e.PORT}`).replace(
            /\/+$/,
            '',
          ),
          retryDelaysMs: [5_000, 60_000, 600_000],
        }
      : undefined,
  };
}
