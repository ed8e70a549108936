// The floor of `npm run bench` (1.00×): a bare Node `http` server returning a small JSON,
// in its own process, so every other figure reads as a fraction of what Node itself serves here.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok' });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
