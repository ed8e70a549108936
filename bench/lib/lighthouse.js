// Lighthouse on Debian's Chromium, on a tab we prepare (used by web.js and lighthouse-what-if.js).
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
// Lighthouse's own dependency: the page Lighthouse audits must be the tab holding the token.
import puppeteer from 'puppeteer-core';
import { TEST_TLS } from './processes.js';

process.env.CHROME_PATH ??= '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium's flag that accepts the tests' self-signed certificate (and no other) for an
 * https:// production server.
 */
export function acceptTestCertificateFlag() {
  const pem = readFileSync(TEST_TLS.TLS_CERT_FILE);
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/**
 * Chromium started by chrome-launcher, with puppeteer connected to it; `close()` ends both.
 * `extraFlags`: e.g. `acceptTestCertificateFlag()`.
 */
export async function launchForLighthouse(extraFlags = []) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  return {
    browser,
    port: chrome.port,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * Lighthouse (performance only) of `url` on a new tab: cache cleared, and for a signed-in page
 * the token in sessionStorage (per tab: a plain `lighthouse(url, { port })` opens another tab).
 * `flags` are added to Lighthouse's (e.g. `gatherMode`). Returns the runner result.
 */
export async function lighthouseOnPreparedTab({ browser, port }, url, { token, preset, flags }) {
  const origin = new URL(url).origin;
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (token) {
      await page.goto(`${origin}/api/health`);
      await page.evaluate((t) => sessionStorage.setItem('accessToken', t), token);
    }
    return await lighthouse(
      url,
      { port, ...LIGHTHOUSE_FLAGS, ...flags },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
  } finally {
    await page.close();
  }
}

/** Lighthouse's flags for every run here (audit mode must repeat them). */
export const LIGHTHOUSE_FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  disableStorageReset: true,
};
