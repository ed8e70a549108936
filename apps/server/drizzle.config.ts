import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @keeling/server` writes SQL migrations from src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
