import { createServer, type Server, type Socket } from 'node:net';

/**
 * A PostgreSQL that stops answering, for timeout tests: `silent` accepts connections and never
 * says a word (a frozen server before the handshake); `frozen` completes the handshake, then
 * never answers a query (a server stopped while connections were open).
 */
export async function fakePostgres(mode: 'silent' | 'frozen') {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'silent') return;
    let greeted = false;
    socket.on('data', (data) => {
      if (greeted) return; // queries: no answer, ever
      // An SSLRequest is 8 bytes with code 80877103: answer "no SSL" and wait for the startup.
      if (data.length === 8 && data.readUInt32BE(4) === 80877103) {
        socket.write('N');
        return;
      }
      greeted = true;
      const ok = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]); // AuthenticationOk
      const keyData = Buffer.from([0x4b, 0, 0, 0, 12, 0, 0, 0, 1, 0, 0, 0, 2]); // BackendKeyData
      const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]); // ReadyForQuery (idle)
      socket.write(Buffer.concat([ok, keyData, ready]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://user@127.0.0.1:${port}/db`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
