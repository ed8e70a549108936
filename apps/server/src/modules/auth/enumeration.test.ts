// Sign-in tells nothing about which e-mails have accounts: an unknown e-mail and a wrong password
// get the same body and take the same time (a dummy hash is checked). Registration does tell
// (accepted limit, docs/security.md), bounded by its per-address limit.
import { AUTH_ERROR_CODES as AUTH } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  expectError,
  nextIp,
  registerUser,
  type TestApp,
} from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Three accounts, so the timing samples stay under the per-account limit.
  for (const i of [0, 1, 2]) await registerUser(t.app, `known${i}@example.com`);
});
afterAll(() => t.close());

const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    payload: { email, password: 'not-the-password' },
  });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('account enumeration through sign-in', () => {
  it('answers an unknown e-mail and a wrong password with the same body', async () => {
    const [unknown, wrong] = [
      await login('unknown@example.com'),
      await login('known0@example.com'),
    ];
    expectError(unknown, 401, AUTH.invalidCredentials);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['content-length']).toBe(wrong.headers['content-length']);
  });

  it('takes as long for an unknown e-mail as for a wrong password (medians within a factor of 1.8)', async () => {
    const times = { unknown: [] as number[], known: [] as number[] };
    for (let i = 0; i < 12; i++) {
      for (const kind of ['unknown', 'known'] as const) {
        const started = performance.now();
        await login(kind === 'known' ? `known${i % 3}@example.com` : `nobody${i}@example.com`);
        times[kind].push(performance.now() - started);
      }
    }
    const ratio = median(times.unknown) / median(times.known);
    // Without the dummy hash an unknown e-mail answers in well under half the time.
    expect(ratio).toBeGreaterThan(1 / 1.8);
    expect(ratio).toBeLessThan(1.8);
  });
});
