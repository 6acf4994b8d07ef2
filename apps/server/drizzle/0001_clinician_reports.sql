ALTER TABLE "share_links" ADD COLUMN "from_day" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "to_day" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "include_notes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "share_links_user_idx" ON "share_links" USING btree ("user_id");