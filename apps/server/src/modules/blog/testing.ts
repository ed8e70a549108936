import type { ArticleUpsertInput, Role } from '@keeling/contract';
import { PASSWORD, type TestApp } from '../../../test/helper';

let counter = 0;

/** A user with the role set in the database, and a token for it. */
export async function userWithRole(t: TestApp, role: Role) {
  counter++;
  const n = counter;
  const row = await t.services.auth.createUser({
    email: `${role}${n}@example.com`,
    password: PASSWORD,
    firstName: role,
    lastName: `User${n}`,
    role,
  });
  const token = await t.services.auth.tokens.sign({
    userId: row.id,
    tokenVersion: row.tokenVersion,
  });
  return {
    id: row.id,
    displayName: `${role} User${n}`,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

export type TestUser = Awaited<ReturnType<typeof userWithRole>>;

export function blogClient(t: Pick<TestApp, 'app'>, user?: TestUser) {
  const headers = user?.headers ?? {};
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
    /** Saves an article and answers it (throws unless 200). */
    async save(body: ArticleUpsertInput) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/blog/update_insert_article',
        headers,
        payload: body,
      });
      if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
      return res.json().article;
    },
  };
}
