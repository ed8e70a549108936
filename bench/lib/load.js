// autocannon wrapper: warm-up run (discarded), then a measured run; one summary per run.
import autocannon from 'autocannon';

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {string} path
 * @property {string} [method]
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {(req: object) => object} [setupRequest] per-request body/path rewrite
 * @property {string} [base] base URL (defaults to the server under test)
 * @property {number} [connections]
 */

/**
 * @typedef {object} Run
 * @property {number} rps mean requests per second over the measured run
 * @property {number} p50 latency in ms
 * @property {number} p99 latency in ms
 * @property {number} errors non-2xx responses + socket errors + timeouts
 * @property {number} total requests completed
 */

/**
 * One autocannon run.
 * @param {string} base
 * @param {Target} target
 * @param {number} seconds
 * @returns {Promise<Run>}
 */
export async function cannon(base, target, seconds) {
  const headers = { ...(target.headers ?? {}) };
  if (target.body !== undefined || target.setupRequest)
    headers['content-type'] ??= 'application/json';
  const result = await autocannon({
    url: target.base ?? base,
    connections: target.connections ?? 50,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: target.method ?? 'GET',
        path: target.path,
        headers,
        ...(target.body === undefined ? {} : { body: target.body }),
        ...(target.setupRequest ? { setupRequest: target.setupRequest } : {}),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/**
 * Warm-up (discarded) then a measured run.
 * @param {string} base
 * @param {Target} target
 * @param {{ warmup: number, duration: number }} times seconds
 */
export async function measure(base, target, { warmup, duration }) {
  if (warmup > 0) await cannon(base, target, warmup);
  return cannon(base, target, duration);
}

/** Cycles through distinct bench users so each login is a fresh argon2 verify for a real row. */
export function loginRequests(users) {
  let next = 0;
  return (req) => {
    const user = users[next++ % users.length];
    return { ...req, body: JSON.stringify(user) };
  };
}
