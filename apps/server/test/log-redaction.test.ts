// The log never holds a password, a password hash, a token or an e-mail, whatever fails:
// a canary password and the tokens issued for it are searched for in every line.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createServices } from '../src/app';
import { serializeError } from '../src/plugins/logger';
import { createTestDatabase, nextIp, type TestDatabase, testConfig } from './helper';

const CANARY_PASSWORD = 'Canary-Pa55word-7f3a9c1e';
const CANARY_EMAIL = 'canary.7f3a9c1e@example.com';

let app: FastifyInstance;
let database: TestDatabase;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ logLevel: 'info' });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config,
    database,
    services: createServices({ config, database }),
    logStream,
  });
  // A register that fails in the database, as a broken deployment would: the insert's
  // parameters (the e-mail, the argon2 hash) are in drizzle's error and PostgreSQL's detail.
  await database.db.execute(
    sql.raw(`alter table users add constraint canary_crash check (first_name <> 'Crash')`),
  );
  // And one that fails as a server bug would (a 500): a trigger raising an error.
  await database.db.execute(
    sql.raw(`create function canary_boom() returns trigger language plpgsql as $$
      begin raise exception 'canary_boom'; end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger canary_boom before insert on users for each row
      when (new.first_name = 'Boom') execute function canary_boom()`),
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, remoteAddress: nextIp(), payload });

describe('log redaction', () => {
  it('keeps passwords, hashes, tokens and e-mails out of every line, failures included', async () => {
    const person = { firstName: 'Ada', lastName: 'Lovelace' };
    const registered = await post('/api/auth/register', {
      email: CANARY_EMAIL,
      password: CANARY_PASSWORD,
      ...person,
    });
    expect(registered.statusCode).toBe(200);
    const tokens = [registered.json().accessToken as string];
    expect(
      (
        await post('/api/auth/register', {
          email: CANARY_EMAIL,
          password: CANARY_PASSWORD,
          ...person,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await post('/api/auth/login', { email: CANARY_EMAIL, password: `${CANARY_PASSWORD}x` }))
        .statusCode,
    ).toBe(401);
    const login = await post('/api/auth/login', { email: CANARY_EMAIL, password: CANARY_PASSWORD });
    expect(login.statusCode).toBe(200);
    tokens.push(login.json().data.token);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${tokens[1]}` },
    });
    expect(me.statusCode).toBe(200);
    const crash = await post('/api/auth/register', {
      email: `crash.${CANARY_EMAIL}`,
      password: CANARY_PASSWORD,
      firstName: 'Crash',
      lastName: 'Test',
    });
    expect(crash.statusCode).toBe(400);
    const boom = await post('/api/auth/register', {
      email: `boom.${CANARY_EMAIL}`,
      password: CANARY_PASSWORD,
      firstName: 'Boom',
      lastName: 'Test',
    });
    expect(boom.statusCode).toBe(500);

    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('canary_crash');
    expect(log).toContain('canary_boom');
    for (const secret of [CANARY_PASSWORD, CANARY_EMAIL, '$argon2', 'Lovelace', ...tokens]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('writes a line for each sign-in, with the user or an account tag, never the e-mail', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((e) => e.msg === 'login succeeded')).toMatchObject({
      userId: expect.any(String),
    });
    expect(entries.find((e) => e.msg === 'login failed')).toMatchObject({
      account: expect.stringMatching(/^[0-9a-f]{32}$/),
      code: 'auth.invalid_credentials',
    });
  });
});

describe('serializeError', () => {
  it("drops drizzle's params and any parameter value from the message, stack and causes", () => {
    const cause = Object.assign(new Error(`invalid input syntax: "${CANARY_PASSWORD}"`), {
      code: '22P02',
      detail: `Failing row contains (${CANARY_EMAIL})`,
    });
    const error = Object.assign(
      new Error(
        `Failed query: insert into users values ($1, $2)\nparams: ${CANARY_EMAIL},${CANARY_PASSWORD}`,
      ),
      {
        query: 'insert into users values ($1, $2)',
        params: [CANARY_EMAIL, CANARY_PASSWORD],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into users values ($1, $2)');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(CANARY_PASSWORD);
    expect(logged).not.toContain(CANARY_EMAIL);
  });
});
