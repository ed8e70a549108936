// Route × role: every operation of the OpenAPI document, called by an anonymous client, a
// viewer, an editor and an admin. The table says who may pass each route's guard; a route that
// is not in the table (a new one) fails the test until its line is written.
import { randomUUID } from 'node:crypto';
import type { Role } from '@keeling/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, nextIp, type TestApp } from './helper';
import { type Operation, operationsOf, requestFor } from './openapi-operations';
import { freshToken, type RoleUsers, roleUsers } from './role-users';

/**
 * Who passes the guard: anyone, any signed-in user, editors and admins, admins only; or only
 * the holder of a single-use ticket (the event stream): a bearer token of any role is refused.
 */
type Access = 'public' | 'user' | 'editor' | 'admin' | 'ticket';

const ROUTES: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'GET /api/auth/me': 'user',
  'GET /api/auth/demo-account': 'public',
  'GET /api/blog/articles': 'user',
  'GET /api/blog/article': 'user',
  'DELETE /api/blog/article': 'editor',
  'POST /api/blog/update_insert_article': 'editor',
  'POST /api/blog/articles/bulk': 'editor',
  'GET /api/blog/article/revisions': 'editor',
  'POST /api/blog/article/revisions/restore': 'editor',
  'GET /api/post/list': 'user',
  'GET /api/post/details': 'user',
  'GET /api/post/latest': 'user',
  'GET /api/post/search': 'user',
  'GET /api/product/list': 'user',
  'GET /api/product/details': 'user',
  'GET /api/product/search': 'user',
  'POST /api/products': 'editor',
  'PUT /api/products/{id}': 'editor',
  'DELETE /api/products/{id}': 'editor',
  'GET /api/retirements': 'user',
  'POST /api/retirements': 'editor',
  'DELETE /api/retirements/{id}': 'editor',
  'GET /api/mail/labels': 'user',
  'GET /api/mail/list': 'user',
  'GET /api/mail/details': 'user',
  'POST /api/mail/send': 'user',
  'POST /api/mail/update': 'user',
  'GET /api/mail/contacts': 'user',
  'GET /api/mail/drafts/{id}': 'user',
  'POST /api/mail/drafts': 'user',
  'PUT /api/mail/drafts/{id}': 'user',
  'DELETE /api/mail/drafts/{id}': 'user',
  'POST /api/mail/team-labels': 'admin',
  'DELETE /api/mail/team-labels/{id}': 'admin',
  'POST /api/mail/attachments': 'user',
  'GET /api/mail/preferences': 'user',
  'PUT /api/mail/preferences': 'user',
  'POST /api/uploads': 'editor',
  'GET /uploads/{name}': 'public',
  'GET /api/datasets': 'user',
  'POST /api/datasets': 'editor',
  'POST /api/datasets/inspect': 'editor',
  'POST /api/datasets/inspect-url': 'editor',
  'GET /api/dataset-imports/{id}': 'user',
  'GET /api/datasets/{id}': 'user',
  'PATCH /api/datasets/{id}': 'editor',
  'DELETE /api/datasets/{id}': 'editor',
  'POST /api/datasets/{id}/refresh': 'editor',
  'PUT /api/datasets/{id}/schedule': 'editor',
  'GET /api/datasets/{id}/rows': 'user',
  'GET /api/datasets/{id}/values': 'user',
  'GET /api/datasets/{id}/dependents': 'user',
  'GET /api/datasets/{id}/versions': 'user',
  'POST /api/datasets/{id}/versions': 'editor',
  'GET /api/datasets/{id}/versions/{version}/changes': 'user',
  'POST /api/datasets/{id}/versions/{version}/restore': 'editor',
  'GET /api/datasets/{id}/versions/{version}/rejected': 'user',
  'PUT /api/datasets/{id}/columns': 'editor',
  'GET /api/datasets/{id}/annotations': 'user',
  'POST /api/datasets/{id}/annotations': 'editor',
  'DELETE /api/datasets/{id}/annotations/{annotationId}': 'editor',
  'POST /api/dataset-staging/{stagingId}/quality': 'editor',
  'POST /api/dataset-staging/{stagingId}/rejected': 'editor',
  'GET /api/charts': 'user',
  'POST /api/charts': 'editor',
  'POST /api/charts/preview': 'user',
  'GET /api/charts/{id}': 'user',
  'PUT /api/charts/{id}': 'editor',
  'DELETE /api/charts/{id}': 'editor',
  'GET /api/charts/{id}/data': 'user',
  'GET /api/charts/{id}/csv': 'user',
  'GET /api/dashboards': 'user',
  'POST /api/dashboards': 'editor',
  'GET /api/dashboards/by-slug/{slug}': 'user',
  'PUT /api/dashboards/{id}': 'editor',
  'DELETE /api/dashboards/{id}': 'editor',
  'GET /api/dashboard/co2': 'user',
  'GET /api/dashboard/co2/sources': 'editor',
  'PUT /api/dashboard/co2/sources': 'editor',
  'GET /api/account/settings': 'user',
  'PUT /api/account/settings': 'user',
  'GET /api/account/profile': 'user',
  'PATCH /api/account/profile': 'user',
  'POST /api/account/password': 'user',
  'POST /api/account/sign-out-everywhere': 'user',
  'POST /api/account/photo': 'user',
  'GET /api/travel/emission-factors': 'user',
  'GET /api/travel/airports': 'user',
  'GET /api/travel/trips': 'user',
  'POST /api/travel/trips': 'user',
  'GET /api/travel/trips/{id}': 'user',
  'PUT /api/travel/trips/{id}': 'user',
  'DELETE /api/travel/trips/{id}': 'user',
  'GET /api/users': 'admin',
  'POST /api/users': 'admin',
  'GET /api/users/counts': 'admin',
  'GET /api/users/{id}': 'admin',
  'PATCH /api/users/{id}': 'admin',
  'DELETE /api/users/{id}': 'admin',
  'POST /api/events/ticket': 'user',
  'GET /api/events': 'ticket',
  'GET /api/kanban': 'user',
  'POST /api/kanban/boards': 'editor',
  'GET /api/kanban/boards/{id}': 'user',
  'GET /api/kanban/boards/{id}/archived': 'user',
  'GET /api/kanban/people': 'user',
  'GET /api/items': 'user',
  'GET /api/items/{type}/{id}': 'user',
  'GET /api/kanban/my-cards': 'user',
  'PATCH /api/kanban/boards/{id}': 'editor',
  'DELETE /api/kanban/boards/{id}': 'editor',
  'POST /api/kanban/boards/{id}/columns': 'editor',
  'PATCH /api/kanban/columns/{id}': 'editor',
  'POST /api/kanban/columns/{id}/move': 'editor',
  'DELETE /api/kanban/columns/{id}': 'editor',
  'POST /api/kanban/columns/{id}/cards': 'editor',
  'PATCH /api/kanban/cards/{id}': 'editor',
  'POST /api/kanban/cards/{id}/move': 'editor',
  'DELETE /api/kanban/cards/{id}': 'editor',
  'GET /api/public-links': 'editor',
  'POST /api/public-links': 'editor',
  'DELETE /api/public-links/{id}': 'editor',
  'GET /api/public/{token}': 'public',
  'GET /api/public/{token}/charts/{chartId}/data': 'public',
  'GET /api/public/{token}/charts/{chartId}/csv': 'public',
  'GET /api/public/{token}/co2': 'public',
  'POST /api/public/{token}/preview': 'public',
  'GET /api/kanban/cards/{id}/comments': 'user',
  'POST /api/kanban/cards/{id}/comments': 'user',
  'GET /api/calendar/calendars': 'user',
  'POST /api/calendar/calendars': 'editor',
  'PATCH /api/calendar/calendars/{id}': 'user',
  'DELETE /api/calendar/calendars/{id}': 'user',
  'GET /api/calendar/occurrences': 'user',
  'GET /api/calendar/overlays': 'user',
  'GET /api/calendar/members': 'user',
  'POST /api/calendar/events': 'user',
  'GET /api/calendar/events/{id}': 'user',
  'PATCH /api/calendar/events/{id}': 'user',
  'DELETE /api/calendar/events/{id}': 'user',
  'PUT /api/calendar/events/{id}/answer': 'user',
  'GET /api/calendar/calendars/{id}/ics': 'user',
  'POST /api/calendar/calendars/{id}/import': 'user',
  'POST /api/calendar/calendars/{id}/feed': 'user',
  'DELETE /api/calendar/calendars/{id}/feed': 'user',
  'GET /api/calendar/feed/{token}': 'public',
  'GET /api/chat/people': 'user',
  'GET /api/chat/search': 'user',
  'GET /api/chat/conversations': 'user',
  'POST /api/chat/conversations': 'user',
  'GET /api/chat/conversations/{id}': 'user',
  'PATCH /api/chat/conversations/{id}': 'user',
  'POST /api/chat/conversations/{id}/members': 'user',
  'DELETE /api/chat/conversations/{id}/members/{userId}': 'user',
  'GET /api/chat/conversations/{id}/messages': 'user',
  'POST /api/chat/conversations/{id}/messages': 'user',
  'PATCH /api/chat/messages/{id}': 'user',
  'DELETE /api/chat/messages/{id}': 'user',
  'POST /api/chat/conversations/{id}/read': 'user',
  'POST /api/chat/attachments': 'user',
  'POST /api/chat/conversations/{id}/typing': 'user',
  'GET /api/chat/presence': 'user',
  'PUT /api/chat/presence': 'user',
};

const RANK: Record<Exclude<Access, 'ticket'>, number> = { public: 0, user: 1, editor: 2, admin: 3 };
const ROLE_RANK: Record<Role | 'anonymous', number> = {
  anonymous: 0,
  viewer: 1,
  editor: 2,
  admin: 3,
};

/** What a caller gets at a route's guard: through it (any status but 401/403), 401 or 403. */
function expected(access: Access, caller: Role | 'anonymous'): 'through' | 401 | 403 {
  if (access === 'ticket') return 401;
  if (ROLE_RANK[caller] >= RANK[access]) return 'through';
  return caller === 'anonymous' ? 401 : 403;
}

let t: TestApp;
let users: RoleUsers;
let operations: Operation[];
beforeAll(async () => {
  t = await buildTestApp();
  users = await roleUsers(t);
  operations = operationsOf(t.app.swagger());
});
afterAll(() => t.close());

describe('route × role', () => {
  it('has a line for every operation of the OpenAPI document, and none for a gone one', () => {
    const documented = operations.map((op) => op.key).sort();
    expect(Object.keys(ROUTES).sort()).toEqual(documented);
  });

  it('lets through exactly the roles of the table, and answers no 5xx', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const access = ROUTES[op.key];
      if (!access) continue;
      for (const caller of ['anonymous', 'viewer', 'editor', 'admin'] as const) {
        const token = caller === 'anonymous' ? null : await freshToken(t, users[caller]);
        const request = requestFor(op, { id: randomUUID() });
        const res = await t.app.inject({
          ...request,
          // a ticket route, with a ticket that is not one: the bearer token must not pass
          url: access === 'ticket' ? `${request.url}?ticket=not-a-ticket` : request.url,
          remoteAddress: nextIp(),
          headers: {
            ...requestFor(op).headers,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
        const want = expected(access, caller);
        const got = res.statusCode;
        const ok = got < 500 && (want === 'through' ? got !== 401 && got !== 403 : got === want);
        if (!ok)
          failures.push(
            `${op.key} as ${caller}: ${got}, expected ${want} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
