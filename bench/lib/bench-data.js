// Bench data written straight into the server's database through SQL, before the server starts
// (PGlite is one process's database: the server must be stopped while the bench holds it).
import { hash } from '@node-rs/argon2';

export const BENCH_PASSWORD = 'bench-password-1234';
export const BENCH_USERS = 8;
export const ARTICLES = 10_000;
/** In every 16th article (about 625 hits): the search of the table. */
export const SEARCH_WORD = 'mangrove';
/** In every article body: a search that matches all 10,000 rows. */
export const EVERYWHERE_WORD = 'carbon';

const WORDS = [
  'ocean',
  'forest',
  'mangrove',
  'tundra',
  'glacier',
  'wetland',
  'savanna',
  'reef',
  'peatland',
  'steppe',
  'delta',
  'estuary',
  'prairie',
  'taiga',
  'lagoon',
  'moorland',
];

/**
 * @typedef {object} Sql
 * @property {(text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>} query
 * @property {() => Promise<void>} close
 */

/**
 * Opens the database the server uses: PGlite's data directory or a PostgreSQL URL.
 * @param {string} databaseUrl pglite://<dir> or postgres://...
 * @returns {Promise<Sql>}
 */
export async function openSql(databaseUrl) {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(databaseUrl.slice('pglite://'.length));
  await db.waitReady;
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

export const benchUsers = () =>
  Array.from({ length: BENCH_USERS }, (_, i) => ({
    email: `bench-${i + 1}@bench.keeling.app`,
    password: BENCH_PASSWORD,
  }));

/**
 * Inserts the bench users (argon2id with the library defaults, as the server hashes).
 * @param {Sql} sql
 */
export async function insertBenchUsers(sql) {
  for (const user of benchUsers()) {
    const passwordHash = await hash(user.password);
    await sql.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, role, is_verified)
       VALUES ($1, $2, 'Bench', 'User', 'viewer', true)
       ON CONFLICT (lower(email)) DO NOTHING`,
      [user.email, passwordHash],
    );
  }
}

/** @param {Sql} sql */
export async function hasTable(sql, table) {
  const { rows } = await sql.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return rows.length > 0;
}

/**
 * SQL expressions (over generate_series `i`, and w1/w2 words) for the DESIGN §4 article columns.
 * Columns the table lacks are skipped; a required column we do not know fails loudly.
 */
function articleExpressions(typeOf) {
  const list = (items) =>
    typeOf === 'jsonb' ? `to_jsonb(ARRAY[${items}])` : `ARRAY[${items}]::text[]`;
  return {
    slug: () => `'bench-article-' || i`,
    title: () => `'Bench article ' || i || ': ' || w1 || ' and ' || w2`,
    description: () => `'How the ' || w1 || ' stores carbon, measured near the ' || w2 || '.'`,
    content: () =>
      `'<h2>' || w1 || '</h2>' || repeat('<p>The ' || w1 || ' and the ' || w2 || ' hold carbon for centuries; this paragraph repeats to give the body a realistic length for search.</p>', 14)`,
    cover_url: () => 'NULL',
    tags: () => list('w1, w2'),
    status: () => `CASE WHEN i % 10 = 0 THEN 'draft' ELSE 'published' END`,
    meta_title: () => `'Bench article ' || i`,
    meta_description: () => `'Bench article about the ' || w1`,
    meta_keywords: () => list('w1'),
    author_id: () => `(SELECT id FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1)`,
    published_at: () => `CASE WHEN i % 10 = 0 THEN NULL ELSE now() - i * interval '1 hour' END`,
    created_at: () => `now() - i * interval '1 hour'`,
    updated_at: () => `now() - i * interval '1 hour'`,
    total_views: () => `(i * 37) % 5000`,
  };
}

/**
 * Inserts ARTICLES bench articles in one INSERT … SELECT over generate_series, after deleting
 * earlier bench articles. Returns the milliseconds it took (the figure for docs/benchmarks.md).
 * @param {Sql} sql
 */
export async function insertBenchArticles(sql) {
  const { rows: columns } = await sql.query(
    `SELECT column_name, data_type, is_nullable, column_default, is_generated
       FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'articles'`,
  );
  const names = [];
  const values = [];
  for (const column of columns) {
    const name = String(column.column_name);
    const type = String(column.data_type);
    if (column.is_generated === 'ALWAYS') continue;
    const make = articleExpressions(type === 'jsonb' ? 'jsonb' : 'array')[name];
    if (make) {
      names.push(`"${name}"`);
      values.push(make());
    } else if (column.is_nullable === 'NO' && column.column_default === null) {
      throw new Error(`articles.${name} is required and unknown to bench/lib/bench-data.js`);
    }
  }
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(', ')}]`;
  const started = performance.now();
  await sql.query(`DELETE FROM articles WHERE slug LIKE 'bench-article-%'`);
  await sql.query(
    `INSERT INTO articles (${names.join(', ')})
     SELECT ${values.join(', ')}
       FROM (SELECT i, (${words})[1 + i % 16] AS w1, (${words})[1 + (i * 7 + 3) % 16] AS w2
               FROM generate_series(1, ${ARTICLES}) AS i) AS s`,
  );
  return performance.now() - started;
}

/**
 * Takes the bench's rows out again (its articles, then its users): a PostgreSQL database given
 * through DATABASE_URL is left with what it had before, plus the demo seed. Returns the rows gone.
 * @param {Sql} sql
 */
export async function removeBenchData(sql) {
  /** Rows a DELETE removed (`pg` says rowCount, PGlite affectedRows). */
  const removed = (result) => result.rowCount ?? result.affectedRows ?? 0;
  const articles = (await hasTable(sql, 'articles'))
    ? removed(await sql.query(`DELETE FROM articles WHERE slug LIKE 'bench-article-%'`))
    : 0;
  const users = removed(
    await sql.query('DELETE FROM users WHERE email = ANY($1)', [
      benchUsers().map((user) => user.email),
    ]),
  );
  return { articles, users };
}
