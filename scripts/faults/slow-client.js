// A client that trickles its request: one header line (or one body byte) every second.
// Resolves with how long the server kept the connection open.
import { connect } from 'node:net';

export function slowClient(port, part) {
  return new Promise((resolve) => {
    const started = Date.now();
    const head =
      part === 'headers'
        ? 'GET /api/health HTTP/1.1\r\nHost: x\r\n'
        : 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{';
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(part === 'headers' ? 'X-Slow: 1\r\n' : ' ');
    }, 1_000);
    // Give up after a minute: the scenario fails on the time anyway.
    const limit = setTimeout(() => socket.destroy(), 60_000);
    socket.on('error', () => {});
    socket.on('data', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(limit);
      resolve(Date.now() - started);
    });
  });
}
