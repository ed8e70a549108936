CREATE TABLE "mail_copies" (
	"user_id" uuid NOT NULL,
	"mail_id" uuid NOT NULL,
	"box" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_starred" boolean DEFAULT false NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"trashed_at" timestamp with time zone,
	CONSTRAINT "mail_copies_user_id_mail_id_box_pk" PRIMARY KEY("user_id","mail_id","box")
);
--> statement-breakpoint
CREATE TABLE "mail_recipients" (
	"mail_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "mail_recipients_mail_id_user_id_pk" PRIMARY KEY("mail_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"reply_to_id" uuid,
	"sender_id" uuid,
	"sender_name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', subject), 'A') || setweight(to_tsvector('simple', sender_name), 'B') || setweight(to_tsvector('english', regexp_replace(body, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', ' ', 'g')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "product_vintages" (
	"product_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"tonnes_available" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "product_vintages_product_id_year_pk" PRIMARY KEY("product_id","year")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mechanism" text NOT NULL,
	"technology" text NOT NULL,
	"registry" text NOT NULL,
	"registry_project_id" text DEFAULT '' NOT NULL,
	"methodology" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"permanence_years" integer,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"example" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', methodology || ' ' || registry_project_id), 'B') || setweight(to_tsvector('english', regexp_replace(description, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', ' ', 'g')), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "mail_copies" ADD CONSTRAINT "mail_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_copies" ADD CONSTRAINT "mail_copies_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD CONSTRAINT "mail_recipients_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD CONSTRAINT "mail_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vintages" ADD CONSTRAINT "product_vintages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_copies_user_box_idx" ON "mail_copies" USING btree ("user_id","box");--> statement-breakpoint
CREATE INDEX "mails_search_idx" ON "mails" USING gin ("search");--> statement-breakpoint
CREATE INDEX "mails_thread_idx" ON "mails" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_status_name_idx" ON "products" USING btree ("status","name");