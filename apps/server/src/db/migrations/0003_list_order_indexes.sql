DROP INDEX "articles_status_published_at_idx";--> statement-breakpoint
DROP INDEX "articles_published_at_idx";--> statement-breakpoint
DROP INDEX "articles_total_views_idx";--> statement-breakpoint
CREATE INDEX "articles_status_published_at_idx" ON "articles" USING btree ("status","published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_total_views_idx" ON "articles" USING btree ("total_views" DESC NULLS LAST,"published_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);