CREATE TABLE "data_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_generation_one_row" CHECK ("data_generation"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "data_generation" ("id", "value") VALUES (1, 0);
--> statement-breakpoint
-- Raises the generation once per transaction, at its commit (a deferred trigger): the new number
-- becomes visible with the data it stands for, and the row is locked only while committing, so two
-- writers never wait on each other through it in the middle of their work.
CREATE FUNCTION "bump_data_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('case_site.generation_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('case_site.generation_bumped', txid_current()::text, true);
    UPDATE "data_generation" SET "value" = "value" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every table of the schema but those that reads, sign-ins and background work write, and that no
-- page shows (lib/server/db/data-generation.ts lists them; a test holds the two lists equal).
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND c.relname NOT IN ('data_generation', 'app_meta', 'audit_log', 'sessions', 'rate_limits', 'captchas',
         'phone_codes', 'email_codes', 'password_reset_codes', 'oauth_states', 'outbox',
         'insight_page_views', 'insight_search_misses', 'product_search_pending', 'catalogue_import_slices')
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_generation"()', t || '_bumps_generation', t);
  END LOOP;
END
$$;
