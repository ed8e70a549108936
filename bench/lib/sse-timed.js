// A minimal Server-Sent Events reader for the chat bench: each `change` event with the time it
// arrived (performance.now()), parsed as EventSource would.
import http from 'node:http';

/**
 * Opens `url` and keeps every `change` event: `{ at, kind, entityId, topic }`. Resolves once the
 * server answered 200 and sent its first line (the stream is registered by then).
 */
export function openTimedStream(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      const stream = { changes: [], close: () => request.destroy() };
      let buffer = '';
      let opened = false;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!opened) {
            opened = true;
            resolve(stream);
          }
          if (!block.includes('event: change')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data:'));
          if (data) stream.changes.push({ at, ...JSON.parse(data.slice(5)) });
        }
      });
    });
  });
}
