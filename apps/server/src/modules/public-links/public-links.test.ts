import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CO2_DASHBOARD_SLUG, type Dashboard, type PublicLink } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { operationsOf, urlFor } from '../../../test/openapi-operations';
import { type TestUser, userWithRole } from '../blog/testing';
import { importCsv, specOf } from '../charts/testing';
import { createPublicLinksService } from './service';

// Issue 34 item 7: a public read-only link reads its one dashboard and that dashboard's charts,
// signed out; its token opens nothing else, and an expired or revoked link reads nothing.

let t: TestApp;
let editor: TestUser;
let viewer: TestUser;
let shown: Dashboard;
let onDashboard: string;
let elsewhere: string;

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
  const dataset = await importCsv(t, 'Annual', 'Year,Mean\n2001,370\n2002,372\n');
  const chart = await t.services.charts.create(specOf(dataset, { title: 'Shown' }), null);
  const other = await t.services.charts.create(specOf(dataset, { title: 'Not shown' }), null);
  onDashboard = chart.id;
  elsewhere = other.id;
  shown = await t.services.dashboards.create(
    {
      slug: 'shared',
      title: 'Shared',
      description: '',
      items: [{ chartId: chart.id, width: 12, height: 'medium' }],
    },
    null,
  );
});
afterAll(() => t.close());

const asEditor = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });
const signedOut = (url: string, init: { method?: 'GET' | 'POST'; payload?: object } = {}) =>
  t.app.inject({
    method: init.method ?? 'GET',
    url,
    ...(init.payload ? { payload: init.payload } : {}),
  });

async function makeLink(body: object = {}): Promise<PublicLink> {
  const res = await asEditor('POST', '/api/public-links', { dashboardId: shown.id, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().link;
}

describe('public links', () => {
  it('reads its dashboard and its charts signed out, and nothing beside them', async () => {
    const link = await makeLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ dashboardSlug: 'shared', expiresAt: null, frameAncestors: [] });

    const view = await signedOut(`/api/public/${link.token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ co2: false, dashboard: { id: shown.id, title: 'Shared' } });
    const data = await signedOut(`/api/public/${link.token}/charts/${onDashboard}/data`);
    expect(data.statusCode).toBe(200);
    expect(data.json().data.series[0].points).toHaveLength(2);

    // a chart of another dashboard, the CO2 figures of a page it is not, any preview: one 404
    for (const res of [
      await signedOut(`/api/public/${link.token}/charts/${elsewhere}/data`),
      await signedOut(`/api/public/${link.token}/co2`),
      await signedOut(`/api/public/${link.token}/preview`, {
        method: 'POST',
        payload: { ...specOf({ id: shown.id } as never, {}), datasetId: shown.id },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('public_links.link_gone');
    }
  });

  it("opens no other API with the link's token, as a bearer token or in the query", async () => {
    const link = await makeLink();
    const failures: string[] = [];
    for (const op of operationsOf(t.app.swagger())) {
      if (op.public) continue;
      const url = urlFor(op, { id: shown.id, chartId: onDashboard, token: link.token });
      const res = await t.app.inject({
        method: op.method,
        url: `${url}${url.includes('?') ? '&' : '?'}token=${link.token}`,
        headers: { authorization: `Bearer ${link.token}` },
        ...(op.body ? { payload: {} } : {}),
      });
      if (res.statusCode !== 401) failures.push(`${op.key}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('is listed and revoked by editors only, and reads nothing once revoked', async () => {
    const link = await makeLink({ frameAncestors: ['https://Partner.example.org'] });
    expect(link.frameAncestors).toEqual(['https://partner.example.org']);
    const listed = await asEditor('GET', '/api/public-links');
    expect(listed.json().links.map((l: PublicLink) => l.id)).toContain(link.id);
    const byViewer = await t.app.inject({
      method: 'DELETE',
      url: `/api/public-links/${link.id}`,
      headers: viewer.headers,
    });
    expect(byViewer.statusCode).toBe(403);
    expect((await asEditor('DELETE', `/api/public-links/${link.id}`)).statusCode).toBe(200);
    expect((await signedOut(`/api/public/${link.token}`)).statusCode).toBe(404);
    expect((await asEditor('DELETE', `/api/public-links/${link.id}`)).statusCode).toBe(404);
  });

  it('refuses an expiry in the past, an unknown dashboard and an origin that is not one', async () => {
    const past = await asEditor('POST', '/api/public-links', {
      dashboardId: shown.id,
      expiresAt: '2000-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('public_links.bad_expiry');
    const unknown = await asEditor('POST', '/api/public-links', {
      dashboardId: '6d2f8a1b-3c4e-4d5f-8a6b-7c8d9e0f1a2b',
    });
    expect(unknown.statusCode).toBe(404);
    const origin = await asEditor('POST', '/api/public-links', {
      dashboardId: shown.id,
      frameAncestors: ["https://a.example 'unsafe-inline'"],
    });
    expect(origin.statusCode).toBe(400);
  });

  it('reads nothing after its expiry (the clock given to the service)', async () => {
    let clock = Date.parse('2026-11-28T12:00:00Z');
    const service = createPublicLinksService({
      db: t.database.db,
      dashboards: t.services.dashboards,
      charts: t.services.charts,
      co2: t.services.co2,
      now: () => clock,
    });
    const link = await service.create(
      { dashboardId: shown.id, expiresAt: '2026-11-29T12:00:00Z', frameAncestors: [] },
      null,
    );
    expect((await service.view(link.token)).dashboard.id).toBe(shown.id);
    clock = Date.parse('2026-11-29T12:00:00Z');
    await expect(service.view(link.token)).rejects.toMatchObject({ statusCode: 404 });
    expect(await service.frameAncestors(link.token)).toBeNull();
  });

  it('previews the CO2 page’s emissions, but no ratio reading another data set', async () => {
    const emissions = await importCsv(t, 'Emissions', 'Code,Year,Tonnes\nDEU,2020,6\n');
    const secret = await importCsv(t, 'Secret', 'Code,Year,Value\nDEU,2020,3\n');
    const co2Page = await t.services.dashboards.create(
      { slug: CO2_DASHBOARD_SLUG, title: 'CO2', description: '', items: [] },
      null,
    );
    const service = createPublicLinksService({
      db: t.database.db,
      dashboards: t.services.dashboards,
      charts: t.services.charts,
      co2: { summary: async () => ({ emissions: { datasetId: emissions.id } }) as never },
    });
    const link = await service.create({ dashboardId: co2Page.id, frameAncestors: [] }, null);
    const spec = specOf(emissions, { xColumn: 'c2', yColumns: ['c3'] });
    expect((await service.preview(link.token, spec)).series[0]?.points).toEqual([
      { x: '2020-01-01', y: 6 },
    ]);
    const ratio = {
      ...spec,
      derived: { kind: 'ratio' as const, datasetId: secret.id, column: 'c3', keys: ['c1', 'c2'] },
    };
    // signed in, the ratio reads (6 ÷ 3); through the link, the same 404 as anything else
    expect((await t.services.charts.preview(ratio)).series[0]?.points[0]?.y).toBe(2);
    await expect(service.preview(link.token, ratio)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lets only the origins a link lists frame its page; other pages stay unframeable', async () => {
    // the app again, serving a web build of one page
    const webDist = mkdtempSync(path.join(tmpdir(), 'keeling-public-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Keeling</title>');
    const served = await buildTestApp({ webDist });
    try {
      const dashboard = await served.services.dashboards.create(
        { slug: 'framed', title: 'Framed', description: '', items: [] },
        null,
      );
      const make = (frameAncestors: string[]) =>
        served.services.publicLinks.create({ dashboardId: dashboard.id, frameAncestors }, null);
      const page = async (url: string) => {
        const res = await served.app.inject({ method: 'GET', url });
        expect(res.headers['content-type']).toContain('text/html');
        return {
          csp: String(res.headers['content-security-policy']),
          xfo: res.headers['x-frame-options'],
        };
      };
      const framed = await page(`/public/${(await make(['https://partner.example.org'])).token}`);
      expect(framed.csp).toContain("frame-ancestors 'self' https://partner.example.org");
      expect(framed.xfo).toBeUndefined();
      const plain = await page(`/public/${(await make([])).token}`);
      expect(plain.csp).toContain("frame-ancestors 'none'");
      const elsewhere = await page('/dashboard');
      expect(elsewhere.csp).toContain("frame-ancestors 'none'");
      expect(elsewhere.xfo).toBeDefined();
    } finally {
      await served.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
