import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { blogClient, type TestUser, userWithRole } from './testing';

let t: TestApp;
let editor: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
});
afterAll(() => t.close());

describe('generated slugs under concurrency', () => {
  it('gives 30 concurrent creates of one title 30 distinct slugs, never a 409', async () => {
    const client = blogClient(t, editor);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        client.post('/api/blog/update_insert_article', { title: 'Same title, no slug' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const slugs = answers.map((a) => a.json().article.slug as string);
    expect(new Set(slugs).size).toBe(30);
    for (const slug of slugs) expect(slug).toMatch(/^same-title-no-slug(-[a-z0-9]+)?$/);
  });
});
