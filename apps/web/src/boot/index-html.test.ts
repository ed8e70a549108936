import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { API } from '@keeling/contract';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '../auth/token';
import { fakeJwt, inSeconds } from '../test/jwt';
import type { EarlyUserRequest } from './current-user';

const inlineScript = () => {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('index.html has no inline script');
  return match[1];
};

/** Runs index.html's inline script as a browser would, with `stored` in sessionStorage. */
function runEarlyScript(stored: Record<string, string>) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const window: { __keelingMe?: EarlyUserRequest } = {};
  runInNewContext(inlineScript(), {
    window,
    atob,
    sessionStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return Promise.resolve(new Response('{}'));
    },
  });
  return { fetched, early: window.__keelingMe };
}

describe('index.html start-up request', () => {
  it('sends nothing without a stored token', () => {
    const run = runEarlyScript({});
    expect(run.fetched).toEqual([]);
    expect(run.early).toBeUndefined();
  });

  it('asks for the user with a stored, unexpired token', () => {
    const token = fakeJwt({ exp: inSeconds(3600) });
    const run = runEarlyScript({ [STORAGE_KEY]: token });
    expect(run.fetched).toEqual([
      {
        url: API.auth.me,
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      },
    ]);
    expect(run.early?.token).toBe(token);
  });

  it('sends nothing for an expired, exp-less or malformed token', () => {
    for (const token of [fakeJwt({ exp: inSeconds(-1) }), fakeJwt({}), 'not-a-jwt', 'a.%%%.c']) {
      const run = runEarlyScript({ [STORAGE_KEY]: token });
      expect(run.fetched, token).toEqual([]);
      expect(run.early, token).toBeUndefined();
    }
  });
});
