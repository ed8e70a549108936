import type { Browser } from 'playwright-core';
import { DEMO } from './auth';
import { openPage, type TrackedPage } from './browser';

/** The demo admin's token through the API, so a blog test starts signed in. */
export async function demoToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}

/** A page signed in as the demo admin (token in sessionStorage before the app starts). */
export async function openAsDemo(browser: Browser, baseURL: string): Promise<TrackedPage> {
  const token = await demoToken(baseURL);
  const tracked = await openPage(browser, baseURL);
  await tracked.context.addInitScript((stored) => {
    if (!sessionStorage.getItem('accessToken')) sessionStorage.setItem('accessToken', stored);
  }, token);
  return tracked;
}

/** Article cards in the blog grid. */
export const cardSelector = 'main article';
