import {
  articleListResponseSchema,
  articleResponseSchema,
  COMMON_ERROR_CODES,
} from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../../test/helper';
import { blogClient, type TestUser, userWithRole } from './testing';

let t: TestApp;
let editor: TestUser;
let articleId: string;

beforeAll(async () => {
  t = await buildTestApp();
  editor = await userWithRole(t, 'editor');
  const article = await blogClient(t, editor).save({
    title: 'Editor read',
    content: '<p>body</p>',
    status: 'published',
  });
  articleId = article.id;
});
afterAll(() => t.close());

const views = async (query: string) => {
  const res = await blogClient(t, editor).get(`/api/blog/article?${query}`);
  expect(res.statusCode).toBe(200);
  return articleResponseSchema.parse(res.json()).article.totalViews;
};

describe('GET /api/blog/article?countView=', () => {
  it("countView=false (the editor's read) counts no view; the default and true do", async () => {
    const start = await views(`id=${articleId}&countView=false`);
    expect(await views(`id=${articleId}&countView=false`)).toBe(start);
    expect(await views(`id=editor-read&countView=false`)).toBe(start);
    expect(await views(`id=${articleId}`)).toBe(start + 1);
    expect(await views(`id=${articleId}&countView=true`)).toBe(start + 2);
    expect(await views(`id=${articleId}&countView=false`)).toBe(start + 2);
  });

  it('rejects anything but true or false with 400', async () => {
    for (const value of ['no', '0', 'yes', '']) {
      const res = await blogClient(t, editor).get(
        `/api/blog/article?id=${articleId}&countView=${value}`,
      );
      expectError(res, 400, COMMON_ERROR_CODES.invalidRequest, value);
    }
  });
});

describe('answers sent as cached JSON text', () => {
  it('are the JSON the response schemas describe, whatever the text contains', async () => {
    const client = blogClient(t, editor);
    const tricky = '"totalViews":0 \\" </script> \u2028 émission';
    const saved = await client.save({
      title: `Tricky ${tricky}`,
      description: tricky,
      content: `<p>${tricky}</p>`,
      status: 'published',
    });
    for (let read = 1; read <= 2; read++) {
      const res = await client.get(`/api/blog/article?id=${saved.id}`);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const { article } = articleResponseSchema.parse(res.json());
      expect(article).toEqual({ ...saved, totalViews: read });
    }
    const list = await client.get(`/api/blog/articles?search=${encodeURIComponent('tricky')}`);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const { items } = articleListResponseSchema.parse(list.json());
    expect(items.find((item) => item.id === saved.id)?.description).toBe(tricky);
  });
});
