CREATE TABLE "chat_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"busy" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_state_check" CHECK ("chat_presence"."state" in ('active', 'away', 'offline'))
);
--> statement-breakpoint
-- by hand: a column's type change cannot read a subquery, so the images' names move to a new
-- jsonb column as {file, name} (the stored name shown as the name)
ALTER TABLE "chat_messages" ADD COLUMN "attachments_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "chat_messages" SET "attachments_files" = (
	SELECT jsonb_agg(jsonb_build_object('file', a.f, 'name', a.f) ORDER BY a.n)
	FROM unnest("attachments") WITH ORDINALITY AS a(f, n)
) WHERE cardinality("attachments") > 0;--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "attachments";--> statement-breakpoint
ALTER TABLE "chat_messages" RENAME COLUMN "attachments_files" TO "attachments";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "item" jsonb;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;