ALTER TABLE "kanban_cards" DROP CONSTRAINT "kanban_cards_column_id_kanban_columns_id_fk";
--> statement-breakpoint
ALTER TABLE "kanban_cards" ALTER COLUMN "column_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kanban_boards" ADD COLUMN "labels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_column_id_kanban_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."kanban_columns"("id") ON DELETE set null ON UPDATE no action;