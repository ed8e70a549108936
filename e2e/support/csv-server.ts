import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test's server answers for a path: a body (CSV), or a status. */
export type Answer = string | number;

/**
 * A local HTTP server standing for a publisher's address (127.0.0.1: the app under test is
 * started with DATASET_URL_ALLOW_PRIVATE=true). `answer` is asked at each request.
 */
export async function startCsvServer(answer: (path: string) => Answer) {
  const server = createServer((req, res) => {
    const found = answer(req.url ?? '/');
    if (typeof found === 'number') return res.writeHead(found).end();
    return res.writeHead(200, { 'content-type': 'text/csv' }).end(found);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
