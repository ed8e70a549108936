// Live event streams for the live bench (bench/live.js): a ticket, then `GET /api/events` read
// as EventSource would, each `change` event's arrival time kept by "<entityId>:<version>".
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { requestText } from './processes.js';

/**
 * @typedef {object} LiveStream
 * @property {string} base the instance it is open on
 * @property {Map<string, number>} arrivals "<entityId>:<version>" → performance.now() on arrival
 * @property {() => boolean} ended
 * @property {() => void} close
 */

/** POST with a bearer token and a JSON body; the JSON answer (throws unless 2xx). */
export async function call(base, token, method, path, json) {
  const res = await requestText(`${base}${path}`, {
    method,
    json,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${path}: HTTP ${res.status} ${res.text}`);
  return JSON.parse(res.text);
}

/**
 * Opens one stream for `token` on `base` and resolves once the server has sent its first line
 * (the stream is registered on the instance).
 * @returns {Promise<LiveStream>}
 */
export async function openStream(base, token) {
  const { ticket } = await call(base, token, 'POST', '/api/events/ticket');
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, {
      agent: false,
      headers: { accept: 'text/event-stream' },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream on ${base}: HTTP ${response.statusCode}`));
        response.resume();
        return;
      }
      let ended = false;
      /** @type {LiveStream} */
      const stream = {
        base,
        arrivals: new Map(),
        ended: () => ended,
        close: () => request.destroy(),
      };
      let buffer = '';
      let ready = false;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const lines = block.split('\n');
          if (!lines.includes('event: change')) continue;
          const data = lines.find((line) => line.startsWith('data:'));
          if (!data) continue;
          const change = JSON.parse(data.slice(5));
          stream.arrivals.set(`${change.entityId}:${change.version}`, at);
        }
        if (!ready) {
          ready = true;
          resolve(stream);
        }
      });
      response.on('end', () => {
        ended = true;
      });
      response.on('error', () => {
        ended = true;
      });
    });
  });
}

/** The value at quantile `q` (0–1) of `values` (nearest rank). */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
