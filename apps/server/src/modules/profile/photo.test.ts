import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { gradientPng } from '../../seed/png';
import { userWithRole } from '../blog/testing';

let t: TestApp;
const uploadDir = mkdtempSync(path.join(tmpdir(), 'keeling-photo-'));
beforeAll(async () => {
  t = await buildTestApp({ uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

function multipart(type: string, content: Buffer) {
  const boundary = `----keeling${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

describe('profile photo', () => {
  it('a viewer uploads an avatar and saves it as photoURL', async () => {
    const viewer = await userWithRole(t, 'viewer');
    const { payload, ...type } = multipart('image/png', gradientPng(8, 8, [0, 0, 0], [9, 9, 9]));
    const res = await t.app.inject({
      method: 'POST',
      url: API.account.photo,
      payload,
      headers: { ...viewer.headers, ...type },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: API.account.profile,
      headers: viewer.headers,
      payload: { photoURL: url },
    });
    expect(saved.json().user.photoURL).toBe(url);
  });

  it('refuses what is not an image (415) and anonymous uploads (401)', async () => {
    const viewer = await userWithRole(t, 'viewer');
    const { payload, ...type } = multipart('image/png', Buffer.from('<svg onload=alert(1)>'));
    const notImage = await t.app.inject({
      method: 'POST',
      url: API.account.photo,
      payload,
      headers: { ...viewer.headers, ...type },
    });
    expectError(notImage, 415, 'uploads.unsupported_type');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: API.account.photo,
      payload,
      headers: type,
    });
    expectError(anonymous, 401, 'auth.unauthorized');
  });
});
