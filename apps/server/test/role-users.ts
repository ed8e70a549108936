import type { Role } from '@keeling/contract';
import type { TestApp } from './helper';
import { PASSWORD } from './helper';

export type RoleUsers = Record<Role, string>;

let counter = 0;

/** One user of each role (ids). */
export async function roleUsers(t: TestApp): Promise<RoleUsers> {
  counter++;
  const make = async (role: Role) =>
    (
      await t.services.auth.createUser({
        email: `${role}.roles${counter}@example.com`,
        password: PASSWORD,
        firstName: role,
        lastName: 'Roles',
        role,
      })
    ).id;
  return { viewer: await make('viewer'), editor: await make('editor'), admin: await make('admin') };
}

/** A token for the user's current token version (a call may have ended its other sessions). */
export async function freshToken(t: TestApp, userId: string): Promise<string> {
  const row = await t.services.auth.users.findById(userId);
  if (!row) throw new Error(`no user ${userId}`);
  return t.services.auth.tokens.sign({ userId, tokenVersion: row.tokenVersion });
}
