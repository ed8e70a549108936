import fc from 'fast-check';
import { expect } from 'vitest';
import { nextIp, type TestApp } from './helper';
import { type Operation, urlFor } from './openapi-operations';
import { freshToken } from './role-users';
import { hostile, type Schema } from './schema-arbitrary';

/** Cases a route: FUZZ_RUNS, the thousand by default (about a minute in all). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 1_000;
/** The slowest answer the fuzz accepts. */
export const FUZZ_MAX_MS = Number(process.env.FUZZ_MAX_MS) || 1_000;

interface Case {
  query: Record<string, unknown>;
  path: Record<string, unknown>;
  body: unknown;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Requests for `op`: its parameters and body drawn from their schemas, often broken on purpose. */
export function casesFor(op: Operation, noBody = false): fc.Arbitrary<Case> {
  const params = (where: 'query' | 'path') =>
    Object.fromEntries(
      op.parameters
        .filter((p) => p.in === where)
        .map((p) => [p.name, hostile(p.schema as Schema, 0, p.name)]),
    );
  return fc.record({
    query: fc.record(params('query'), { requiredKeys: [] }),
    path: fc.record(params('path')),
    body:
      op.body && !noBody
        ? fc.option(hostile(op.body as Schema), { nil: undefined, freq: 10 })
        : fc.constant(undefined),
  });
}

/** Sends one case as `userId` and checks it: no 5xx, every 4xx a JSON `{message, code}`, fast. */
export async function sendCase(
  t: TestApp,
  op: Operation,
  userId: string,
  c: Case,
  token: { value?: string },
) {
  token.value ??= await freshToken(t, userId);
  const query = new URLSearchParams(
    Object.entries(c.query).map(([key, value]): [string, string] => [key, text(value)]),
  ).toString();
  const path = Object.fromEntries(Object.entries(c.path).map(([key, value]) => [key, text(value)]));
  const started = performance.now();
  const res = await t.app.inject({
    method: op.method,
    url: urlFor(op, path, query),
    remoteAddress: nextIp(),
    headers: {
      authorization: `Bearer ${token.value}`,
      ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
  });
  const ms = performance.now() - started;
  // A call that ended the session (sign-out-everywhere) or any 401: sign in again next time.
  if (res.statusCode === 401 || op.path.startsWith('/api/account/')) token.value = undefined;
  const label = `${op.key} ${JSON.stringify(c).slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], label).toMatch(/^application\/json/);
    expect(res.json(), label).toMatchObject({
      message: expect.any(String),
      code: expect.any(String),
    });
  }
  expect(ms, label).toBeLessThan(FUZZ_MAX_MS);
}
