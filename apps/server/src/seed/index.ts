import type { Config } from '../config';
import type { DbAndCache } from '../db/client';
import {
  articles,
  calendars,
  chatConversations,
  kanbanBoards,
  products,
  trips,
  users,
} from '../db/schema';
import { createAuthService } from '../modules/auth/service';
import { seedBlog } from './blog';
import { seedCalendar } from './calendar';
import { seedChat } from './chat';
import { type Co2SeedConfig, removeCo2, seedCo2 } from './co2';
import { syncEmissionFactors } from './emission-factors';
import { seedKanban } from './kanban';
import { seedProducts } from './products';
import { seedTrips } from './trips';

export type SeedConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'jwtTtlSeconds'
  | 'registrationRole'
  | 'seedAdminEmail'
  | 'seedAdminPassword'
  | 'uploadDir'
  | 's3'
> &
  Co2SeedConfig;

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
  await seedBlog(data, config, { id: admin.id, role: admin.role });
  await seedCo2(data, config, admin);
  await seedTrips(data, admin.id);
  await seedKanban(data, admin);
  await seedCalendar(data, { id: admin.id, role: 'admin' });
  await seedProducts(data, { id: admin.id, role: admin.role });
  await seedChat(data, auth, admin, { uploadDir: config.uploadDir, db: data.db, s3: config.s3 });
}

/**
 * Seeds an empty database. Returns true when it did (main.ts then prints the credentials).
 * Reference data (the emission factors) is synced on every call, empty database or not.
 */
export async function seedIfEmpty(data: DbAndCache, config: SeedConfig): Promise<boolean> {
  await syncEmissionFactors(data);
  const auth = createAuthService({ ...data, config });
  if ((await auth.users.count()) > 0) return false;
  await seedDemoData(data, config);
  return true;
}

/** `npm run seed -- --reset`: drops the demo data of every seeded table, then seeds again. */
export async function resetDemoData(data: DbAndCache, config: SeedConfig): Promise<void> {
  await data.db.transaction(async (tx) => {
    await tx.delete(articles);
    await tx.delete(trips);
    await tx.delete(kanbanBoards);
    await tx.delete(calendars);
    await tx.delete(products);
    await tx.delete(chatConversations);
    await tx.delete(users);
  });
  await data.cache.invalidate('articles', 'trips', 'users', 'products');
  await removeCo2(data, config);
  await syncEmissionFactors(data);
  await seedDemoData(data, config);
}
