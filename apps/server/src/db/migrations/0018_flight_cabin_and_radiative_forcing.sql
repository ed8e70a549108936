CREATE TABLE "flight_factors" (
	"mode" text NOT NULL,
	"cabin_class" text NOT NULL,
	"radiative_forcing" boolean NOT NULL,
	"kg_co2e_per_pkm" numeric(12, 6) NOT NULL,
	"variant" text NOT NULL,
	"source_id" text NOT NULL,
	CONSTRAINT "flight_factors_mode_cabin_class_radiative_forcing_pk" PRIMARY KEY("mode","cabin_class","radiative_forcing")
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "cabin_class" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "radiative_forcing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_factors" ADD CONSTRAINT "flight_factors_mode_emission_factors_mode_fk" FOREIGN KEY ("mode") REFERENCES "public"."emission_factors"("mode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Short- and long-haul flights recorded before: their footprint counted the economy factor.
UPDATE "trips" SET "cabin_class" = 'economy' WHERE "mode" IN ('flight_short_haul', 'flight_long_haul');
