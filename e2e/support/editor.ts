import type { Locator, Page } from 'playwright-core';
import { gradientPng } from '../../apps/server/src/seed/png';
import { demoToken } from './blog';

/** The blog API as the demo admin, from the test (another "tab" or another editor). */
export async function demoApi(baseURL: string) {
  const token = await demoToken(baseURL);
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${baseURL}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  return {
    token,
    get: (path: string) => call(path),
    post: (path: string, body: unknown) =>
      call(path, { method: 'POST', body: JSON.stringify(body) }),
    put: (path: string, body: unknown) => call(path, { method: 'PUT', body: JSON.stringify(body) }),
    /** Titles of every article with this status (the editor's read: no views counted). */
    titles: async (status: 'draft' | 'published') =>
      (
        (await call(`/api/blog/articles?status=${status}&size=100`)).items as { title: string }[]
      ).map((item) => item.title),
  };
}

/** A real PNG (8-bit RGB, a diagonal gradient), so the browser decodes it. */
export const pngImage = (width: number, height: number): Buffer =>
  gradientPng(width, height, [20, 60, 160], [120, 220, 160]);

/** The decoded width of an <img> (0 while loading or when the file is broken). */
export const naturalWidth = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

/**
 * The editor's journal of unsaved changes to an article ('new': the one being created), as the
 * page's localStorage holds it for the signed-in user (`keeling.user.<id>.blog.journal.<article>`).
 */
export const storedJournal = (page: Page, articleId = 'new') =>
  page.evaluate((suffix) => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('keeling.user.') && name.endsWith(suffix),
    );
    return key ? localStorage.getItem(key) : null;
  }, `.blog.journal.${articleId}`);
