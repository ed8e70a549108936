// Issue 33 across two instances on one PostgreSQL (DESIGN §8): a message sent through A reaches
// its members' streams opened on B (NOTIFY at commit), never a non-member's; a send retried on
// the other instance with the same client id makes one message; a typing signal (a NOTIFY, no
// row) reaches B's streams once. (On PGlite: one process.)
import { API, apiPath, type ChatConversation, type ChatHistory } from '@keeling/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, nextIp, onPostgres, type TestApp } from '../../../test/helper';
import { openSse, type SseStream } from '../../../test/sse-client';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { type TestUser, userWithRole } from '../blog/testing';

describe.runIf(onPostgres)('chat across two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; database: Database; base: string };
  let ana: TestUser;
  let ben: TestUser;
  let cleo: TestUser;
  const streams: SseStream[] = [];
  beforeAll(async () => {
    a = await buildTestApp();
    const database = await openDatabase({ kind: 'postgres', url: a.database.url ?? '' });
    const app = await buildApp({ config: a.config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    b = { app, database, base: `http://127.0.0.1:${port}` };
    [ana, ben, cleo] = [
      await userWithRole(a, 'viewer'),
      await userWithRole(a, 'viewer'),
      await userWithRole(a, 'viewer'),
    ];
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await b.app.close();
    await b.database.close();
    await a.close();
  });

  const call = (
    app: FastifyInstance,
    user: TestUser,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: user.headers,
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });

  async function streamOnB(user: TestUser) {
    const ticket = (await call(b.app, user, 'POST', API.events.ticket)).json().ticket;
    const stream = await openSse(`${b.base}${API.events.stream}?ticket=${ticket}`);
    streams.push(stream);
    expect(stream.status, stream.body).toBe(200);
    await vi.waitFor(() => expect(stream.events.length).toBeGreaterThan(0));
    return stream;
  }

  it("sends through A, the members' streams on B receive it, an outsider's never", async () => {
    const benStream = await streamOnB(ben);
    const cleoStream = await streamOnB(cleo);
    const created = await call(a.app, ana, 'POST', API.chat.conversations, {
      kind: 'direct',
      userId: ben.id,
    });
    const conversation = created.json().conversation as ChatConversation;
    const sent = await call(
      a.app,
      ana,
      'POST',
      apiPath(API.chat.messages, { id: conversation.id }),
      {
        clientId: 'across-instances-1',
        body: 'Sent on A',
      },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const messageId = sent.json().message.id;
    await vi.waitFor(() =>
      expect(
        benStream.changes().some((c) => c.kind === 'chat.message' && c.entityId === messageId),
      ).toBe(true),
    );
    // a later event cleo may see, through A: once it arrived on B, the chat's had their chance
    const marker = await call(a.app, ana, 'POST', API.chat.conversations, {
      kind: 'direct',
      userId: cleo.id,
    });
    const markerId = marker.json().conversation.id;
    await vi.waitFor(() =>
      expect(cleoStream.changes().some((c) => c.entityId === markerId)).toBe(true),
    );
    const seen = JSON.stringify(cleoStream.events);
    expect(seen).not.toContain(conversation.id);
    expect(seen).not.toContain(messageId);
  });

  it('makes one message of a send tried on A and retried on B at once', async () => {
    const created = await call(a.app, ana, 'POST', API.chat.conversations, {
      kind: 'group',
      name: 'Retries',
      memberIds: [ben.id],
    });
    const id = created.json().conversation.id;
    const url = apiPath(API.chat.messages, { id });
    const payload = { clientId: 'retried-across-1', body: 'Only once' };
    const [onA, onB] = await Promise.all([
      call(a.app, ana, 'POST', url, payload),
      call(b.app, ana, 'POST', url, payload),
    ]);
    expect(onA.statusCode, onA.body).toBe(200);
    expect(onB.statusCode, onB.body).toBe(200);
    expect(onA.json().message.id).toBe(onB.json().message.id);
    const history = (await call(b.app, ben, 'GET', url)).json() as ChatHistory;
    expect(history.items.map((m) => m.body)).toEqual(['Only once']);
  });

  it("passes a typing signal sent through A to the other member's stream on B, once, and an outsider's never", async () => {
    const benStream = await streamOnB(ben);
    const cleoStream = await streamOnB(cleo);
    const created = await call(a.app, ana, 'POST', API.chat.conversations, {
      kind: 'group',
      name: 'Typing across',
      memberIds: [ben.id],
    });
    const id = created.json().conversation.id;
    const typed = await call(a.app, ana, 'POST', apiPath(API.chat.typing, { id }));
    expect(typed.statusCode, typed.body).toBe(200);
    const typing = () =>
      benStream.signals().filter((s) => s.kind === 'chat.typing' && s.topic.includes(id));
    await vi.waitFor(() => expect(typing()).toHaveLength(1));
    expect(typing()[0]).toEqual({
      topic: `chat:${id}:${ben.id}`,
      kind: 'chat.typing',
      entityId: ana.id,
      version: 0,
    });
    // a later event cleo may see: once it arrived on B, the signal had its chance
    const marker = await call(a.app, ana, 'POST', API.chat.conversations, {
      kind: 'group',
      name: 'Marker',
      memberIds: [cleo.id],
    });
    const markerId = marker.json().conversation.id;
    await vi.waitFor(() =>
      expect(cleoStream.changes().some((c) => c.entityId === markerId)).toBe(true),
    );
    expect(JSON.stringify(cleoStream.events)).not.toContain(id);
    expect(typing()).toHaveLength(1);
  });
});
