-- Every committed write to an app table notifies `keeling_writes` with the table's name, so
-- each server instance drops what it cached from that table (db/write-listener.ts). A new
-- table needs its trigger too (test/notify-writes.test.ts checks every table has one).
CREATE OR REPLACE FUNCTION "keeling_notify_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('keeling_writes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "keeling_notify_write"();--> statement-breakpoint
CREATE TRIGGER "user_settings_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_settings" FOR EACH STATEMENT EXECUTE FUNCTION "keeling_notify_write"();--> statement-breakpoint
CREATE TRIGGER "articles_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "keeling_notify_write"();--> statement-breakpoint
CREATE TRIGGER "article_revisions_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_revisions" FOR EACH STATEMENT EXECUTE FUNCTION "keeling_notify_write"();
