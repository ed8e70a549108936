import type { Config } from '../../config';
import { createAuthService } from '../../modules/auth/service';
import type { Db } from '../client';
import { users } from '../schema';

export type SeedConfig = Pick<
  Config,
  'jwtSecret' | 'jwtTtlSeconds' | 'registrationRole' | 'seedAdminEmail' | 'seedAdminPassword'
>;

/** Demo data, created through the same services the API uses. */
async function seedDemoData(db: Db, config: SeedConfig): Promise<void> {
  const auth = createAuthService(db, config);
  await auth.createUser({
    email: config.seedAdminEmail,
    password: config.seedAdminPassword,
    firstName: 'Demo',
    lastName: 'Admin',
    role: 'admin',
    isVerified: true,
  });
}

/** Seeds an empty database. Returns true when it did (main.ts then prints the credentials). */
export async function seedIfEmpty(db: Db, config: SeedConfig): Promise<boolean> {
  const auth = createAuthService(db, config);
  if ((await auth.users.count()) > 0) return false;
  await seedDemoData(db, config);
  return true;
}

/** `npm run seed -- --reset`: drops the demo data of every seeded table, then seeds again. */
export async function resetDemoData(db: Db, config: SeedConfig): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users);
  });
  await seedDemoData(db, config);
}
