CREATE TABLE "emission_factors" (
	"mode" text PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"kg_co2e_per_pkm" numeric(12, 6) NOT NULL,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"year" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"distance_km" numeric(10, 2) NOT NULL,
	"mode" text NOT NULL,
	"passengers" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price" numeric(12, 2),
	"price_sale" numeric(12, 2),
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"guides" text[] DEFAULT '{}'::text[] NOT NULL,
	"bookers" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" numeric(2, 1),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_distance_check" CHECK ("trips"."distance_km" > 0),
	CONSTRAINT "trips_passengers_check" CHECK ("trips"."passengers" >= 1),
	CONSTRAINT "trips_dates_check" CHECK ("trips"."end_date" >= "trips"."start_date"),
	CONSTRAINT "trips_rating_check" CHECK ("trips"."rating" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_mode_emission_factors_mode_fk" FOREIGN KEY ("mode") REFERENCES "public"."emission_factors"("mode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_start_date_idx" ON "trips" USING btree ("start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trips_mode_idx" ON "trips" USING btree ("mode");