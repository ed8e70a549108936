// The production server with a certificate (TLS_CERT_FILE, TLS_KEY_FILE): the browser signs in
// and works over HTTP/2, the page, its scripts and the API on one origin.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/auth';
import { openPage } from '../support/browser';
import { startSuite } from '../support/suite';

const tls = resolve(import.meta.dirname, '../../apps/server/test/fixtures/tls');
const suite = startSuite({
  TLS_CERT_FILE: join(tls, 'localhost-cert.pem'),
  TLS_KEY_FILE: join(tls, 'localhost-key.pem'),
});

describe('HTTPS with HTTP/2', () => {
  it('signs in and opens the dashboards over HTTP/2', async () => {
    expect(suite.server.url).toMatch(/^https:/);
    const { page, context, foreignRequests, pageErrors } = await openPage(
      suite.browser,
      suite.server.url,
    );
    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/jwt\/login/);
    await page.getByLabel('Email address').click();
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await page.getByText('Hi, Demo').first().waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/list');
    await page.getByRole('article').filter({ hasText: 'CO2 project' }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/project/Co2');
    await page.getByRole('region', { name: 'CO2 at Mauna Loa' }).getByText('431.44 ppm').waitFor();

    const protocols = await page.evaluate(() => {
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ] as PerformanceResourceTiming[];
      // a request cut before its answer (a query the page no longer needs, the live stream
      // closed on navigation) has no protocol: only those answered count
      const answered = entries.filter((entry) => entry.responseStart > 0);
      return [...new Set(answered.map((entry) => entry.nextHopProtocol))];
    });
    expect(protocols).toEqual(['h2']);
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
