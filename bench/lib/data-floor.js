// The import's floor: the same CSV file COPYed as it is into a plain table (no inference, no
// conversion, no line numbers or key), in one transaction with its CREATE TABLE, the way each
// driver bulk-loads best: COPY FROM STDIN streamed from the file on PostgreSQL, COPY FROM
// '/dev/blob' with the file's bytes on PGlite (as the data-set service loads its batches).
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';

export const FLOOR_TABLE = 'bench_copy_floor';
const CREATE = `CREATE TABLE ${FLOOR_TABLE} (entity text, code text, year integer, value double precision)`;
const COPY = `COPY ${FLOOR_TABLE} FROM %s WITH (FORMAT csv, HEADER true)`;

/**
 * Drops the floor table, then times CREATE TABLE + COPY of `file` (reading it included).
 * @param {import('./data-server.js').BenchServer} server
 * @returns {Promise<{ ms: number, rows: number }>}
 */
export async function copyFloor(server, file) {
  if (server.kind === 'postgres') {
    const client = await server.database.pool.connect();
    try {
      await client.query(`DROP TABLE IF EXISTS ${FLOOR_TABLE}`);
      const t0 = performance.now();
      await client.query('BEGIN');
      await client.query(CREATE);
      await pipeline(createReadStream(file), client.query(copyFrom(COPY.replace('%s', 'STDIN'))));
      await client.query('COMMIT');
      const ms = performance.now() - t0;
      return { ms, rows: await countRows(server) };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  const pglite = server.database.db.$client;
  await pglite.query(`DROP TABLE IF EXISTS ${FLOOR_TABLE}`);
  const t0 = performance.now();
  await pglite.transaction(async (tx) => {
    await tx.query(CREATE);
    const blob = new Blob([await readFile(file)]);
    await tx.query(COPY.replace('%s', "'/dev/blob'"), [], { blob });
  });
  const ms = performance.now() - t0;
  return { ms, rows: await countRows(server) };
}

async function countRows(server) {
  const { rows } = await server.query(`SELECT count(*)::int AS n FROM ${FLOOR_TABLE}`);
  return Number(rows[0]?.n);
}

/** @param {import('./data-server.js').BenchServer} server */
export async function dropFloor(server) {
  await server.query(`DROP TABLE IF EXISTS ${FLOOR_TABLE}`);
}
