// Team chat (issue 33): typing and presence pass along the live stream as signals (no id, never
// stored, rate-limited, members only), files other than images are attached as downloads, and a
// message may link to a Keeling item the sender may see.
import {
  API,
  apiPath,
  CHAT_LIMITS,
  type ChatConversation,
  type ChatMessage,
  type ChatPresence,
  CHAT_ERROR_CODES as CODES,
  UPLOAD_ERROR_CODES,
} from '@keeling/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, expectError, nextIp, type TestApp } from '../../../test/helper';
import { openSse, type SseStream } from '../../../test/sse-client';
import { events } from '../../db/schema';
import { blogClient, type TestUser, userWithRole } from '../blog/testing';
import { importCsv, specOf } from '../charts/testing';
import { createChatService } from './service';

let t: TestApp;
let base: string;
let ana: TestUser;
let ben: TestUser;
let cleo: TestUser;
const streams: SseStream[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  ana = await userWithRole(t, 'viewer');
  ben = await userWithRole(t, 'viewer');
  cleo = await userWithRole(t, 'editor');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user.headers,
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

async function ok<T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

const group = (from: TestUser, name: string, members: TestUser[]) =>
  ok<{ conversation: ChatConversation }>(
    call(from, 'POST', API.chat.conversations, {
      kind: 'group',
      name,
      memberIds: members.map((m) => m.id),
    }),
  ).then((r) => r.conversation);

async function streamOf(user: TestUser) {
  const res = await call(user, 'POST', API.events.ticket);
  const stream = await openSse(`${base}${API.events.stream}?ticket=${res.json().ticket}`);
  streams.push(stream);
  expect(stream.status, stream.body).toBe(200);
  await vi.waitFor(() => expect(stream.events.length).toBeGreaterThan(0));
  return stream;
}

const presenceOf = async (user: TestUser, of: TestUser) =>
  (await ok<{ items: ChatPresence[] }>(call(user, 'GET', API.chat.presence))).items.find(
    (p) => p.userId === of.id,
  );

describe('typing', () => {
  it("reaches the other members' streams as a signal with no id, never the typist's or an outsider's", async () => {
    const [anaStream, benStream, cleoStream] = await Promise.all([
      streamOf(ana),
      streamOf(ben),
      streamOf(cleo),
    ]);
    const room = await group(ana, 'Typing', [ben]);
    const eventRows = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]?.n;
    const eventsBefore = await eventRows();
    await ok(call(ana, 'POST', apiPath(API.chat.typing, { id: room.id })));
    await vi.waitFor(() =>
      expect(benStream.signals()).toContainEqual({
        topic: `chat:${room.id}:${ben.id}`,
        kind: 'chat.typing',
        entityId: ana.id,
        version: 0,
      }),
    );
    // never stored: no event row, nothing to replay
    expect(await eventRows()).toBe(eventsBefore);
    // a later signal to ana (ben typing) proves ana's stream had the chance to get her own
    await ok(call(ben, 'POST', apiPath(API.chat.typing, { id: room.id })));
    await vi.waitFor(() =>
      expect(anaStream.signals().map((s) => [s.kind, s.entityId])).toContainEqual([
        'chat.typing',
        ben.id,
      ]),
    );
    expect(anaStream.signals().some((s) => s.kind === 'chat.typing' && s.entityId === ana.id)).toBe(
      false,
    );
    expect(JSON.stringify(cleoStream.events)).not.toContain(room.id);
  });

  it('answers 404 to a non-member and 429 past the limit', async () => {
    const room = await group(ana, 'Typing limits', [ben]);
    expectError(
      await call(cleo, 'POST', apiPath(API.chat.typing, { id: room.id })),
      404,
      CODES.conversationNotFound,
    );
    let count = 0;
    const chat = createChatService({
      db: t.database.db,
      events: t.services.events,
      uploads: t.services.uploads,
      items: t.services.items,
      limiter: {
        hit: async (limits) => {
          count += 1;
          const max = limits[0]?.max ?? 0;
          return { blocked: count > max, retryAfterSeconds: 7 };
        },
        count: async () => [],
        refund: async () => {},
      },
    });
    for (let i = 0; i < CHAT_LIMITS.typingPerMinute; i += 1) await chat.typing(ana, room.id);
    await expect(chat.typing(ana, room.id)).rejects.toMatchObject({
      statusCode: 429,
      code: CODES.tooManySignals,
      headers: { 'retry-after': '7' },
    });
  });
});

describe('presence', () => {
  it('is offline until reported; online, away and busy reach the people one chats with', async () => {
    const dana = await userWithRole(t, 'viewer');
    const eli = await userWithRole(t, 'viewer');
    await group(dana, 'Presence', [eli]);
    const [eliStream, cleoStream] = await Promise.all([streamOf(eli), streamOf(cleo)]);
    expect(await presenceOf(eli, dana)).toEqual({
      userId: dana.id,
      status: 'offline',
      busy: false,
    });

    const report = (state: string, busy?: boolean) =>
      ok<{ presence: ChatPresence }>(
        call(dana, 'PUT', API.chat.presence, busy === undefined ? { state } : { state, busy }),
      ).then((r) => r.presence);
    const presenceSignals = () =>
      eliStream.signals().filter((s) => s.kind === 'chat.presence' && s.entityId === dana.id);

    expect(await report('active')).toEqual({ userId: dana.id, status: 'online', busy: false });
    await vi.waitFor(() => expect(presenceSignals()).toHaveLength(1));
    expect(presenceSignals()[0]?.topic).toBe(`user:${eli.id}`);
    expect(await presenceOf(eli, dana)).toMatchObject({ status: 'online' });

    // a report that changes nothing others see sends nothing
    await report('active');
    expect(await report('away')).toMatchObject({ status: 'away' });
    await vi.waitFor(() => expect(presenceSignals()).toHaveLength(2));
    expect(await report('away', true)).toMatchObject({ status: 'busy', busy: true });
    // busy stays while later reports leave it out
    expect(await report('active')).toMatchObject({ status: 'busy', busy: true });
    await vi.waitFor(() => expect(presenceSignals()).toHaveLength(3));
    expect(await presenceOf(eli, dana)).toEqual({ userId: dana.id, status: 'busy', busy: true });
    expect(await report('offline')).toMatchObject({ status: 'offline' });
    await vi.waitFor(() => expect(presenceSignals()).toHaveLength(4));

    // silent past the time to live: offline, whatever the last report said
    await report('active', false);
    await t.database.db.execute(
      sql`update chat_presence set seen_at = now() - interval '1 hour' where user_id = ${dana.id}`,
    );
    expect(await presenceOf(eli, dana)).toMatchObject({ status: 'offline' });

    // someone who shares no conversation neither hears of it nor reads it
    expect(await presenceOf(cleo, dana)).toBeUndefined();
    expect(JSON.stringify(cleoStream.events)).not.toContain(dana.id);
  });

  it('refuses an unknown state', async () => {
    expectError(
      await call(ana, 'PUT', API.chat.presence, { state: 'asleep' }),
      400,
      'common.invalid_request',
    );
  });
});

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = `----keeling${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const attach = (user: TestUser, filename: string, type: string, content: Buffer) => {
  const { payload, contentType } = multipart(filename, type, content);
  return t.app.inject({
    method: 'POST',
    url: API.chat.attachments,
    payload,
    headers: { ...user.headers, 'content-type': contentType },
    remoteAddress: nextIp(),
  });
};

describe('file attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const CSV = Buffer.from('year,ppm\n2024,424.61\n2025,427.10\n');

  it('keeps a PDF or a CSV, sends it as a link with its name, served as a download', async () => {
    const room = await group(ana, 'Files', [ben]);
    const pdf = await ok<{ url: string }>(
      attach(ana, 'Mauna Loa report.pdf', 'application/pdf', PDF),
    );
    const csv = await ok<{ url: string }>(attach(ana, 'co2.csv', 'text/csv', CSV));
    expect(pdf.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    const { message } = await ok<{ message: ChatMessage }>(
      call(ana, 'POST', apiPath(API.chat.messages, { id: room.id }), {
        clientId: 'files-00001',
        body: 'the report',
        attachments: [
          { url: pdf.url, name: 'Mauna Loa report.pdf' },
          { url: csv.url, name: 'co2.csv' },
        ],
      }),
    );
    expect(message.attachments).toEqual([
      { url: pdf.url, name: 'Mauna Loa report.pdf', kind: 'file' },
      { url: csv.url, name: 'co2.csv', kind: 'file' },
    ]);
    const served = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a file whose content is not what its name says, and any other type', async () => {
    expectError(
      await attach(ana, 'report.pdf', 'application/pdf', CSV),
      415,
      UPLOAD_ERROR_CODES.unsupportedType,
    );
    expectError(
      await attach(ana, 'page.html', 'text/html', Buffer.from('<script>alert(1)</script>')),
      415,
      UPLOAD_ERROR_CODES.unsupportedType,
    );
    expectError(
      await attach(ana, 'data.csv', 'text/csv', Buffer.from([0x4d, 0x5a, 0x00, 0x90])),
      415,
      UPLOAD_ERROR_CODES.unsupportedType,
    );
    expectError(
      await attach(ana, 'big.txt', 'text/plain', Buffer.alloc(6 * 1024 * 1024, 0x61)),
      413,
      UPLOAD_ERROR_CODES.tooLarge,
    );
  });
});

describe('Keeling item references', () => {
  it('links a message to an item the sender may see; a hidden or unknown one is refused', async () => {
    const room = await group(ana, 'Items', [ben]);
    const url = apiPath(API.chat.messages, { id: room.id });
    const dataset = await importCsv(t, 'Chat flasks', 'Year,Mean\n2001,370\n2002,372\n');
    const chart = await t.services.charts.create(
      specOf(dataset, { title: 'Chat flask trend' }),
      null,
    );
    const { message } = await ok<{ message: ChatMessage }>(
      call(ana, 'POST', url, { clientId: 'item-00001', item: { type: 'chart', id: chart.id } }),
    );
    expect(message).toMatchObject({ body: '', item: { type: 'chart', id: chart.id } });
    const page = await ok<{ items: ChatMessage[] }>(call(ben, 'GET', url));
    expect(page.items.at(-1)?.item).toEqual({ type: 'chart', id: chart.id });
    // a draft article is hidden from a viewer: ana (a viewer) cannot link it
    const draft = await blogClient(t, cleo).save({ title: 'Chat draft', content: '<p>x</p>' });
    expectError(
      await call(ana, 'POST', url, {
        clientId: 'item-00002',
        body: 'see this',
        item: { type: 'article', id: draft.id },
      }),
      400,
      CODES.unknownItem,
    );
    expectError(
      await call(ana, 'POST', url, {
        clientId: 'item-00003',
        item: { type: 'chart', id: '00000000-0000-4000-8000-000000000000' },
      }),
      400,
      CODES.unknownItem,
    );
    // a deleted message keeps no link
    const removed = await ok<{ message: ChatMessage }>(
      call(ana, 'DELETE', apiPath(API.chat.message, { id: message.id })),
    );
    expect(removed.message.item).toBeNull();
  });
});
