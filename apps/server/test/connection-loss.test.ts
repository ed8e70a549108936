// A PostgreSQL connection lost while a request holds it (a transaction between two statements,
// PostgreSQL restarted) must fail that request, not kill the process with an unhandled 'error'.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { fakePostgres } from './fake-postgres';

describe('a connection lost while checked out', () => {
  it('fails its next query and leaves the process running', async () => {
    const server = await fakePostgres('frozen');
    const quiet = { error: () => {}, warn: () => {} };
    const timeouts = { connectMs: 400, statementMs: 600, queryMs: 800 };
    const database = await openDatabase({ kind: 'postgres', url: server.url }, quiet, timeouts);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    const ended = new Promise((resolve) => client.once('end', resolve));
    try {
      await server.close(); // every connection ends while this one is checked out
      await ended; // the client has seen it (its 'error' came first, handled by db/client.ts)
      await expect(client.query('select 1')).rejects.toThrow();
    } finally {
      client.release(true);
      await database.close();
    }
  });
});
