import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { isRefusedAddress } from './address-policy';
import { download, type FetchOptions } from './url-fetch';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const hops = /^\/hop\/(\d+)$/.exec(req.url ?? '');
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/data.csv' }).end();
    } else if (req.url === '/data.csv') {
      res.writeHead(200, { 'content-type': 'text/csv' }).end('a,b\n1,2\n');
    } else if (req.url === '/big') {
      res.writeHead(200).end('x'.repeat(5000));
    } else if (req.url === '/chunked-big') {
      res.writeHead(200);
      res.write('x'.repeat(3000));
      res.end('x'.repeat(3000));
    } else if (req.url === '/slow') {
      res.writeHead(200);
      res.write('a,b\n');
    } else {
      res.writeHead(404).end('no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const OPEN: FetchOptions = { allowPrivate: true, maxBytes: 4096, timeoutMs: 2000 };

async function fetchText(url: string, options: FetchOptions = OPEN) {
  let text = '';
  const finalUrl = await download(url, options, async (body: Readable) => {
    for await (const chunk of body) {
      text += chunk;
      if (text.length > options.maxBytes) throw new AppError(413, 'datasets.too_large', 'big');
    }
  });
  return { text, finalUrl };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('isRefusedAddress', () => {
  it('refuses loopback, private, link-local, unspecified and multicast addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd12::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700::1111']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });
});

describe('download', () => {
  it('follows up to three redirects and answers the final URL', async () => {
    const { text, finalUrl } = await fetchText(`${base}/hop/2`);
    expect(text).toBe('a,b\n1,2\n');
    expect(finalUrl).toBe(`${base}/data.csv`);
  });

  it('stops after three redirects', async () => {
    const error = await failure(fetchText(`${base}/hop/3`));
    expect(error.code).toBe('datasets.url_failed');
    expect(error.message).toMatch(/too many redirects/);
  });

  it('answers a non-2xx status as url_failed with the status', async () => {
    const error = await failure(fetchText(`${base}/missing`));
    expect(error.code).toBe('datasets.url_failed');
    expect(error.message).toMatch(/404/);
  });

  it('refuses a private address by default, literal, by name or behind a redirect', async () => {
    const closed = { ...OPEN, allowPrivate: false };
    for (const url of [
      `${base}/data.csv`,
      'http://localhost:9/x.csv',
      'http://10.0.0.1/x.csv',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:9/x.csv',
      'ftp://example.org/x.csv',
    ]) {
      const error = await failure(fetchText(url, closed));
      const expected = url.startsWith('ftp:') ? 'datasets.url_refused' : 'datasets.url_private';
      expect(error.code, url).toBe(expected);
      // the rule and the switch are named; what a name resolved to is not
      if (expected === 'datasets.url_private') {
        expect(error.message, url).toContain('DATASET_URL_ALLOW_PRIVATE=true');
        if (url.includes('localhost')) expect(error.message).not.toMatch(/127\.0\.0\.1|::1/);
      }
    }
  });

  it('answers 413 for an announced or a streamed body above the limit', async () => {
    const small = { ...OPEN, maxBytes: 4096 };
    expect((await failure(fetchText(`${base}/big`, small))).statusCode).toBe(413);
    expect((await failure(fetchText(`${base}/chunked-big`, small))).statusCode).toBe(413);
  });

  it('times out', async () => {
    const error = await failure(fetchText(`${base}/slow`, { ...OPEN, timeoutMs: 300 }));
    expect(error.code).toBe('datasets.url_failed');
    expect(error.message).toMatch(/in time/);
  });
});
