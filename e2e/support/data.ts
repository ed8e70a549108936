import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO } from './auth';
import { demoToken } from './blog';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The real public files in the repository's test-data/ (tests read them; the product never does). */
export const TEST_DATA = resolve(root, 'test-data');
export const testDataText = (relative: string) => readFileSync(join(TEST_DATA, relative), 'utf8');

/** The app's texts in a language, to read the page as an Arabic or French reader would. */
export const texts = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(join(root, `apps/web/src/locales/langs/${language}/${namespace}.json`), 'utf8'),
  );

/** A file on disk for the browser's file chooser (what a person picks from their computer). */
export function tempFile(name: string, content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'keeling-e2e-data-')), name);
  writeFileSync(file, content);
  return file;
}

/** Signs in with the keyboard: the email, Tab, the password, Enter. */
export async function typeSignIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/auth/jwt/login');
  await page.getByLabel('Email address').click();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Replaces a text field's value as a person does: click, select all, type. */
export async function retype(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.pressSequentially(text);
}

/** Opens a select or an autocomplete and clicks one of its options. */
export async function choose(page: Page, box: Locator, option: string | RegExp) {
  await box.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** A slow connection (latency on every request, a thin upload), so a progress bar stays seen. */
export async function slowNetwork(context: BrowserContext, page: Page, on: boolean) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? 600 : 0,
    downloadThroughput: -1,
    uploadThroughput: on ? 2 * 1024 : -1,
  });
}

/** Whether the page scrolls sideways (its content wider than the window). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );

/** A chart's figure (the one whose heading is its title). */
/**
 * Scrolls down the page as a reader does: charts below the fold draw as they come near. Two
 * frames at each step: the intersection observers have seen it (they latch, use-near-viewport).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise(requestAnimationFrame);
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
  });
}

export const figure = (page: Page, title: string) =>
  page.locator('figure').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * Imports a CSV as the demo admin through the API (upload, then create with the inferred
 * columns): a test's starting data, not what the test is about.
 */
export async function importAsDemo(
  baseURL: string,
  file: { name: string; csv: string; title: string; slug?: string },
) {
  const token = await demoToken(baseURL);
  const authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('file', new Blob([file.csv], { type: 'text/csv' }), file.name);
  const inspected = await fetch(`${baseURL}/api/datasets/inspect`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (!inspected.ok) throw new Error(`inspect: ${inspected.status} ${await inspected.text()}`);
  const inspection = (await inspected.json()) as {
    stagingId: string;
    columns: { name: string; type: string }[];
  };
  const created = await fetch(`${baseURL}/api/datasets`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      stagingId: inspection.stagingId,
      name: file.title,
      slug: file.slug ?? '',
      columns: inspection.columns.map((column) => ({ ...column, unit: null })),
    }),
  });
  if (!created.ok) throw new Error(`create: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { dataset: { id: string } }).dataset;
}

/** Chooses a data set for a part of the CO2 page through the API, as the demo admin (setup). */
export async function chooseCo2Source(baseURL: string, role: string, datasetId: string) {
  const response = await fetch(`${baseURL}/api/dashboard/co2/sources`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await demoToken(baseURL)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ [role]: datasetId }),
  });
  if (!response.ok) throw new Error(`sources: ${response.status} ${await response.text()}`);
}

/** The text of a cell of a data set's preview grid ("Rows"): its row index and column key. */
export const gridCell = (page: Page, row: number, key: string) =>
  page
    .getByRole('grid', { name: 'Rows' })
    .locator(`[role="row"][data-rowindex="${row}"] [data-field="${key}"]`)
    .textContent();

/** A fact of a data set's catalogue (Rows, Licence…): the value next to its term. */
export const fact = (page: Page, term: string) =>
  page.locator(`dt:text-is("${term}") + dd`).textContent();

/** From the data sets' list, signed in: the Import button, and the dialog it opens. */
export async function openImportDialog(page: Page) {
  await page.goto('/dashboard/management/dataSet');
  await page.getByRole('heading', { name: 'Data sets', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a CSV' });
  await dialog.waitFor();
  return dialog;
}
