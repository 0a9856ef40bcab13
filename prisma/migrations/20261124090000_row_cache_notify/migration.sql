-- Every instance caches what reads of a space need: its row and its organization's collection tree
-- (access/rows.ts). These triggers tell every instance, through the same channel as tokens and
-- memberships, when either changes: `space:<id>` for a space row (its counters included, which other
-- triggers keep on it) and `tree:<organizationId>` for a collection of an organization.
CREATE OR REPLACE FUNCTION "docs_api_notify_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  IF TG_TABLE_NAME = 'Member' THEN
    PERFORM pg_notify('docs_api_cache', 'member:' || row_data."userId");
  ELSIF TG_TABLE_NAME = 'ApiToken' THEN
    PERFORM pg_notify('docs_api_cache', 'token:' || row_data."tokenHash");
  ELSIF TG_TABLE_NAME = 'User' THEN
    PERFORM pg_notify('docs_api_cache', 'user:' || row_data."id");
  ELSIF TG_TABLE_NAME = 'Space' THEN
    PERFORM pg_notify('docs_api_cache', 'space:' || row_data."id");
  ELSIF TG_TABLE_NAME = 'Collection' THEN
    PERFORM pg_notify('docs_api_cache', 'tree:' || row_data."organizationId");
    -- A transferred collection leaves its old organization's tree too.
    IF TG_OP = 'UPDATE' AND OLD."organizationId" <> NEW."organizationId" THEN
      PERFORM pg_notify('docs_api_cache', 'tree:' || OLD."organizationId");
    END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Space_notify_cache" AFTER UPDATE OR DELETE ON "Space" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
CREATE TRIGGER "Collection_notify_cache" AFTER INSERT OR UPDATE OR DELETE ON "Collection" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
