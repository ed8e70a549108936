// PGlite in a worker thread (see pglite-worker-client.ts): its queries run here, so a long one
// no longer stops the server's event loop. Plain JavaScript so Node (and vitest) start it as is;
// build.js copies it next to dist/main.js.
//
// Messages in:  { id, op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'dump' | 'close',
//                 sql?, params?, rowMode?, rawTypes?, blob?, tx? }
// Messages out: { id, ok: true, result } | { id, ok: false, error: { message, code?, … } }
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, loadDataDir } = workerData ?? {};
const options = loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {};
const pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options);

/** Open transactions by the caller's id; other queries wait for them inside PGlite. */
const transactions = new Map();
const ROLLBACK = Symbol('rollback');

/** Only primitive fields survive: PostgreSQL's error code, detail, constraint… */
function serializeError(error) {
  const out = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

/** The listed type ids come back as PostgreSQL's text (what drizzle's parsers ask for). */
const parsersFor = (rawTypes) =>
  rawTypes ? Object.fromEntries(rawTypes.map((type) => [type, (value) => value])) : undefined;

function target(tx) {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.client;
}

async function begin(tx) {
  let started;
  let decide;
  const ready = new Promise((resolve) => {
    started = resolve;
  });
  const done = pg
    .transaction(async (client) => {
      const decision = new Promise((resolve) => {
        decide = resolve;
      });
      started(client);
      if (!(await decision)) throw ROLLBACK;
    })
    .catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
  const client = await Promise.race([ready, done.then(() => undefined)]);
  if (!client) throw new Error('The transaction ended before it started');
  transactions.set(tx, { client, decide: (commit) => decide(commit), done });
}

async function finish(tx, commit) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  transactions.delete(tx);
  open.decide(commit);
  await open.done;
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const result = await target(message.tx).query(message.sql, message.params ?? [], {
        rowMode: message.rowMode,
        parsers: parsersFor(message.rawTypes),
        // `COPY … FROM '/dev/blob'` reads this Blob (data-set imports).
        blob: message.blob,
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await target(message.tx).exec(message.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin':
      return begin(message.tx);
    case 'commit':
      return finish(message.tx, true);
    case 'rollback':
      return finish(message.tx, false);
    case 'dump': {
      const blob = await pg.dumpDataDir(message.compression ?? 'none');
      return await blob.arrayBuffer();
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return undefined;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => {
      const transfer = result instanceof ArrayBuffer ? [result] : [];
      parentPort.postMessage({ id: message.id, ok: true, result }, transfer);
    },
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: serializeError(error) }),
  );
});

pg.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: serializeError(error) }),
);
