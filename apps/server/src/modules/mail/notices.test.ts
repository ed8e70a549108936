import type { AddressInfo } from 'node:net';
import { API, mailPreferencesResponseSchema, mailResponseSchema } from '@keeling/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type TestUser, userWithRole } from '../blog/testing';
import { createMailNotices } from './notices';

// Issue 35, optional mail out: a real SMTP listener on a loopback port, started here; no mail
// leaves the machine. The first delivery of each message is refused (451) to prove the retry.
interface Received {
  to: string[];
  data: string;
}
const received: Received[] = [];
let refusals = 0;
let waiters: (() => void)[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const data = Buffer.concat(chunks).toString('utf8');
      const to = session.envelope.rcptTo.map((r) => r.address);
      if (refusals < 1 && to.includes(firstRefused)) {
        refusals++;
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      received.push({ to, data });
      for (const wake of waiters) wake();
      waiters = [];
      callback();
    });
  },
});
let firstRefused = '';
/** The message as its reader sees it: quoted-printable decoded. */
const decoded = (data: string) =>
  data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise<void>((resolve) => waiters.push(resolve));
};

let t: TestApp;
let sender: TestUser;
let optedIn: TestUser;
let quiet: TestUser;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await buildTestApp({
    smtp: {
      url: `smtp://127.0.0.1:${port}`,
      from: 'Keeling <no-reply@keeling.test>',
      appUrl: 'https://keeling.test',
      retryDelaysMs: [0, 0],
    },
  });
  sender = await userWithRole(t, 'editor');
  optedIn = await userWithRole(t, 'viewer');
  quiet = await userWithRole(t, 'viewer');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const call = (user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, payload });

describe('e-mail notices of new mail', () => {
  it('are off until a person asks for them, and the server says it can send them', async () => {
    const before = await call(optedIn, 'GET', API.mail.preferences);
    expect(mailPreferencesResponseSchema.parse(before.json())).toEqual({
      emailNotices: false,
      emailAvailable: true,
    });
    const after = await call(optedIn, 'PUT', API.mail.preferences, { emailNotices: true });
    expect(after.json()).toEqual({ emailNotices: true, emailAvailable: true });
  });

  it('reach only who asked, with a link and never the subject or body, retried after a refusal', async () => {
    const email = (
      await t.database.db.query.users.findFirst({
        where: (u, { eq }) => eq(u.id, optedIn.id),
      })
    )?.email;
    if (!email) throw new Error('no email');
    firstRefused = email;
    const res = await call(sender, 'POST', API.mail.send, {
      to: [optedIn.id, quiet.id],
      subject: 'Secret flask numbers',
      body: '<p>The confidential reading is 427.1 ppm.</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = mailResponseSchema.parse(res.json()).mail;
    await until(() => received.length > 0);
    await t.services.mail.noticesIdle();
    expect(refusals).toBe(1);
    expect(received).toHaveLength(1);
    const [notice] = received;
    expect(notice?.to).toEqual([email]);
    const text = decoded(notice?.data ?? '');
    expect(text).toContain(`https://keeling.test/dashboard/mail?mail=${mail.id}`);
    expect(text).not.toContain('Secret flask');
    expect(text).not.toContain('427.1');
  });
});

describe('a failing SMTP server', () => {
  it('never fails nor delays the in-app delivery', async () => {
    let failures = 0;
    const notices = createMailNotices({
      db: t.database.db,
      smtp: {
        url: 'smtp://127.0.0.1:1',
        from: 'k@keeling.test',
        appUrl: 'https://keeling.test',
        retryDelaysMs: [0],
      },
      appName: 'Keeling',
      logError: () => {
        failures++;
      },
    });
    const { createMailService } = await import('./service');
    const mail = createMailService({ db: t.database.db, events: t.services.events, notices });
    const me = { id: sender.id, role: 'editor' as const, displayName: 'Sender' };
    const sent = await mail.send(
      { to: [optedIn.id], cc: [], roles: [], subject: 'Still here', body: '', attachments: [] },
      me,
    );
    expect(sent.subject).toBe('Still here');
    await notices.idle();
    expect(failures).toBe(1);
  });
});
