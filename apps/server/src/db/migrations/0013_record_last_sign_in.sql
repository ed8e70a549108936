ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that existed before: a registration signed them in when they were created.
UPDATE "users" SET "last_sign_in_at" = "created_at";
