// Issue 31, the live layer: tickets, one SSE stream per tab, events written with their change
// and fanned out at commit, replay by Last-Event-ID, per-event visibility, the per-user limit,
// and streams ending with the session. Every wait is for a condition (vi.waitFor), never a time.
import {
  AUTH_ERROR_CODES,
  EVENT_ERROR_CODES,
  kanbanCardCreateSchema,
  type Role,
} from '@keeling/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, createServices, type Services } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import type { NewEvent } from '../src/modules/events/service';
import {
  createTestDatabase,
  expectError,
  nextIp,
  onPostgres,
  type TestDatabase,
  testConfig,
} from './helper';
import { freshToken } from './role-users';
import { openSse, type SseStream } from './sse-client';

const HOUR = 3_600_000;
let clock = Date.now();
let app: FastifyInstance;
let services: Services;
let database: TestDatabase;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  services = createServices({
    config,
    database,
    now: () => clock,
    live: { checkMs: 10, heartbeatMs: 60_000, streamsPerUser: 2, replayMax: 5 },
  });
  app = await buildApp({ config, database, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let counter = 0;
async function member(role: Role = 'viewer') {
  counter++;
  const row = await services.auth.createUser({
    email: `live${counter}@example.com`,
    password: 'correct-horse-battery',
    firstName: 'Live',
    lastName: String(counter),
    role,
  });
  return { id: row.id, token: () => freshToken({ services } as never, row.id) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ticketFor(token: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/events/ticket',
    headers: bearer(token),
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket;
}

const streams: SseStream[] = [];
async function open(token: string, lastEventId?: number): Promise<SseStream> {
  const ticket = await ticketFor(token);
  const headers: Record<string, string> =
    lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) };
  const stream = await openSse(`${base}/api/events?ticket=${ticket}`, headers);
  streams.push(stream);
  return stream;
}
const opened = async (token: string, lastEventId?: number) => {
  const stream = await open(token, lastEventId);
  expect(stream.status, stream.body).toBe(200);
  // the first line (retry:) says the stream is registered
  await vi.waitFor(() => expect(stream.events.length).toBeGreaterThan(0));
  return stream;
};

const record = (event: NewEvent) =>
  services.events.transaction((tx) => services.events.record(tx, event));

const eventOf = (topic: string, entityId: string, version = 1): NewEvent => ({
  topic,
  kind: 'test.changed',
  entityId,
  version,
});

describe('tickets', () => {
  it('are given for a bearer token only, and open one stream once', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/events/ticket' });
    expectError(res, 401, AUTH_ERROR_CODES.unauthorized);
    const user = await member();
    const ticket = await ticketFor(await user.token());
    const first = await openSse(`${base}/api/events?ticket=${ticket}`);
    streams.push(first);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    const again = await openSse(`${base}/api/events?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body).code).toBe(EVENT_ERROR_CODES.invalidTicket);
    first.close();
  });

  it('expire after 60 s, and a bearer token is no ticket', async () => {
    const user = await member();
    const token = await user.token();
    const ticket = await ticketFor(token);
    clock += 61_000;
    try {
      const late = await openSse(`${base}/api/events?ticket=${ticket}`);
      expect(late.status).toBe(401);
      const asBearer = await openSse(`${base}/api/events?ticket=none`, bearer(token));
      expect(asBearer.status).toBe(401);
    } finally {
      clock -= 61_000;
    }
  });

  it('are refused once the session they came from ended', async () => {
    const user = await member();
    const token = await user.token();
    const ticket = await ticketFor(token);
    await services.auth.revokeTokens(user.id, 'signed_out_everywhere');
    const res = await openSse(`${base}/api/events?ticket=${ticket}`);
    expect(res.status).toBe(401);
  });
});

describe('the stream', () => {
  it('carries a committed change (kind, entity id, version, not the entity); a rolled-back one never', async () => {
    const user = await member();
    const stream = await opened(await user.token());
    await expect(
      services.events.transaction(async (tx) => {
        await services.events.record(tx, eventOf('team', 'rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await record(eventOf('team', 'committed', 7));
    await vi.waitFor(() => expect(stream.changes().length).toBeGreaterThan(0));
    expect(stream.changes()).toEqual([
      { id: String(id), topic: 'team', kind: 'test.changed', entityId: 'committed', version: 7 },
    ]);
    stream.close();
  });

  it('carries only the events its user may see', async () => {
    const [alice, bob] = [await member(), await member('admin')];
    const aliceStream = await opened(await alice.token());
    const bobStream = await opened(await bob.token());
    await record(eventOf(`user:${bob.id}`, 'bob-only'));
    await record(eventOf('role:admin', 'admins-only'));
    await record(eventOf('unknown:topic', 'nobody'));
    await record(eventOf(`user:${alice.id}`, 'alice-only'));
    await vi.waitFor(() => expect(aliceStream.changes().length).toBe(1));
    await vi.waitFor(() => expect(bobStream.changes().length).toBe(2));
    expect(aliceStream.changes().map((e) => e.entityId)).toEqual(['alice-only']);
    expect(bobStream.changes().map((e) => e.entityId)).toEqual(['bob-only', 'admins-only']);
    aliceStream.close();
    bobStream.close();
  });

  it('replays exactly the missed events its user may see after Last-Event-ID, then goes on live', async () => {
    const user = await member();
    const other = await member();
    const first = await opened(await user.token());
    const seen = await record(eventOf('team', 'seen'));
    await vi.waitFor(() => expect(first.changes().length).toBe(1));
    first.close();
    await record(eventOf('team', 'missed-1'));
    await record(eventOf(`user:${other.id}`, 'not-theirs'));
    await record(eventOf(`user:${user.id}`, 'missed-2'));
    const again = await opened(await user.token(), seen);
    await vi.waitFor(() => expect(again.changes().length).toBe(2));
    await record(eventOf('team', 'live'));
    await vi.waitFor(() => expect(again.changes().length).toBe(3));
    expect(again.changes().map((e) => e.entityId)).toEqual(['missed-1', 'missed-2', 'live']);
    again.close();
  });

  it('answers a reset when the missed events are no longer kept, too many, or unknown', async () => {
    const user = await member();
    const token = await user.token();
    // the hub has read the event before it is deleted (on PostgreSQL it learns of it by NOTIFY)
    const watcher = await opened(await user.token());
    const before = await record(eventOf('team', 'old'));
    await vi.waitFor(() => expect(watcher.changes()).toHaveLength(1));
    watcher.close();
    await database.db.execute('delete from events' as never);
    const pruned = await opened(token, before - 1);
    const reset = () => pruned.events.filter((e) => e.event === 'reset');
    await vi.waitFor(() => expect(reset().length).toBe(1));
    pruned.close();
    const from = await record(eventOf('team', 'a'));
    for (let i = 0; i < 6; i++) await record(eventOf('team', `burst-${i}`));
    const tooMany = await opened(await user.token(), from);
    await vi.waitFor(() => expect(tooMany.events.some((e) => e.event === 'reset')).toBe(true));
    expect(tooMany.changes()).toEqual([]);
    tooMany.close();
    const future = await opened(await user.token(), from + 1_000);
    await vi.waitFor(() => expect(future.events.some((e) => e.event === 'reset')).toBe(true));
    future.close();
  });

  it('sends a heartbeat comment', async () => {
    const user = await member();
    const stream = await opened(await user.token());
    clock += 60_000;
    await vi.waitFor(() => expect(stream.events.some((e) => e.event === ':')).toBe(true));
    stream.close();
  });

  it('is limited per user', async () => {
    const user = await member();
    const one = await opened(await user.token());
    const two = await opened(await user.token());
    const three = await open(await user.token());
    expect(three.status).toBe(429);
    expect(JSON.parse(three.body).code).toBe(EVENT_ERROR_CODES.tooManyStreams);
    one.close();
    await vi.waitFor(() => expect(services.events.hub.count(user.id)).toBe(1));
    const four = await opened(await user.token());
    two.close();
    four.close();
  });
});

describe('a members-only board', () => {
  it('never reaches the stream of a viewer who is not a member, live or replayed', async () => {
    const [editor, insider, outsider, admin] = [
      await member('editor'),
      await member(),
      await member(),
      await member('admin'),
    ];
    const streams = {
      insider: await opened(await insider.token()),
      outsider: await opened(await outsider.token()),
      admin: await opened(await admin.token()),
    };
    const asEditor = { id: editor.id, role: 'editor' };
    const secret = await services.kanban.createBoard(
      {
        title: 'Salaries',
        description: '',
        labels: [],
        membersOnly: true,
        memberIds: [insider.id],
        columns: ['To do'],
      },
      asEditor,
    );
    const { columns } = await services.kanban.board(secret.id, asEditor);
    const card = await services.kanban.addCard(
      columns[0]?.id ?? '',
      kanbanCardCreateSchema.parse({ title: 'Raise' }),
      asEditor,
    );
    await services.kanban.addComment(card.id, 'Agreed', { id: insider.id, role: 'viewer' });
    // then a change on a board every member sees: once the outsider has it, they had the rest
    const open = await services.kanban.createBoard(
      {
        title: 'Open',
        description: '',
        labels: [],
        membersOnly: false,
        memberIds: [],
        columns: [],
      },
      asEditor,
    );
    const secretTopic = `board:${secret.id}`;
    for (const stream of Object.values(streams))
      await vi.waitFor(() =>
        expect(stream.changes().some((e) => e.topic === `board:${open.id}`)).toBe(true),
      );
    expect(streams.outsider.changes().filter((e) => e.topic === secretTopic)).toEqual([]);
    const kinds = (stream: SseStream) =>
      stream
        .changes()
        .filter((e) => e.topic === secretTopic)
        .map((e) => e.kind);
    const all = ['kanban.board', 'kanban.card', 'kanban.comment'];
    expect(kinds(streams.insider)).toEqual(all);
    expect(kinds(streams.admin)).toEqual(all);

    // a replay from before the board was made skips its events too
    const from = Number(streams.outsider.changes()[0]?.id ?? 0) - 1;
    for (const stream of Object.values(streams)) stream.close();
    const replay = await opened(await outsider.token(), from);
    await vi.waitFor(() =>
      expect(replay.changes().some((e) => e.topic === `board:${open.id}`)).toBe(true),
    );
    expect(replay.changes().filter((e) => e.topic === secretTopic)).toEqual([]);
    replay.close();
  });
});

describe('the stream ends with the session', () => {
  const patchUser = async (id: string, body: object) => {
    const admin = await member('admin');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: bearer(await admin.token()),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('on a ban', async () => {
    const user = await member();
    const stream = await opened(await user.token());
    await patchUser(user.id, { status: 'banned' });
    await vi.waitFor(() => expect(stream.ended).toBe(true));
  });

  it('on a role change', async () => {
    const user = await member();
    const stream = await opened(await user.token());
    await patchUser(user.id, { role: 'editor' });
    await vi.waitFor(() => expect(stream.ended).toBe(true));
  });

  it('on signing out everywhere', async () => {
    const user = await member();
    const token = await user.token();
    const stream = await opened(token);
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(stream.ended).toBe(true));
  });

  it('when its token expires', async () => {
    const user = await member();
    const stream = await opened(await user.token());
    const other = await opened(await (await member()).token());
    clock += HOUR + 1_000;
    try {
      await vi.waitFor(() => expect(stream.ended).toBe(true));
      expect(other.ended).toBe(true);
    } finally {
      clock -= HOUR + 1_000;
    }
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  let b: { app: FastifyInstance; database: Database; base: string };
  beforeAll(async () => {
    const other = await openDatabase({ kind: 'postgres', url: database.url ?? '' });
    const config = testConfig();
    const appB = await buildApp({ config, database: other });
    await appB.listen({ port: 0, host: '127.0.0.1' });
    const address = appB.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    b = { app: appB, database: other, base: `http://127.0.0.1:${port}` };
  });
  afterAll(async () => {
    await b.app.close();
    await b.database.close();
  });

  it('a change committed on one reaches the streams on the other, a ticket from one opens a stream on the other', async () => {
    const user = await member();
    const ticket = await ticketFor(await user.token());
    const onB = await openSse(`${b.base}/api/events?ticket=${ticket}`);
    streams.push(onB);
    expect(onB.status, onB.body).toBe(200);
    await vi.waitFor(() => expect(onB.events.length).toBeGreaterThan(0));
    // written without the local wake-up: only the NOTIFY at commit tells instance B
    const id = await database.db.transaction((tx) =>
      services.events.record(tx, eventOf('team', 'from-a', 3)),
    );
    await vi.waitFor(() => expect(onB.changes().map((e) => e.id)).toEqual([String(id)]));
    onB.close();
  });
});

afterAll(() => {
  for (const stream of streams) stream.close();
});
