import { createServer } from 'node:http';
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.PGURL, max: Number(process.env.MAX ?? 10) });
const { rows: [u] } = await pool.query("select id from users where email='demo@keeling.app'");
const mode = process.env.MODE ?? 'pk';
createServer(async (_req, res) => {
  let r;
  if (mode === 'pk') r = await pool.query('select * from users where id = $1 limit 1', [u.id]);
  else if (mode === 'pkprep') r = await pool.query({ name: 'u', text: 'select * from users where id = $1 limit 1', values: [u.id] });
  else r = await pool.query("select id, title, slug, description, cover_url, tags, status, published_at, total_views from articles where status='published' order by published_at desc limit 12 offset 0");
  const body = JSON.stringify(r.rows);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(45111, '127.0.0.1');
