// A database of its own on the PostgreSQL server named by DATABASE_URL, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function throwawayDatabase(serverUrl) {
  const name = `keeling_faults_${randomBytes(5).toString('hex')}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
