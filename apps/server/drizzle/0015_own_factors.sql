CREATE TABLE "own_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"positive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "own_factors" ADD CONSTRAINT "own_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_factors_user_idx" ON "own_factors" USING btree ("user_id","position");--> statement-breakpoint
-- The insights, dashboard and reports name a person's own factors as they are now: a change to
-- them raises moods_version, as a change to their entries does (0004), so no cached answer keeps
-- an old name.
CREATE TRIGGER "own_factors_inserted" AFTER INSERT ON "own_factors"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_moods_version"();
--> statement-breakpoint
CREATE TRIGGER "own_factors_updated" AFTER UPDATE ON "own_factors"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_moods_version"();
--> statement-breakpoint
CREATE TRIGGER "own_factors_deleted" AFTER DELETE ON "own_factors"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_moods_version"();
