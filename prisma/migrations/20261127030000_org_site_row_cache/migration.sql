-- Every instance also caches organization and site rows (access/rows.ts): what each request on a site, its
-- structure or its organization reads first. `org:<id>` tells every instance that an organization row changed
-- (its counters included, which the space and member triggers keep on it); `site:<id>` that a site row or the
-- number of its site spaces (part of the cached row) changed.
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
  ELSIF TG_TABLE_NAME = 'Tenant' THEN
    PERFORM pg_notify('docs_api_cache', 'tenant:' || row_data."id");
  ELSIF TG_TABLE_NAME = 'Organization' THEN
    PERFORM pg_notify('docs_api_cache', 'org:' || row_data."id");
  ELSIF TG_TABLE_NAME = 'Site' THEN
    PERFORM pg_notify('docs_api_cache', 'site:' || row_data."id");
  ELSIF TG_TABLE_NAME = 'SiteSpace' THEN
    PERFORM pg_notify('docs_api_cache', 'site:' || row_data."siteId");
    IF TG_OP = 'UPDATE' AND OLD."siteId" <> NEW."siteId" THEN
      PERFORM pg_notify('docs_api_cache', 'site:' || OLD."siteId");
    END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Organization_notify_cache" AFTER UPDATE OR DELETE ON "Organization" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
CREATE TRIGGER "Site_notify_cache" AFTER UPDATE OR DELETE ON "Site" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
CREATE TRIGGER "SiteSpace_notify_cache" AFTER INSERT OR DELETE OR UPDATE OF "siteId" ON "SiteSpace" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
