import type { DemoAccountResponse } from '@keeling/contract';
import { type Config, PUBLIC_DEMO_PASSWORD } from '../../config';
import type { UserRow } from '../../db/schema';
import type { Cache } from '../../lib/cache';
import { verifyPassword } from './passwords';
import type { UsersRepository } from './users-repository';

type DemoAccount = DemoAccountResponse['account'];

export interface DemoAccountDeps {
  users: Pick<UsersRepository, 'findByEmail'>;
  cache: Cache;
  config: Pick<Config, 'seedAdminEmail' | 'seedAdminPassword'>;
  isDisabled: (status: UserRow['status']) => boolean;
}

/**
 * The login page's hint: the demo account's e-mail and password while it still signs in with
 * them, else null. Only the public demo password is ever shown: an operator's own
 * SEED_ADMIN_PASSWORD is a secret, and a password changed since the seed would be a wrong one.
 * The row is read under the `users` topic (any write to a user drops it); the password is checked
 * against its hash once per hash (argon2 is slow on purpose), never per request.
 */
export function createDemoAccount({ users, cache, config, isDisabled }: DemoAccountDeps) {
  const rows = cache.map<'demo', UserRow | undefined>(['users'], 1);
  let checked: { hash: string; matches: Promise<boolean> } | null = null;

  const matchesSeed = (hash: string): Promise<boolean> => {
    if (checked?.hash !== hash) {
      const matches = verifyPassword(hash, config.seedAdminPassword).catch(() => false);
      checked = { hash, matches };
    }
    return checked.matches;
  };

  return async function demoAccount(): Promise<DemoAccount> {
    if (config.seedAdminPassword !== PUBLIC_DEMO_PASSWORD) return null;
    const row = await rows.get('demo', () => users.findByEmail(config.seedAdminEmail));
    if (!row || isDisabled(row.status)) return null;
    if (!(await matchesSeed(row.passwordHash))) return null;
    return { email: row.email, password: config.seedAdminPassword };
  };
}
