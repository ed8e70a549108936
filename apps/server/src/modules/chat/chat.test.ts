// Team chat (issue 33): direct and group conversations, messages paged by keyset, retried sends,
// edits and deletes, read positions and unread counts, membership (a non-member gets 404 on
// every chat operation, and their event stream never carries a conversation's ids).
import {
  API,
  apiPath,
  type ChatConversation,
  type ChatHistory,
  type ChatMessage,
  CHAT_ERROR_CODES as CODES,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, expectError, nextIp, type TestApp } from '../../../test/helper';
import { openSse, type SseStream } from '../../../test/sse-client';
import { type TestUser, userWithRole } from '../blog/testing';
import { createChatService } from './service';

let t: TestApp;
let base: string;
let ana: TestUser;
let ben: TestUser;
let cleo: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  ana = await userWithRole(t, 'viewer');
  ben = await userWithRole(t, 'viewer');
  cleo = await userWithRole(t, 'editor');
  admin = await userWithRole(t, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: user.headers,
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

async function ok<T = Record<string, unknown>>(
  res: Promise<{ statusCode: number; body: string; json(): unknown }>,
): Promise<T> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

let sends = 0;
const send = (user: TestUser, id: string, body: string, extra: object = {}) =>
  ok<{ message: ChatMessage }>(
    call(user, 'POST', apiPath(API.chat.messages, { id }), {
      clientId: `client-${++sends}-${Date.now()}`,
      body,
      ...extra,
    }),
  ).then((r) => r.message);

const direct = (from: TestUser, to: TestUser) =>
  ok<{ conversation: ChatConversation }>(
    call(from, 'POST', API.chat.conversations, { kind: 'direct', userId: to.id }),
  ).then((r) => r.conversation);

const group = (from: TestUser, name: string, members: TestUser[]) =>
  ok<{ conversation: ChatConversation }>(
    call(from, 'POST', API.chat.conversations, {
      kind: 'group',
      name,
      memberIds: members.map((m) => m.id),
    }),
  ).then((r) => r.conversation);

const list = (user: TestUser, q?: string) =>
  ok<{ items: ChatConversation[]; unread: number }>(
    call(user, 'GET', `${API.chat.conversations}${q ? `?q=${encodeURIComponent(q)}` : ''}`),
  );

const history = (user: TestUser, id: string, query = '') =>
  ok<ChatHistory>(call(user, 'GET', `${apiPath(API.chat.messages, { id })}${query}`));

describe('conversations', () => {
  it('makes one direct conversation per pair, whoever starts it', async () => {
    const first = await direct(ana, ben);
    const again = await direct(ben, ana);
    expect(again.id).toBe(first.id);
    expect(first.kind).toBe('direct');
    expect(first.members.map((m) => m.id).sort()).toEqual([ana.id, ben.id].sort());
    const self = await call(ana, 'POST', API.chat.conversations, {
      kind: 'direct',
      userId: ana.id,
    });
    expectError(self, 400, CODES.unknownPerson);
  });

  it('lists by latest activity with unread counts, and finds by name', async () => {
    const older = await group(ana, 'Mauna Loa trip', [ben]);
    const newer = await group(ana, 'Article review', [ben]);
    await send(ana, older.id, 'Flights are booked');
    const { items, unread } = await list(ben);
    expect(items[0]?.id).toBe(older.id);
    expect(items.findIndex((c) => c.id === newer.id)).toBeGreaterThan(0);
    expect(items[0]?.unread).toBe(1);
    expect(items[0]?.lastMessage?.body).toBe('Flights are booked');
    expect(unread).toBeGreaterThanOrEqual(1);
    const found = await list(ben, 'mauna');
    expect(found.items.map((c) => c.id)).toEqual([older.id]);
    // the sender's own message is not unread for them
    expect((await list(ana)).items.find((c) => c.id === older.id)?.unread).toBe(0);
  });

  it("lets a group's admins rename it and add or remove members; members leave", async () => {
    const room = await group(ana, 'Field team', [ben]);
    expectError(
      await call(ben, 'PATCH', apiPath(API.chat.conversation, { id: room.id }), { name: 'X' }),
      403,
      CODES.notGroupAdmin,
    );
    const renamed = await ok<{ conversation: ChatConversation }>(
      call(ana, 'PATCH', apiPath(API.chat.conversation, { id: room.id }), { name: 'Field crew' }),
    );
    expect(renamed.conversation.name).toBe('Field crew');
    const added = await ok<{ conversation: ChatConversation }>(
      call(ana, 'POST', apiPath(API.chat.members, { id: room.id }), { userIds: [cleo.id] }),
    );
    expect(added.conversation.members.map((m) => m.id)).toContain(cleo.id);
    expectError(
      await call(ben, 'DELETE', apiPath(API.chat.member, { id: room.id, userId: cleo.id })),
      403,
      CODES.notGroupAdmin,
    );
    await ok(call(ben, 'DELETE', apiPath(API.chat.member, { id: room.id, userId: ben.id })));
    expectError(
      await call(ben, 'GET', apiPath(API.chat.messages, { id: room.id })),
      404,
      CODES.conversationNotFound,
    );
    // the last admin leaves: the longest-standing member takes over
    await ok(call(ana, 'DELETE', apiPath(API.chat.member, { id: room.id, userId: ana.id })));
    const left = await ok<{ conversation: ChatConversation }>(
      call(cleo, 'GET', apiPath(API.chat.conversation, { id: room.id })),
    );
    expect(left.conversation.members).toEqual([
      expect.objectContaining({ id: cleo.id, role: 'admin' }),
    ]);
  });

  it('keeps the two people of a direct conversation', async () => {
    const pair = await direct(ana, cleo);
    expectError(
      await call(ana, 'DELETE', apiPath(API.chat.member, { id: pair.id, userId: ana.id })),
      409,
      CODES.membersFixed,
    );
  });
});

describe('messages', () => {
  it('pages history from the newest by sequence number (keyset)', async () => {
    const room = await group(ana, 'Paging', [ben]);
    for (let i = 1; i <= 7; i++) await send(ana, room.id, `m${i}`);
    const newest = await history(ben, room.id, '?limit=3');
    expect(newest.items.map((m) => m.body)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.nextBefore).toBe(5);
    const older = await history(ben, room.id, `?limit=3&before=${newest.nextBefore}`);
    expect(older.items.map((m) => m.body)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await history(ben, room.id, `?limit=3&before=${older.nextBefore}`);
    expect(oldest.items.map((m) => m.body)).toEqual(['m1']);
    expect(oldest.nextBefore).toBeNull();
    const after = await history(ben, room.id, '?after=5');
    expect(after.items.map((m) => m.body)).toEqual(['m6', 'm7']);
  });

  it('makes one message of a retried send, and refuses a client id reused for another text', async () => {
    const room = await direct(ana, ben);
    const payload = { clientId: 'retry-me-123', body: 'Once only' };
    const url = apiPath(API.chat.messages, { id: room.id });
    const [a, b] = await Promise.all([
      call(ana, 'POST', url, payload),
      call(ana, 'POST', url, payload),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().message.id).toBe(b.json().message.id);
    const again = await ok<{ message: ChatMessage }>(call(ana, 'POST', url, payload));
    expect(again.message.id).toBe(a.json().message.id);
    const page = await history(ben, room.id);
    expect(page.items.filter((m) => m.body === 'Once only')).toHaveLength(1);
    expectError(
      await call(ana, 'POST', url, { clientId: 'retry-me-123', body: 'Something else' }),
      409,
      CODES.clientIdReused,
    );
  });

  it('edits and deletes only one’s own messages; a site admin may delete any', async () => {
    const room = await group(ana, 'Edits', [ben]);
    const message = await send(ana, room.id, 'Draft text');
    const url = apiPath(API.chat.message, { id: message.id });
    expectError(
      await call(ben, 'PATCH', url, { version: 1, body: 'Mine now' }),
      403,
      CODES.notAuthor,
    );
    const edited = await ok<{ message: ChatMessage }>(
      call(ana, 'PATCH', url, { version: 1, body: 'Final text' }),
    );
    expect(edited.message).toMatchObject({ body: 'Final text', version: 2 });
    expect(edited.message.editedAt).not.toBeNull();
    const stale = await call(ana, 'PATCH', url, { version: 1, body: 'Late' });
    expectError(stale, 409, CODES.versionConflict);
    expect(stale.json().current.body).toBe('Final text');
    expectError(await call(ben, 'DELETE', url), 403, CODES.notAuthor);
    const removed = await ok<{ message: ChatMessage }>(call(admin, 'DELETE', url));
    expect(removed.message).toMatchObject({ body: '', attachments: [] });
    expect(removed.message.deletedAt).not.toBeNull();
    // the admin removed it without being able to read the conversation
    expectError(
      await call(admin, 'GET', apiPath(API.chat.messages, { id: room.id })),
      404,
      CODES.conversationNotFound,
    );
  });

  it('checks replies, empty messages, lengths and attachments', async () => {
    const room = await group(ana, 'Checks', [ben]);
    const other = await group(ana, 'Elsewhere', [ben]);
    const elsewhere = await send(ana, other.id, 'there');
    const url = apiPath(API.chat.messages, { id: room.id });
    expectError(
      await call(ana, 'POST', url, { clientId: 'empty-0001', body: '   ' }),
      400,
      CODES.emptyMessage,
    );
    expectError(
      await call(ana, 'POST', url, { clientId: 'long-0001', body: 'x'.repeat(4_001) }),
      400,
      'common.invalid_request',
    );
    expectError(
      await call(ana, 'POST', url, { clientId: 'reply-0001', body: 'hi', replyToId: elsewhere.id }),
      400,
      CODES.otherConversation,
    );
    expectError(
      await call(ana, 'POST', url, {
        clientId: 'attach-0001',
        body: 'hi',
        attachments: [{ url: `/uploads/${'a'.repeat(32)}.png`, name: 'a.png' }],
      }),
      400,
      CODES.unknownAttachment,
    );
    const stored = await t.services.uploads.saveImage(PNG);
    const withImage = await send(ana, room.id, '', {
      attachments: [{ url: stored.url, name: 'tower.png' }],
    });
    expect(withImage.attachments).toEqual([{ url: stored.url, name: 'tower.png', kind: 'image' }]);
    const first = await send(ana, room.id, 'question');
    const reply = await send(ben, room.id, 'answer', { replyToId: first.id });
    expect(reply.replyToId).toBe(first.id);
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After once a member sent too many messages in a minute', async () => {
    const room = await direct(ana, cleo);
    const chat = createChatService({
      db: t.database.db,
      events: t.services.events,
      uploads: t.services.uploads,
      items: t.services.items,
      limiter: {
        hit: async () => ({ blocked: true, retryAfterSeconds: 42 }),
        count: async () => [],
        refund: async () => {},
      },
    });
    const refused = chat.send(ana, room.id, {
      clientId: 'limited-0001',
      body: 'one too many',
      replyToId: null,
      attachments: [],
      item: null,
    });
    await expect(refused).rejects.toMatchObject({
      statusCode: 429,
      code: CODES.tooManyMessages,
      headers: { 'retry-after': '42' },
    });
    expect((await history(ana, room.id)).items.map((m) => m.body)).not.toContain('one too many');
  });
});

describe('search', () => {
  it("finds words in the caller's conversations only, deleted messages left out", async () => {
    const mine = await group(ana, 'Search here', [ben]);
    const theirs = await group(cleo, 'Search elsewhere', [admin]);
    const found = await send(ana, mine.id, 'The eddy covariance tower is up');
    const gone = await send(ana, mine.id, 'Tower spare parts list');
    await ok(call(ana, 'DELETE', apiPath(API.chat.message, { id: gone.id })));
    await send(cleo, theirs.id, 'Another tower, private');
    const search = (user: TestUser, query: string) =>
      ok<{ items: ChatMessage[] }>(call(user, 'GET', `${API.chat.search}?${query}`));
    expect((await search(ben, 'q=tower')).items.map((m) => m.id)).toEqual([found.id]);
    expect((await search(ben, `q=tower&conversationId=${mine.id}`)).items).toHaveLength(1);
    // operators of a web search, never a syntax error
    expect(
      (await search(ben, `q=${encodeURIComponent('"eddy covariance" -balloon')}`)).items,
    ).toHaveLength(1);
    expect((await search(ben, `q=${encodeURIComponent('tower & | ! (')}`)).items).toHaveLength(1);
    expectError(
      await call(ben, 'GET', `${API.chat.search}?q=tower&conversationId=${theirs.id}`),
      404,
      CODES.conversationNotFound,
    );
  });
});

describe('read positions', () => {
  it('count unread from the read position, which only moves forward', async () => {
    const room = await direct(cleo, ben);
    await send(cleo, room.id, 'one');
    const two = await send(cleo, room.id, 'two');
    const unreadOf = async () => (await list(ben)).items.find((c) => c.id === room.id)?.unread;
    expect(await unreadOf()).toBe(2);
    const url = apiPath(API.chat.read, { id: room.id });
    expect(await ok(call(ben, 'POST', url, { seq: two.seq - 1 }))).toEqual({
      readSeq: two.seq - 1,
      unread: 1,
    });
    expect(await ok(call(ben, 'POST', url, { seq: 10_000 }))).toEqual({
      readSeq: two.seq,
      unread: 0,
    });
    expect(await ok(call(ben, 'POST', url, { seq: 0 }))).toEqual({ readSeq: two.seq, unread: 0 });
    const seen = await ok<{ conversation: ChatConversation }>(
      call(cleo, 'GET', apiPath(API.chat.conversation, { id: room.id })),
    );
    // the sender sees how far the other has read (a direct conversation's "read")
    expect(seen.conversation.members.find((m) => m.id === ben.id)?.readSeq).toBe(two.seq);
  });
});

describe('membership', () => {
  it('answers 404 to a non-member on every conversation operation, the admin included', async () => {
    const room = await group(ana, 'Private', [ben]);
    const message = await send(ana, room.id, 'between us');
    const id = room.id;
    const attempts: [Method, string, object?][] = [
      ['GET', `${API.chat.search}?q=between&conversationId=${id}`],
      ['GET', apiPath(API.chat.conversation, { id })],
      ['PATCH', apiPath(API.chat.conversation, { id }), { name: 'Mine' }],
      ['POST', apiPath(API.chat.members, { id }), { userIds: [cleo.id] }],
      ['DELETE', apiPath(API.chat.member, { id, userId: ben.id })],
      ['GET', apiPath(API.chat.messages, { id })],
      ['POST', apiPath(API.chat.messages, { id }), { clientId: 'intruder-1', body: 'hello' }],
      ['POST', apiPath(API.chat.read, { id }), { seq: 1 }],
      ['PATCH', apiPath(API.chat.message, { id: message.id }), { version: 1, body: 'x' }],
      ['DELETE', apiPath(API.chat.message, { id: message.id })],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(cleo, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [method, url, payload] of attempts.slice(0, 8)) {
      const res = await call(admin, method, url, payload);
      expect(res.statusCode, `admin ${method} ${url}`).toBe(404);
    }
    expect((await list(cleo)).items.map((c) => c.id)).not.toContain(id);
    const page = await history(ben, id);
    expect(page.items.map((m) => m.body)).toEqual(['between us']);
  });
});

describe('live events', () => {
  const streams: SseStream[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  async function streamOf(user: TestUser) {
    const res = await call(user, 'POST', API.events.ticket);
    const stream = await openSse(`${base}${API.events.stream}?ticket=${res.json().ticket}`);
    streams.push(stream);
    expect(stream.status, stream.body).toBe(200);
    await vi.waitFor(() => expect(stream.events.length).toBeGreaterThan(0));
    return stream;
  }

  it("carry a conversation's ids to its members only", async () => {
    const anaStream = await streamOf(ana);
    const benStream = await streamOf(ben);
    const cleoStream = await streamOf(cleo);
    const adminStream = await streamOf(admin);
    const room = await group(ana, 'Live', [ben]);
    const message = await send(ana, room.id, 'hello live');
    await ok(call(ben, 'POST', apiPath(API.chat.read, { id: room.id }), { seq: message.seq }));
    await ok(
      call(ana, 'PATCH', apiPath(API.chat.message, { id: message.id }), { version: 1, body: 'hi' }),
    );
    for (const stream of [anaStream, benStream]) {
      await vi.waitFor(() =>
        expect(stream.changes().map((c) => [c.kind, c.entityId, c.version])).toEqual(
          expect.arrayContaining([
            ['chat.conversation', room.id, 1],
            ['chat.message', message.id, 1],
            ['chat.read', ben.id, message.seq],
            ['chat.message', message.id, 2],
          ]),
        ),
      );
    }
    expect(benStream.changes().find((c) => c.entityId === message.id)?.topic).toBe(
      `chat:${room.id}:${ben.id}`,
    );
    // a marker event after the chat's: once the outsiders have it, they had their chance
    const marker = await direct(cleo, admin);
    for (const stream of [cleoStream, adminStream]) {
      await vi.waitFor(() =>
        expect(stream.changes().some((c) => c.entityId === marker.id)).toBe(true),
      );
      const text = JSON.stringify(stream.events);
      expect(text).not.toContain(room.id);
      expect(text).not.toContain(message.id);
    }
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
