import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_WEB_DIST,
  jwtSecretProblem,
  loadConfig,
  parseDuration,
} from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'keeling-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'a-test-secret-of-32-characters-ok';

describe('parseDuration / JWT_TTL', () => {
  it.each([
    ['3600', 3600],
    ['30s', 30],
    ['15m', 900],
    ['12h', 43_200],
    ['3d', 259_200],
  ])('%s -> %i seconds', (input, seconds) => {
    expect(parseDuration(input)).toBe(seconds);
    expect(loadConfig({ JWT_SECRET: SECRET, JWT_TTL: input }, tempDir()).jwtTtlSeconds).toBe(
      seconds,
    );
  });

  it.each(['0', '-5', '3w', 'soon', '1.5h'])('rejects %s', (input) => {
    expect(parseDuration(input)).toBeNull();
    expect(() => loadConfig({ JWT_SECRET: SECRET, JWT_TTL: input }, tempDir())).toThrow(/JWT_TTL/);
  });

  it('defaults to 12 hours', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, tempDir()).jwtTtlSeconds).toBe(12 * 3600);
  });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({ JWT_SECRET: SECRET }, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      registrationRole: 'viewer',
      appName: 'Keeling',
      seedAdminEmail: 'demo@keeling.app',
      seedAdminPassword: 'keeling-demo',
      dataDir: path.join(cwd, 'data'),
      uploadDir: path.join(cwd, 'data', 'uploads'),
      database: { kind: 'pglite', dataDir: path.join(cwd, 'data', 'db') },
      logLevel: 'info',
      trustProxy: false,
      webDist: DEFAULT_WEB_DIST,
      datasetMaxBytes: 100 * 1024 * 1024,
      datasetUrlAllowPrivate: false,
      datasetRefreshCheckMs: 5 * 60_000,
      s3: undefined,
      tls: undefined,
    });
    expect(DEFAULT_WEB_DIST.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads the data-set import limits', () => {
    const config = loadConfig(
      { JWT_SECRET: SECRET, DATASET_MAX_BYTES: '1024', DATASET_URL_ALLOW_PRIVATE: 'true' },
      tempDir(),
    );
    expect(config).toMatchObject({ datasetMaxBytes: 1024, datasetUrlAllowPrivate: true });
    expect(() => loadConfig({ JWT_SECRET: SECRET, DATASET_MAX_BYTES: '0' }, tempDir())).toThrow(
      /DATASET_MAX_BYTES/,
    );
  });

  it('reads how often due data-set refreshes are looked for (0: never)', () => {
    const every = (value: string) =>
      loadConfig({ JWT_SECRET: SECRET, DATASET_REFRESH_CHECK_MS: value }, tempDir())
        .datasetRefreshCheckMs;
    expect(every('60000')).toBe(60_000);
    expect(every('0')).toBe(0);
    expect(() => every('-1')).toThrow(/DATASET_REFRESH_CHECK_MS/);
    expect(() => every('soon')).toThrow(/DATASET_REFRESH_CHECK_MS/);
  });

  it('sends no e-mail unless SMTP_URL is set (issue 35), and reads its settings when it is', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }, tempDir()).smtp).toBeUndefined();
    const smtp = loadConfig(
      {
        JWT_SECRET: SECRET,
        SMTP_URL: 'smtp://mailer:secret@mail.example.org:587',
        APP_URL: 'https://keeling.example.org/',
      },
      tempDir(),
    ).smtp;
    expect(smtp).toMatchObject({
      url: 'smtp://mailer:secret@mail.example.org:587',
      from: 'Keeling <no-reply@localhost>',
      appUrl: 'https://keeling.example.org',
    });
    expect(() =>
      loadConfig({ JWT_SECRET: SECRET, SMTP_URL: 'http://mail.example.org' }, tempDir()),
    ).toThrow(/SMTP_URL/);
  });

  it('parses DATABASE_URL', () => {
    const cwd = tempDir();
    const load = (url: string) =>
      loadConfig({ JWT_SECRET: SECRET, DATABASE_URL: url }, cwd).database;
    expect(load('pglite://memory')).toEqual({ kind: 'pglite', dataDir: null });
    expect(load('pglite://./db')).toEqual({ kind: 'pglite', dataDir: path.join(cwd, 'db') });
    expect(load('postgres://u:p@h/db')).toEqual({ kind: 'postgres', url: 'postgres://u:p@h/db' });
    expect(load('postgresql://h/db')).toEqual({ kind: 'postgres', url: 'postgresql://h/db' });
  });

  it('lists every invalid variable in one clear error', () => {
    const env = {
      DATABASE_URL: 'mysql://x',
      PORT: 'abc',
      REGISTRATION_ROLE: 'root',
      JWT_SECRET: 'short',
    };
    let error: unknown;
    try {
      loadConfig(env, tempDir());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message } = error as Error;
    for (const name of ['DATABASE_URL', 'PORT', 'REGISTRATION_ROLE', 'JWT_SECRET']) {
      expect(message).toContain(name);
    }
  });

  it('generates the JWT secret once into DATA_DIR/jwt-secret with mode 0600, then reuses it', () => {
    const cwd = tempDir();
    const first = loadConfig({ DATA_DIR: 'state' }, cwd);
    const file = path.join(cwd, 'state', 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toHaveLength(64); // 48 bytes, base64url
    const second = loadConfig({ DATA_DIR: 'state' }, cwd);
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    const other = loadConfig({ DATA_DIR: 'elsewhere' }, cwd);
    expect(Buffer.from(other.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(false);
  });

  it('refuses a JWT_SECRET under 32 bytes or with fewer than 10 distinct characters', () => {
    for (const weak of [
      'x'.repeat(32),
      'abababababababababababababababab',
      'a-short-but-varied-secret',
    ]) {
      expect(() => loadConfig({ JWT_SECRET: weak }, tempDir()), weak).toThrow(
        /JWT_SECRET: .*(32 bytes|distinct)/,
      );
    }
    expect(jwtSecretProblem('0123456789'.repeat(4))).toBeNull();
  });

  it('prefers JWT_SECRET and then writes no file', () => {
    const cwd = tempDir();
    const config = loadConfig({ JWT_SECRET: SECRET }, cwd);
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(SECRET);
    expect(() => statSync(path.join(cwd, 'data', 'jwt-secret'))).toThrow();
  });
});

describe('S3_* (uploads in a bucket)', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ JWT_SECRET: SECRET, ...env }, tempDir());

  it('reads a bucket with its endpoint, keys, path style and prefix', () => {
    const config = load({
      DATABASE_URL: 'postgres://u:p@h/db',
      S3_BUCKET: 'keeling-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'keeling/',
    });
    expect(config.s3).toEqual({
      bucket: 'keeling-uploads',
      endpoint: 'http://minio:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'keeling/',
    });
  });

  it('needs only S3_BUCKET: AWS in us-east-1 with the SDK default credentials', () => {
    expect(load({ S3_BUCKET: 'b' }).s3).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET: required when any S3_\* is set/],
    [
      { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' },
      /S3_BUCKET: .*\(here S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\)/,
    ],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, /S3_SECRET_ACCESS_KEY: required with/],
    [{ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 's' }, /S3_ACCESS_KEY_ID: required with/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must be an http/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT: must be an http/],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('refuses a half or wrongly configured bucket at start: %o', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });

  it('lists the S3 problems beside the others', () => {
    expect(() => load({ PORT: 'abc', S3_REGION: 'eu-west-3' })).toThrow(
      /PORT: .*\n {2}S3_BUCKET: required when any S3_\* is set \(here S3_REGION\)/s,
    );
  });
});

describe('TLS_CERT_FILE / TLS_KEY_FILE (HTTPS and HTTP/2)', () => {
  const fixtures = path.resolve(import.meta.dirname, '../test/fixtures/tls');

  it('reads the certificate and the key, paths relative to the working directory', () => {
    const config = loadConfig(
      {
        JWT_SECRET: SECRET,
        TLS_CERT_FILE: 'localhost-cert.pem',
        TLS_KEY_FILE: 'localhost-key.pem',
      },
      fixtures,
    );
    expect(config.tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(config.tls?.key.toString()).toContain('PRIVATE KEY');
  });

  it('needs both, and names the one missing', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: SECRET, TLS_CERT_FILE: 'localhost-cert.pem' }, fixtures),
    ).toThrow(/TLS_KEY_FILE: required with TLS_CERT_FILE/);
    expect(() =>
      loadConfig({ JWT_SECRET: SECRET, TLS_KEY_FILE: 'localhost-key.pem' }, fixtures),
    ).toThrow(/TLS_CERT_FILE: required with TLS_KEY_FILE/);
  });

  it('stops the start with the path it cannot read', () => {
    expect(() =>
      loadConfig(
        { JWT_SECRET: SECRET, TLS_CERT_FILE: 'nowhere.pem', TLS_KEY_FILE: 'localhost-key.pem' },
        fixtures,
      ),
    ).toThrow(/TLS_CERT_FILE: cannot read nowhere.pem \(ENOENT\)/);
  });
});
