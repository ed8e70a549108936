import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { API } from '@keeling/contract/constants';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/app/paths';
import { STORAGE_KEY } from '../src/auth/token';
import { blogListQuery, parseBlogListState } from '../src/features/blog/utils/list-url-state';
import { apiUrl } from '../src/lib/http';
import { webRoot } from './route-table.js';

const inlineScript = () => {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('index.html has no inline script');
  return match[1];
};

/** Runs index.html's inline script as a browser would on `url`, with `stored` in sessionStorage. */
async function runEarlyScript(url: string, stored: Record<string, string>, listBody?: unknown) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const images: { src?: string; fetchPriority?: string }[] = [];
  const window: { __keelingEarly?: { token: string; responses: Record<string, unknown> } } = {};
  const context = {
    window,
    location: new URL(url),
    sessionStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: (requested: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url: requested, headers: init.headers });
      return Promise.resolve(new Response(JSON.stringify(listBody ?? {}), { status: 200 }));
    },
    Image: class {
      constructor() {
        images.push(this as (typeof images)[number]);
      }
    },
  };
  runInNewContext(inlineScript(), context);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { fetched, images, early: window.__keelingEarly };
}

describe('index.html early requests', () => {
  const blogList = apiUrl(
    API.blog.articles,
    blogListQuery(parseBlogListState(new URLSearchParams())),
  );

  it('sends nothing without a stored token', async () => {
    const run = await runEarlyScript(`http://x${paths.dashboard.blog}`, {});
    expect(run.fetched).toEqual([]);
    expect(run.early).toBeUndefined();
  });

  it('asks for the user with the stored token on every page', async () => {
    const run = await runEarlyScript('http://x/dashboard', { [STORAGE_KEY]: 'tok' });
    expect(run.fetched).toEqual([
      { url: API.auth.me, headers: { Accept: 'application/json', Authorization: 'Bearer tok' } },
    ]);
    expect(run.early?.token).toBe('tok');
    expect(Object.keys(run.early?.responses ?? {})).toEqual([API.auth.me]);
  });

  it('asks for the blog’s first page as the app would, and preloads its first cover', async () => {
    const body = { items: [{ coverUrl: '/uploads/a.png' }, { coverUrl: '/uploads/b.png' }] };
    const run = await runEarlyScript(
      `http://x${paths.dashboard.blog}`,
      { [STORAGE_KEY]: 'tok' },
      body,
    );
    expect(run.fetched.map((request) => request.url)).toEqual([API.auth.me, blogList]);
    expect(Object.keys(run.early?.responses ?? {})).toEqual([API.auth.me, blogList]);
    expect(run.images).toEqual([{ src: '/uploads/a.png' }]);
  });

  it('leaves a blog URL with a query to the app', async () => {
    const run = await runEarlyScript(`http://x${paths.dashboard.blog}?page=2`, {
      [STORAGE_KEY]: 'tok',
    });
    expect(run.fetched.map((request) => request.url)).toEqual([API.auth.me]);
  });
});
