-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "memberCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "spaceCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Space" ADD COLUMN     "changeRequestCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "changeRequestDraftCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "changeRequestOpenCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "commentCount" INTEGER NOT NULL DEFAULT 0;

-- Counters kept in the transaction of the write that changes them (hand-written below the generated part).
-- Statement-level triggers with transition tables: one UPDATE per counter row and statement, whatever
-- the number of rows the statement wrote (a bulk insert or a cascade does not update a counter per row).
-- Arguments: counter table, counter column, key column of the counted table, which counted rows count.
CREATE FUNCTION "docs_api_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := format('SELECT %I AS k, 1 AS n FROM new_rows WHERE %s', TG_ARGV[2], TG_ARGV[3]);
  ELSIF TG_OP = 'DELETE' THEN
    delta := format('SELECT %I AS k, -1 AS n FROM old_rows WHERE %s', TG_ARGV[2], TG_ARGV[3]);
  ELSE
    delta := format('SELECT %I AS k, 1 AS n FROM new_rows WHERE %s UNION ALL SELECT %I, -1 FROM old_rows WHERE %s',
      TG_ARGV[2], TG_ARGV[3], TG_ARGV[2], TG_ARGV[3]);
  END IF;
  EXECUTE format('UPDATE %I t SET %I = t.%I + d.n FROM (SELECT k, sum(n) AS n FROM (%s) x GROUP BY k HAVING sum(n) <> 0) d WHERE t."id" = d.k',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], delta);
  RETURN NULL;
END $$;

-- Space.commentCount: the space's own open comments (not those of its change requests).
CREATE TRIGGER "Comment_count_insert" AFTER INSERT ON "Comment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'commentCount', 'spaceId', '"changeRequestId" IS NULL AND "status" = ''open''');
CREATE TRIGGER "Comment_count_update" AFTER UPDATE ON "Comment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'commentCount', 'spaceId', '"changeRequestId" IS NULL AND "status" = ''open''');
CREATE TRIGGER "Comment_count_delete" AFTER DELETE ON "Comment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'commentCount', 'spaceId', '"changeRequestId" IS NULL AND "status" = ''open''');

-- Space.changeRequestCount / changeRequestOpenCount / changeRequestDraftCount.
CREATE TRIGGER "ChangeRequest_count_insert" AFTER INSERT ON "ChangeRequest" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'changeRequestCount', 'spaceId', 'true');
CREATE TRIGGER "ChangeRequest_count_update" AFTER UPDATE ON "ChangeRequest" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'changeRequestCount', 'spaceId', 'true');
CREATE TRIGGER "ChangeRequest_count_delete" AFTER DELETE ON "ChangeRequest" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'changeRequestCount', 'spaceId', 'true');
CREATE TRIGGER "ChangeRequest_open_count_insert" AFTER INSERT ON "ChangeRequest" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'changeRequestOpenCount', 'spaceId', '"status" = ''open''');
CREATE TRIGGER "ChangeRequest_open_count_update" AFTER UPDATE ON "ChangeRequest" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'changeRequestOpenCount', 'spaceId', '"status" = ''open''');
CREATE TRIGGER "ChangeRequest_open_count_delete" AFTER DELETE ON "ChangeRequest" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'changeRequestOpenCount', 'spaceId', '"status" = ''open''');
CREATE TRIGGER "ChangeRequest_draft_count_insert" AFTER INSERT ON "ChangeRequest" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'changeRequestDraftCount', 'spaceId', '"status" = ''draft''');
CREATE TRIGGER "ChangeRequest_draft_count_update" AFTER UPDATE ON "ChangeRequest" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'changeRequestDraftCount', 'spaceId', '"status" = ''draft''');
CREATE TRIGGER "ChangeRequest_draft_count_delete" AFTER DELETE ON "ChangeRequest" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Space', 'changeRequestDraftCount', 'spaceId', '"status" = ''draft''');

-- Organization.spaceCount: live (not soft-deleted) spaces.
CREATE TRIGGER "Space_count_insert" AFTER INSERT ON "Space" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Organization', 'spaceCount', 'organizationId', '"deletedAt" IS NULL');
CREATE TRIGGER "Space_count_update" AFTER UPDATE ON "Space" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Organization', 'spaceCount', 'organizationId', '"deletedAt" IS NULL');
CREATE TRIGGER "Space_count_delete" AFTER DELETE ON "Space" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Organization', 'spaceCount', 'organizationId', '"deletedAt" IS NULL');

-- Organization.memberCount: every membership.
CREATE TRIGGER "Member_count_insert" AFTER INSERT ON "Member" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Organization', 'memberCount', 'organizationId', 'true');
CREATE TRIGGER "Member_count_update" AFTER UPDATE ON "Member" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Organization', 'memberCount', 'organizationId', 'true');
CREATE TRIGGER "Member_count_delete" AFTER DELETE ON "Member" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count"('Organization', 'memberCount', 'organizationId', 'true');

-- The counters of the rows that exist already.
UPDATE "Space" s SET
  "commentCount" = (SELECT count(*) FROM "Comment" c WHERE c."spaceId" = s."id" AND c."changeRequestId" IS NULL AND c."status" = 'open'),
  "changeRequestCount" = (SELECT count(*) FROM "ChangeRequest" r WHERE r."spaceId" = s."id"),
  "changeRequestOpenCount" = (SELECT count(*) FROM "ChangeRequest" r WHERE r."spaceId" = s."id" AND r."status" = 'open'),
  "changeRequestDraftCount" = (SELECT count(*) FROM "ChangeRequest" r WHERE r."spaceId" = s."id" AND r."status" = 'draft');
UPDATE "Organization" o SET
  "spaceCount" = (SELECT count(*) FROM "Space" s WHERE s."organizationId" = o."id" AND s."deletedAt" IS NULL),
  "memberCount" = (SELECT count(*) FROM "Member" m WHERE m."organizationId" = o."id");

-- Caches of every instance hear of changes to tokens, users and memberships (services/access.ts).
CREATE FUNCTION "docs_api_notify_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Member_notify_cache" AFTER INSERT OR UPDATE OR DELETE ON "Member" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
CREATE TRIGGER "ApiToken_notify_cache" AFTER INSERT OR UPDATE OR DELETE ON "ApiToken" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
CREATE TRIGGER "User_notify_cache" AFTER UPDATE OR DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();

-- Lists walk these in order (keyset on row comparisons), and new siblings find the last position in one step.
CREATE INDEX "Space_live_createdAt_idx" ON "Space"("organizationId", "createdAt", "id") WHERE "deletedAt" IS NULL;
-- (An `IS NULL` key does not let an index return its rows in order, hence one partial index per kind of parent.)
CREATE INDEX "Space_live_top_position_idx" ON "Space"("organizationId", "position", "id") WHERE "deletedAt" IS NULL AND "collectionId" IS NULL;
CREATE INDEX "Space_live_position_idx" ON "Space"("collectionId", "position", "id") WHERE "deletedAt" IS NULL;
CREATE INDEX "Collection_top_position_idx" ON "Collection"("organizationId", "position", "id") WHERE "parentId" IS NULL;
