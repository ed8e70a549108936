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
ALTER TABLE "product_vintages" ADD CONSTRAINT "product_vintages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_status_name_idx" ON "products" USING btree ("status","name");