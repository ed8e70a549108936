import {
  MAIL_ERROR_CODES,
  MAIL_EVENT_KIND,
  mailDetailsResponseSchema,
  mailLabelsResponseSchema,
  mailListResponseSchema,
  mailResponseSchema,
} from '@keeling/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let editor2: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await userWithRole(t, 'admin');
  editor = await userWithRole(t, 'editor');
  editor2 = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, payload });
const send = async (user: TestUser, payload: object) => {
  const res = await call(user, 'POST', '/api/mail/send', payload);
  expect(res.statusCode, res.body).toBe(200);
  return mailResponseSchema.parse(res.json()).mail;
};
const list = async (user: TestUser, query = '') => {
  const res = await call(user, 'GET', `/api/mail/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return mailListResponseSchema.parse(res.json());
};
const labels = async (user: TestUser) => {
  const res = await call(user, 'GET', '/api/mail/labels');
  const all = mailLabelsResponseSchema.parse(res.json()).labels;
  return Object.fromEntries(all.map((l) => [l.id, [l.unreadCount, l.total]]));
};

describe('internal mail', () => {
  let toEditors: string;

  it('a mail to a role reaches each of its members, unread, and lands in the sender’s sent box', async () => {
    const mail = await send(viewer, {
      roles: ['editor'],
      subject: 'Flask samples from Mauna Loa',
      body: '<p>The <strong>flask</strong> batch arrived.</p><script>x()</script>',
    });
    toEditors = mail.id;
    expect(mail.roles).toEqual(['editor']);
    expect(mail.to.map((p) => p.id).sort()).toEqual([editor.id, editor2.id].sort());
    expect(mail.body).toBe('<p>The <strong>flask</strong> batch arrived.</p>');
    for (const member of [editor, editor2]) {
      const inbox = await list(member);
      expect(inbox.mails.map((m) => [m.subject, m.isRead, m.sender?.id])).toEqual([
        ['Flask samples from Mauna Loa', false, viewer.id],
      ]);
      expect((await labels(member)).inbox).toEqual([1, 1]);
    }
    expect((await list(viewer, 'labelId=sent')).mails.map((m) => m.id)).toEqual([mail.id]);
    expect((await list(viewer)).total).toBe(0);
  });

  it('records one live event per recipient, in the send', async () => {
    const rows = await t.database.db.execute<{ topic: string }>(
      sql`select topic from events where kind = ${MAIL_EVENT_KIND} and entity_id = ${toEditors}`,
    );
    const topics = (rows as unknown as { rows?: { topic: string }[] }).rows ?? rows;
    expect((topics as { topic: string }[]).map((r) => r.topic).sort()).toEqual(
      [`user:${editor.id}`, `user:${editor2.id}`].sort(),
    );
  });

  it('reading marks the reader’s copy read, not the other recipient’s', async () => {
    const res = await call(editor, 'GET', `/api/mail/details?mailId=${toEditors}`);
    const details = mailDetailsResponseSchema.parse(res.json());
    expect(details.mail.isRead).toBe(true);
    expect((await labels(editor)).inbox).toEqual([0, 1]);
    expect((await labels(editor2)).inbox).toEqual([1, 1]);
  });

  it('nobody else reads it, an admin included (404, as for a mail that does not exist)', async () => {
    for (const outsider of [admin]) {
      const res = await call(outsider, 'GET', `/api/mail/details?mailId=${toEditors}`);
      expectError(res, 404, MAIL_ERROR_CODES.mailNotFound);
      expect((await list(outsider, 'search=flask')).total).toBe(0);
    }
    const reply = await call(admin, 'POST', '/api/mail/send', {
      to: [admin.id],
      subject: 'Re',
      body: '',
      replyToId: toEditors,
    });
    expectError(reply, 404, MAIL_ERROR_CODES.mailNotFound);
  });

  it('a reply joins the thread, which each holder reads oldest first', async () => {
    const reply = await send(editor, {
      to: [viewer.id],
      cc: [editor2.id],
      subject: 'Re: Flask samples from Mauna Loa',
      body: '<p>Thanks, logged.</p>',
      replyToId: toEditors,
    });
    expect(reply.threadId).toBe(toEditors);
    const res = await call(viewer, 'GET', `/api/mail/details?mailId=${reply.id}`);
    const { thread } = mailDetailsResponseSchema.parse(res.json());
    expect(thread.map((m) => m.subject)).toEqual([
      'Flask samples from Mauna Loa',
      'Re: Flask samples from Mauna Loa',
    ]);
    expect(thread[1]?.cc.map((p) => p.id)).toEqual([editor2.id]);
  });

  it('searches subject, body and sender’s name by full text within one’s own mail', async () => {
    expect((await list(editor2, 'search=logged')).mails.map((m) => m.subject)).toEqual([
      'Re: Flask samples from Mauna Loa',
    ]);
    expect((await list(editor2, 'search=viewer')).mails.map((m) => m.subject)).toEqual([
      'Flask samples from Mauna Loa',
    ]);
    expect((await list(editor2, 'search=nothingmatches')).total).toBe(0);
  });

  it('stars, marks unread and trashes in bulk on one’s own copies only', async () => {
    const ids = (await list(editor2)).mails.map((m) => m.id);
    expect(ids).toHaveLength(2);
    const update = (user: TestUser, payload: object) =>
      call(user, 'POST', '/api/mail/update', payload);
    expect((await update(editor2, { mailIds: ids, isStarred: true, isRead: true })).json()).toEqual(
      {
        affected: 2,
      },
    );
    expect((await labels(editor2)).starred).toEqual([0, 2]);
    // someone else's update touches none of editor2's copies
    expect((await update(admin, { mailIds: ids, isTrashed: true })).json()).toEqual({
      affected: 0,
    });
    await update(editor2, { mailIds: [ids[0]], isTrashed: true });
    expect((await labels(editor2)).inbox).toEqual([0, 1]);
    expect((await labels(editor2)).trash).toEqual([0, 1]);
    await update(editor2, { mailIds: [ids[0]], isTrashed: false, isRead: false });
    expect((await labels(editor2)).inbox).toEqual([1, 2]);
  });

  it('refuses an unknown recipient and a mail with none', async () => {
    const unknown = await call(viewer, 'POST', '/api/mail/send', {
      to: ['00000000-0000-4000-8000-000000000000'],
      subject: 'Hello',
      body: '',
    });
    expectError(unknown, 400, MAIL_ERROR_CODES.unknownRecipient);
    const none = await call(viewer, 'POST', '/api/mail/send', { subject: 'Hello', body: '' });
    expect(none.statusCode).toBe(400);
  });
});

describe('the trash', () => {
  it('is emptied of copies trashed more than 30 days ago', async () => {
    const { createMailService } = await import('./service');
    let now = new Date('2026-01-01T00:00:00Z');
    const mail = createMailService({
      db: t.database.db,
      events: t.services.events,
      now: () => now,
    });
    const me = { id: viewer.id, role: 'viewer' as const, displayName: 'Viewer' };
    const sent = await mail.send(
      { to: [viewer.id], cc: [], roles: [], subject: 'Old note', body: '', attachments: [] },
      me,
    );
    await mail.update({ mailIds: [sent.id], isTrashed: true }, me);
    now = new Date('2026-01-30T00:00:00Z');
    expect((await mail.list({ labelId: 'trash', page: 1, size: 20 }, me)).total).toBe(1);
    now = new Date('2026-02-01T00:00:00Z');
    expect((await mail.list({ labelId: 'trash', page: 1, size: 20 }, me)).total).toBe(0);
  });
});
