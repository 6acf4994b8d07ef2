-- Usernames become one person's each, whatever their capitals. Earlier accounts that share a name
-- keep it in order of sign-up; each later one gets a number after it ("alex_ux 2"), the first free.
DO $$
DECLARE
  dup record;
  candidate text;
  n integer;
BEGIN
  FOR dup IN
    SELECT id, username FROM (
      SELECT id, username,
             row_number() OVER (PARTITION BY lower(username) ORDER BY created_at, id) AS rank
      FROM users
    ) ranked
    WHERE rank > 1
    ORDER BY lower(username), rank
  LOOP
    n := 2;
    LOOP
      candidate := dup.username || ' ' || n;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE users SET username = candidate WHERE id = dup.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));
