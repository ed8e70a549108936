import http from 'node:http';

export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event received so far (comments as `{ event: ':' }`). */
  events: SseEvent[];
  /** Events named `change`, their data parsed. */
  changes(): { id: string; topic: string; kind: string; entityId: string; version: number }[];
  /** Events named `signal` (typing, presence: no id), their data parsed. */
  signals(): { id?: string; topic: string; kind: string; entityId: string; version: number }[];
  /** The error body, when the stream was refused. */
  body: string;
  /** Whether the server ended the stream. */
  ended: boolean;
  close(): void;
}

function parseBlock(block: string): SseEvent {
  if (block.startsWith(':')) return { event: ':' };
  const event: SseEvent = {};
  for (const line of block.split('\n')) {
    const at = line.indexOf(':');
    const field = line.slice(0, at);
    const value = line.slice(at + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event') event[field] = value;
    if (field === 'data') event.data = value;
  }
  return event;
}

/** Opens `url` as an event stream and parses what arrives, as EventSource would. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      let buffer = '';
      const stream: SseStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events: [],
        body: '',
        ended: false,
        changes: () =>
          stream.events
            .filter((e) => e.event === 'change')
            .map((e) => ({ id: e.id ?? '', ...JSON.parse(e.data ?? '{}') })),
        signals: () =>
          stream.events
            .filter((e) => e.event === 'signal')
            .map((e) => ({
              ...(e.id === undefined ? {} : { id: e.id }),
              ...JSON.parse(e.data ?? '{}'),
            })),
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (stream.status !== 200) {
          stream.body += chunk;
          return;
        }
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block) stream.events.push(parseBlock(block));
          end = buffer.indexOf('\n\n');
        }
      });
      const ended = () => {
        stream.ended = true;
      };
      response.on('end', ended);
      response.on('close', ended);
      response.on('error', ended);
      if (stream.status === 200) resolve(stream);
      else response.on('end', () => resolve(stream));
    });
  });
}
