-- Every change to a person's mood entries raises their moods_version in the same statement, done by
-- the database itself: one round trip for a write, and no write path can forget it.
CREATE FUNCTION "bump_moods_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "moods_version" = "moods_version" + 1
   WHERE "id" IN (SELECT DISTINCT "user_id" FROM "changed_rows");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "mood_entries_inserted" AFTER INSERT ON "mood_entries"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_moods_version"();
--> statement-breakpoint
CREATE TRIGGER "mood_entries_updated" AFTER UPDATE ON "mood_entries"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_moods_version"();
--> statement-breakpoint
CREATE TRIGGER "mood_entries_deleted" AFTER DELETE ON "mood_entries"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_moods_version"();
