-- Craft titles and tags, bio and phone are encrypted from now on. The server cannot encrypt in
-- SQL, so text stored in the clear until now is marked 'plain:' here: the server reads a marked
-- value as it is, and the re-encryption job it runs at start (modules/encryption) seals each one
-- for its row. The mark keeps a title that happens to look like an encrypted value from being
-- taken for one. A new account's bio is written, sealed, by the server: no clear default.
ALTER TABLE "users" ALTER COLUMN "bio" SET DEFAULT '';
--> statement-breakpoint
UPDATE "users" SET "bio" = 'plain:' || "bio" WHERE "bio" <> '';
--> statement-breakpoint
UPDATE "users" SET "phone" = 'plain:' || "phone" WHERE "phone" <> '';
--> statement-breakpoint
UPDATE "crafts" SET "title" = 'plain:' || "title";
--> statement-breakpoint
UPDATE "craft_tags" SET "tag" = 'plain:' || "tag";
