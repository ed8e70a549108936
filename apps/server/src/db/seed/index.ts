import type { Config } from '../../config';
import { createAuthService } from '../../modules/auth/service';
import type { DbAndCache } from '../client';
import { articles, users } from '../schema';
import { seedBlog } from './blog';

export type SeedConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'jwtTtlSeconds'
  | 'registrationRole'
  | 'seedAdminEmail'
  | 'seedAdminPassword'
  | 'uploadDir'
>;

/** Demo data, created through the same services the API uses. */
async function seedDemoData(data: DbAndCache, config: SeedConfig): Promise<void> {
  const auth = createAuthService({ ...data, config });
  const admin = await auth.createUser({
    email: config.seedAdminEmail,
    password: config.seedAdminPassword,
    firstName: 'Demo',
    lastName: 'Admin',
    role: 'admin',
    isVerified: true,
  });
  await seedBlog(data, config.uploadDir, { id: admin.id, role: admin.role });
}

/** Seeds an empty database. Returns true when it did (main.ts then prints the credentials). */
export async function seedIfEmpty(data: DbAndCache, config: SeedConfig): Promise<boolean> {
  const auth = createAuthService({ ...data, config });
  if ((await auth.users.count()) > 0) return false;
  await seedDemoData(data, config);
  return true;
}

/** `npm run seed -- --reset`: drops the demo data of every seeded table, then seeds again. */
export async function resetDemoData(data: DbAndCache, config: SeedConfig): Promise<void> {
  await data.db.transaction(async (tx) => {
    await tx.delete(articles);
    await tx.delete(users);
  });
  await data.cache.invalidate('articles', 'users');
  await seedDemoData(data, config);
}
