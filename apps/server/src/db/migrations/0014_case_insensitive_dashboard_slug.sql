ALTER TABLE "dashboards" DROP CONSTRAINT "dashboards_slug_key";--> statement-breakpoint
-- Dashboards that raced into one slug in two cases before this index: the later ones get their id's first eight characters appended, so the index can be built.
UPDATE "dashboards" SET "slug" = "slug" || '-' || left("id"::text, 8) WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY lower("slug") ORDER BY "created_at", "id") AS "n" FROM "dashboards") AS "ranked" WHERE "n" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "dashboards_slug_lower_key" ON "dashboards" USING btree (lower("slug"));
