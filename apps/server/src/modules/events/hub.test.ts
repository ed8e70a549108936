// The hub's back-pressure: a stream whose client stops reading is cut once its unsent text
// passes the bound, and the other streams go on.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helper';
import type { UserRow } from '../../db/schema';
import { createEventsService, type EventsService } from './service';

let database: TestDatabase;
let events: EventsService;
beforeAll(async () => {
  database = await createTestDatabase();
  events = createEventsService({
    db: database.db,
    cache: database.cache,
    loadUser: async () => ({ status: 'active', tokenVersion: 0, role: 'viewer' }) as UserRow,
    settings: { maxBufferBytes: 2_000, checkMs: 60_000 },
  });
});
afterAll(async () => {
  events.stop();
  await database.close();
});

/** A client that reads nothing (stuck) or everything. */
function sink(reads: boolean) {
  const received: string[] = [];
  const writable = new Writable({
    decodeStrings: false,
    write(chunk, _encoding, done) {
      if (reads) {
        received.push(String(chunk));
        done();
      }
    },
  });
  return { writable, received };
}

const owner = (id: string) => ({
  id,
  role: 'viewer' as const,
  tokenVersion: 0,
  tokenExpiresAtMs: Number.MAX_SAFE_INTEGER,
});

it('cuts a stream whose client stopped reading, and goes on with the others', async () => {
  const stuck = sink(false);
  const reader = sink(true);
  await events.open(owner('00000000-0000-4000-8000-000000000001'), null, stuck.writable);
  await events.open(owner('00000000-0000-4000-8000-000000000002'), null, reader.writable);
  for (let i = 0; i < 40; i++) {
    await events.transaction((tx) =>
      events.record(tx, { topic: 'team', kind: 'test.changed', entityId: `e${i}`, version: i }),
    );
  }
  await vi.waitFor(async () => {
    await events.hub.settled();
    expect(reader.received.filter((text) => text.includes('event: change')).length).toBe(40);
  });
  expect(stuck.writable.destroyed).toBe(true);
  expect(stuck.writable.writableLength).toBeLessThan(2_000 + 200);
  expect(events.hub.count('00000000-0000-4000-8000-000000000001')).toBe(0);
  expect(events.hub.count('00000000-0000-4000-8000-000000000002')).toBe(1);
});
