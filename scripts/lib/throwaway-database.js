// Databases of their own on a PostgreSQL server, for the tools that start the app against it:
// the fault scripts, the data bench and the browser tests (e2e/support/server.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement in the `postgres` database of the server `serverUrl` names. */
export async function onPostgresServer(serverUrl, sql) {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database `<prefix>_<hex>` on the server `serverUrl` names (a copy of `template` when one is
 * given), and how to drop it again.
 */
export async function throwawayDatabase(serverUrl, { prefix = 'keeling_tmp', template } = {}) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(
    serverUrl,
    `create database ${name}${template ? ` template ${template}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
