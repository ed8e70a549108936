-- Cache invalidation is sent by the services that write (lib/cache.ts, db/cache-channel.ts), not
-- by table triggers: drop the triggers and the function of 0004_notify_writes.
DROP TRIGGER IF EXISTS "users_notify_write" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_settings_notify_write" ON "user_settings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "articles_notify_write" ON "articles";--> statement-breakpoint
DROP TRIGGER IF EXISTS "article_revisions_notify_write" ON "article_revisions";--> statement-breakpoint
DROP FUNCTION IF EXISTS "keeling_notify_write"();
