-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "memberCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "spaceCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Space" ADD COLUMN     "changeRequestCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "changeRequestDraftCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "changeRequestOpenCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "commentCount" INTEGER NOT NULL DEFAULT 0;

-- Counters kept in the transaction of the write that changes them (hand-written below the generated part).

-- Space.commentCount: the space's own open comments (not those of its change requests).
CREATE FUNCTION "docs_api_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."spaceId" = NEW."spaceId" AND OLD."changeRequestId" IS NOT DISTINCT FROM NEW."changeRequestId" AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."changeRequestId" IS NULL AND OLD."status" = 'open' THEN
    UPDATE "Space" SET "commentCount" = "commentCount" - 1 WHERE "id" = OLD."spaceId";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."changeRequestId" IS NULL AND NEW."status" = 'open' THEN
    UPDATE "Space" SET "commentCount" = "commentCount" + 1 WHERE "id" = NEW."spaceId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Comment_count" AFTER INSERT OR DELETE OR UPDATE OF "spaceId", "changeRequestId", "status" ON "Comment"
  FOR EACH ROW EXECUTE FUNCTION "docs_api_count_comments"();

-- Space.changeRequest*Count: all, open and draft change requests of the space.
CREATE FUNCTION "docs_api_count_change_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."spaceId" = NEW."spaceId" AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "Space" SET "changeRequestCount" = "changeRequestCount" - 1,
      "changeRequestOpenCount" = "changeRequestOpenCount" - (OLD."status" = 'open')::int,
      "changeRequestDraftCount" = "changeRequestDraftCount" - (OLD."status" = 'draft')::int
    WHERE "id" = OLD."spaceId";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "Space" SET "changeRequestCount" = "changeRequestCount" + 1,
      "changeRequestOpenCount" = "changeRequestOpenCount" + (NEW."status" = 'open')::int,
      "changeRequestDraftCount" = "changeRequestDraftCount" + (NEW."status" = 'draft')::int
    WHERE "id" = NEW."spaceId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "ChangeRequest_count" AFTER INSERT OR DELETE OR UPDATE OF "spaceId", "status" ON "ChangeRequest"
  FOR EACH ROW EXECUTE FUNCTION "docs_api_count_change_requests"();

-- Organization.spaceCount: live (not soft-deleted) spaces.
CREATE FUNCTION "docs_api_count_spaces"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."organizationId" = NEW."organizationId" AND (OLD."deletedAt" IS NULL) = (NEW."deletedAt" IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."deletedAt" IS NULL THEN
    UPDATE "Organization" SET "spaceCount" = "spaceCount" - 1 WHERE "id" = OLD."organizationId";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."deletedAt" IS NULL THEN
    UPDATE "Organization" SET "spaceCount" = "spaceCount" + 1 WHERE "id" = NEW."organizationId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Space_count" AFTER INSERT OR DELETE OR UPDATE OF "organizationId", "deletedAt" ON "Space"
  FOR EACH ROW EXECUTE FUNCTION "docs_api_count_spaces"();

-- Organization.memberCount: every membership.
CREATE FUNCTION "docs_api_count_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."organizationId" = NEW."organizationId" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "Organization" SET "memberCount" = "memberCount" - 1 WHERE "id" = OLD."organizationId";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "Organization" SET "memberCount" = "memberCount" + 1 WHERE "id" = NEW."organizationId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Member_count" AFTER INSERT OR DELETE OR UPDATE OF "organizationId" ON "Member"
  FOR EACH ROW EXECUTE FUNCTION "docs_api_count_members"();

-- The counters of the rows that exist already.
UPDATE "Space" s SET
  "commentCount" = (SELECT count(*) FROM "Comment" c WHERE c."spaceId" = s."id" AND c."changeRequestId" IS NULL AND c."status" = 'open'),
  "changeRequestCount" = (SELECT count(*) FROM "ChangeRequest" r WHERE r."spaceId" = s."id"),
  "changeRequestOpenCount" = (SELECT count(*) FROM "ChangeRequest" r WHERE r."spaceId" = s."id" AND r."status" = 'open'),
  "changeRequestDraftCount" = (SELECT count(*) FROM "ChangeRequest" r WHERE r."spaceId" = s."id" AND r."status" = 'draft');
UPDATE "Organization" o SET
  "spaceCount" = (SELECT count(*) FROM "Space" s WHERE s."organizationId" = o."id" AND s."deletedAt" IS NULL),
  "memberCount" = (SELECT count(*) FROM "Member" m WHERE m."organizationId" = o."id");

-- Caches of other instances hear of changes to tokens, users, memberships and collection trees.
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
  ELSIF TG_TABLE_NAME = 'Collection' THEN
    PERFORM pg_notify('docs_api_cache', 'tree:' || row_data."organizationId");
    IF TG_OP = 'UPDATE' AND OLD."organizationId" <> NEW."organizationId" THEN
      PERFORM pg_notify('docs_api_cache', 'tree:' || OLD."organizationId");
    END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Member_notify_cache" AFTER INSERT OR UPDATE OR DELETE ON "Member" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
CREATE TRIGGER "ApiToken_notify_cache" AFTER INSERT OR UPDATE OR DELETE ON "ApiToken" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
CREATE TRIGGER "User_notify_cache" AFTER UPDATE OR DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
CREATE TRIGGER "Collection_notify_cache" AFTER INSERT OR UPDATE OR DELETE ON "Collection" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();

-- Lists walk these in order (keyset on row comparisons), and new siblings find the last position in one step.
CREATE INDEX "Space_live_createdAt_idx" ON "Space"("organizationId", "createdAt", "id") WHERE "deletedAt" IS NULL;
CREATE INDEX "Space_live_position_idx" ON "Space"("organizationId", "collectionId", "position", "id") WHERE "deletedAt" IS NULL;
