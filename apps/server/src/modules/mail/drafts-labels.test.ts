import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API,
  apiPath,
  MAIL_ERROR_CODES,
  mailDetailsResponseSchema,
  mailDraftResponseSchema,
  mailLabelsResponseSchema,
  mailListResponseSchema,
  mailResponseSchema,
  mailTeamLabelResponseSchema,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { gradientPng } from '../../seed/png';
import { type TestUser, userWithRole } from '../blog/testing';

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let viewer: TestUser;
const uploadDir = mkdtempSync(path.join(tmpdir(), 'keeling-mail-'));

beforeAll(async () => {
  t = await buildTestApp({ uploadDir });
  admin = await userWithRole(t, 'admin');
  editor = await userWithRole(t, 'editor');
  viewer = await userWithRole(t, 'viewer');
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: user.headers, payload });
const ok = async <T>(
  res: Awaited<ReturnType<typeof call>>,
  schema: { parse: (v: unknown) => T },
) => {
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
};
const list = async (user: TestUser, query: string) =>
  ok(await call(user, 'GET', `${API.mail.list}?${query}`), mailListResponseSchema);
const labels = async (user: TestUser) =>
  ok(await call(user, 'GET', API.mail.labels), mailLabelsResponseSchema);

describe('drafts', () => {
  it('are saved as written, listed in the drafts box, resumed, and removed when sent', async () => {
    const started = await ok(
      await call(viewer, 'POST', API.mail.drafts, { subject: 'Half a thought' }),
      mailDraftResponseSchema,
    );
    expect(started.draft).toMatchObject({ subject: 'Half a thought', to: [], version: 1 });
    const saved = await ok(
      await call(viewer, 'PUT', apiPath(API.mail.draft, { id: started.draft.id }), {
        to: [editor.id],
        subject: 'Flask log',
        body: '<p>The <em>second</em> flask</p><img src=x onerror=alert(1)>',
        version: 1,
      }),
      mailDraftResponseSchema,
    );
    expect(saved.draft.version).toBe(2);
    // sanitised as the blog's and a sent mail's bodies are
    expect(saved.draft.body).toBe('<p>The <em>second</em> flask</p>');

    // a save from a tab that read version 1 does not overwrite version 2
    expectError(
      await call(viewer, 'PUT', apiPath(API.mail.draft, { id: started.draft.id }), {
        subject: 'Stale',
        version: 1,
      }),
      409,
      MAIL_ERROR_CODES.draftConflict,
    );

    const box = await list(viewer, 'labelId=drafts');
    expect(box.mails.map((m) => [m.subject, m.excerpt, m.isDraft])).toEqual([
      ['Flask log', 'The second flask', true],
    ]);
    expect((await labels(viewer)).labels.find((l) => l.id === 'drafts')?.total).toBe(1);

    // another person neither reads, saves, nor sends it
    for (const [method, url] of [
      ['GET', apiPath(API.mail.draft, { id: started.draft.id })],
      ['DELETE', apiPath(API.mail.draft, { id: started.draft.id })],
    ] as const)
      expectError(await call(admin, method, url), 404, MAIL_ERROR_CODES.draftNotFound);
    expectError(
      await call(admin, 'POST', API.mail.send, {
        to: [admin.id],
        subject: 'Not mine',
        body: '',
        draftId: started.draft.id,
      }),
      404,
      MAIL_ERROR_CODES.draftNotFound,
    );

    const resumed = await ok(
      await call(viewer, 'GET', apiPath(API.mail.draft, { id: started.draft.id })),
      mailDraftResponseSchema,
    );
    const sent = await ok(
      await call(viewer, 'POST', API.mail.send, {
        to: resumed.draft.to,
        subject: resumed.draft.subject,
        body: resumed.draft.body,
        draftId: resumed.draft.id,
      }),
      mailResponseSchema,
    );
    expect(sent.mail.subject).toBe('Flask log');
    expect((await list(viewer, 'labelId=drafts')).total).toBe(0);
    expect((await list(editor, 'labelId=inbox')).mails.map((m) => m.subject)).toEqual([
      'Flask log',
    ]);
    expectError(
      await call(viewer, 'GET', apiPath(API.mail.draft, { id: started.draft.id })),
      404,
      MAIL_ERROR_CODES.draftNotFound,
    );
  });

  it('refuses a recipient who is no active member, and discards on request', async () => {
    expectError(
      await call(viewer, 'POST', API.mail.drafts, { to: ['00000000-0000-4000-8000-000000000000'] }),
      400,
      MAIL_ERROR_CODES.unknownRecipient,
    );
    const { draft } = await ok(
      await call(viewer, 'POST', API.mail.drafts, { subject: 'Never mind' }),
      mailDraftResponseSchema,
    );
    expect(
      (await call(viewer, 'DELETE', apiPath(API.mail.draft, { id: draft.id }))).json(),
    ).toEqual({
      ok: true,
    });
    expect((await list(viewer, 'labelId=drafts')).total).toBe(0);
  });
});

describe('team labels', () => {
  let fieldwork: string;
  let mailId: string;

  it('are made by admins only, named once', async () => {
    expectError(
      await call(editor, 'POST', API.mail.teamLabels, { name: 'Fieldwork' }),
      403,
      'auth.forbidden',
    );
    const made = await ok(
      await call(admin, 'POST', API.mail.teamLabels, { name: 'Fieldwork', color: 'success' }),
      mailTeamLabelResponseSchema,
    );
    fieldwork = made.label.id;
    expectError(
      await call(admin, 'POST', API.mail.teamLabels, { name: 'fieldwork' }),
      409,
      MAIL_ERROR_CODES.teamLabelTaken,
    );
    expect((await labels(viewer)).teamLabels).toEqual([
      { id: fieldwork, name: 'Fieldwork', color: 'success', unreadCount: 0, total: 0 },
    ]);
  });

  it('each person applies to their own copy, and filters by', async () => {
    const sent = await ok(
      await call(editor, 'POST', API.mail.send, {
        to: [viewer.id, admin.id],
        subject: 'Sampling trip dates',
        body: '<p>Week 12</p>',
      }),
      mailResponseSchema,
    );
    mailId = sent.mail.id;
    const update = (user: TestUser, payload: object) =>
      call(user, 'POST', API.mail.update, { mailIds: [mailId], ...payload });
    expect((await update(viewer, { addLabelIds: [fieldwork] })).json()).toEqual({ affected: 1 });

    const mine = await list(viewer, `labelId=${fieldwork}`);
    expect(mine.mails.map((m) => [m.subject, m.labelIds])).toEqual([
      ['Sampling trip dates', [fieldwork]],
    ]);
    expect((await labels(viewer)).teamLabels[0]).toMatchObject({ total: 1, unreadCount: 1 });
    // the admin's copy of the same mail carries no label: labels are each person's own
    expect((await list(admin, `labelId=${fieldwork}`)).total).toBe(0);
    expect((await list(admin, 'labelId=inbox')).mails[0]?.labelIds).toEqual([]);

    expect((await update(viewer, { removeLabelIds: [fieldwork] })).json()).toEqual({
      affected: 1,
    });
    expect((await list(viewer, `labelId=${fieldwork}`)).total).toBe(0);
    expectError(
      await update(viewer, { addLabelIds: ['00000000-0000-4000-8000-000000000000'] }),
      404,
      MAIL_ERROR_CODES.teamLabelNotFound,
    );
  });

  it('a removed label leaves every copy', async () => {
    await call(viewer, 'POST', API.mail.update, { mailIds: [mailId], addLabelIds: [fieldwork] });
    const removed = await call(admin, 'DELETE', apiPath(API.mail.teamLabel, { id: fieldwork }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(viewer, 'labelId=inbox')).mails[0]?.labelIds).toEqual([]);
    expectError(
      await call(viewer, 'GET', `${API.mail.list}?labelId=${fieldwork}`),
      404,
      MAIL_ERROR_CODES.teamLabelNotFound,
    );
  });
});

function multipart(type: string, content: Buffer) {
  const boundary = `----keeling${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plot.png"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

describe('attachments', () => {
  it('a viewer uploads a file through the upload service and it travels with the mail', async () => {
    const { payload, ...type } = multipart('image/png', gradientPng(8, 8, [0, 0, 0], [9, 9, 9]));
    const up = await t.app.inject({
      method: 'POST',
      url: API.mail.attachments,
      payload,
      headers: { ...viewer.headers, ...type },
    });
    expect(up.statusCode, up.body).toBe(200);
    const { url } = up.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const sent = await ok(
      await call(viewer, 'POST', API.mail.send, {
        to: [editor.id],
        subject: 'The plot',
        body: '<p>Attached.</p>',
        attachments: [{ url, name: 'plot.png' }],
      }),
      mailResponseSchema,
    );
    const read = await ok(
      await call(editor, 'GET', `${API.mail.details}?mailId=${sent.mail.id}`),
      mailDetailsResponseSchema,
    );
    expect(read.mail.attachments).toEqual([{ url, name: 'plot.png' }]);
    expect(
      (await list(editor, 'labelId=inbox')).mails.find((m) => m.id === sent.mail.id),
    ).toMatchObject({ hasAttachments: true });
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);

    const svg = multipart('image/svg+xml', Buffer.from('<svg onload=alert(1)>'));
    const refused = await t.app.inject({
      method: 'POST',
      url: API.mail.attachments,
      payload: svg.payload,
      headers: { ...viewer.headers, 'content-type': svg['content-type'] },
    });
    expect(refused.statusCode).toBe(415);
    expectError(
      await call(viewer, 'POST', API.mail.send, {
        to: [editor.id],
        subject: 'Elsewhere',
        body: '',
        attachments: [{ url: 'https://example.com/x.png', name: 'x' }],
      }),
      400,
      'common.invalid_request',
    );
  });
});
