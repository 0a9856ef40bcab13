-- The counters of 20261123183319_counters_and_live_indexes, kept by one trigger function per counted table with
-- static SQL instead of the shared "docs_api_count", which built its UPDATE with format() and EXECUTEd it: that
-- statement was parsed and planned again at every write, while PL/pgSQL prepares a static statement once per
-- session. Same counters, same rules (one UPDATE per statement whatever the number of rows; no UPDATE when the
-- counts do not change, so no cache notification either), and a change request's three counters move in one
-- UPDATE instead of three.

-- Space.commentCount: the space's own open comments (not those of its change requests).
CREATE FUNCTION "docs_api_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Space" t SET "commentCount" = t."commentCount" + d.n
    FROM (SELECT "spaceId" AS k, count(*) AS n FROM new_rows WHERE "changeRequestId" IS NULL AND "status" = 'open' GROUP BY 1) d
    WHERE t."id" = d.k;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "Space" t SET "commentCount" = t."commentCount" - d.n
    FROM (SELECT "spaceId" AS k, count(*) AS n FROM old_rows WHERE "changeRequestId" IS NULL AND "status" = 'open' GROUP BY 1) d
    WHERE t."id" = d.k;
  ELSE
    UPDATE "Space" t SET "commentCount" = t."commentCount" + d.n
    FROM (SELECT k, sum(n) AS n FROM (
      SELECT "spaceId" AS k, 1 AS n FROM new_rows WHERE "changeRequestId" IS NULL AND "status" = 'open'
      UNION ALL SELECT "spaceId", -1 FROM old_rows WHERE "changeRequestId" IS NULL AND "status" = 'open') x
      GROUP BY k HAVING sum(n) <> 0) d
    WHERE t."id" = d.k;
  END IF;
  RETURN NULL;
END $$;

-- Space.changeRequestCount, changeRequestOpenCount, changeRequestDraftCount.
CREATE FUNCTION "docs_api_count_change_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Space" t SET "changeRequestCount" = t."changeRequestCount" + d.n,
      "changeRequestOpenCount" = t."changeRequestOpenCount" + d.open,
      "changeRequestDraftCount" = t."changeRequestDraftCount" + d.draft
    FROM (SELECT "spaceId" AS k, count(*) AS n, count(*) FILTER (WHERE "status" = 'open') AS open,
      count(*) FILTER (WHERE "status" = 'draft') AS draft FROM new_rows GROUP BY 1) d
    WHERE t."id" = d.k;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "Space" t SET "changeRequestCount" = t."changeRequestCount" - d.n,
      "changeRequestOpenCount" = t."changeRequestOpenCount" - d.open,
      "changeRequestDraftCount" = t."changeRequestDraftCount" - d.draft
    FROM (SELECT "spaceId" AS k, count(*) AS n, count(*) FILTER (WHERE "status" = 'open') AS open,
      count(*) FILTER (WHERE "status" = 'draft') AS draft FROM old_rows GROUP BY 1) d
    WHERE t."id" = d.k;
  ELSE
    UPDATE "Space" t SET "changeRequestCount" = t."changeRequestCount" + d.n,
      "changeRequestOpenCount" = t."changeRequestOpenCount" + d.open,
      "changeRequestDraftCount" = t."changeRequestDraftCount" + d.draft
    FROM (SELECT k, sum(n) AS n, sum(open) AS open, sum(draft) AS draft FROM (
      SELECT "spaceId" AS k, 1 AS n, ("status" = 'open')::int AS open, ("status" = 'draft')::int AS draft FROM new_rows
      UNION ALL SELECT "spaceId", -1, -("status" = 'open')::int, -("status" = 'draft')::int FROM old_rows) x
      GROUP BY k HAVING sum(n) <> 0 OR sum(open) <> 0 OR sum(draft) <> 0) d
    WHERE t."id" = d.k;
  END IF;
  RETURN NULL;
END $$;

-- Organization.spaceCount: live spaces.
CREATE FUNCTION "docs_api_count_spaces"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Organization" t SET "spaceCount" = t."spaceCount" + d.n
    FROM (SELECT "organizationId" AS k, count(*) AS n FROM new_rows WHERE "deletedAt" IS NULL GROUP BY 1) d
    WHERE t."id" = d.k;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "Organization" t SET "spaceCount" = t."spaceCount" - d.n
    FROM (SELECT "organizationId" AS k, count(*) AS n FROM old_rows WHERE "deletedAt" IS NULL GROUP BY 1) d
    WHERE t."id" = d.k;
  ELSE
    UPDATE "Organization" t SET "spaceCount" = t."spaceCount" + d.n
    FROM (SELECT k, sum(n) AS n FROM (
      SELECT "organizationId" AS k, 1 AS n FROM new_rows WHERE "deletedAt" IS NULL
      UNION ALL SELECT "organizationId", -1 FROM old_rows WHERE "deletedAt" IS NULL) x
      GROUP BY k HAVING sum(n) <> 0) d
    WHERE t."id" = d.k;
  END IF;
  RETURN NULL;
END $$;

-- Organization.memberCount: every member.
CREATE FUNCTION "docs_api_count_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Organization" t SET "memberCount" = t."memberCount" + d.n
    FROM (SELECT "organizationId" AS k, count(*) AS n FROM new_rows GROUP BY 1) d
    WHERE t."id" = d.k;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "Organization" t SET "memberCount" = t."memberCount" - d.n
    FROM (SELECT "organizationId" AS k, count(*) AS n FROM old_rows GROUP BY 1) d
    WHERE t."id" = d.k;
  ELSE
    UPDATE "Organization" t SET "memberCount" = t."memberCount" + d.n
    FROM (SELECT k, sum(n) AS n FROM (
      SELECT "organizationId" AS k, 1 AS n FROM new_rows UNION ALL SELECT "organizationId", -1 FROM old_rows) x
      GROUP BY k HAVING sum(n) <> 0) d
    WHERE t."id" = d.k;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER "Comment_count_insert" ON "Comment";
DROP TRIGGER "Comment_count_update" ON "Comment";
DROP TRIGGER "Comment_count_delete" ON "Comment";
DROP TRIGGER "ChangeRequest_count_insert" ON "ChangeRequest";
DROP TRIGGER "ChangeRequest_count_update" ON "ChangeRequest";
DROP TRIGGER "ChangeRequest_count_delete" ON "ChangeRequest";
DROP TRIGGER "ChangeRequest_open_count_insert" ON "ChangeRequest";
DROP TRIGGER "ChangeRequest_open_count_update" ON "ChangeRequest";
DROP TRIGGER "ChangeRequest_open_count_delete" ON "ChangeRequest";
DROP TRIGGER "ChangeRequest_draft_count_insert" ON "ChangeRequest";
DROP TRIGGER "ChangeRequest_draft_count_update" ON "ChangeRequest";
DROP TRIGGER "ChangeRequest_draft_count_delete" ON "ChangeRequest";
DROP TRIGGER "Space_count_insert" ON "Space";
DROP TRIGGER "Space_count_update" ON "Space";
DROP TRIGGER "Space_count_delete" ON "Space";
DROP TRIGGER "Member_count_insert" ON "Member";
DROP TRIGGER "Member_count_update" ON "Member";
DROP TRIGGER "Member_count_delete" ON "Member";
DROP FUNCTION "docs_api_count"();

CREATE TRIGGER "Comment_count_insert" AFTER INSERT ON "Comment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_comments"();
CREATE TRIGGER "Comment_count_update" AFTER UPDATE ON "Comment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_comments"();
CREATE TRIGGER "Comment_count_delete" AFTER DELETE ON "Comment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_comments"();
CREATE TRIGGER "ChangeRequest_count_insert" AFTER INSERT ON "ChangeRequest" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_change_requests"();
CREATE TRIGGER "ChangeRequest_count_update" AFTER UPDATE ON "ChangeRequest" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_change_requests"();
CREATE TRIGGER "ChangeRequest_count_delete" AFTER DELETE ON "ChangeRequest" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_change_requests"();
CREATE TRIGGER "Space_count_insert" AFTER INSERT ON "Space" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_spaces"();
CREATE TRIGGER "Space_count_update" AFTER UPDATE ON "Space" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_spaces"();
CREATE TRIGGER "Space_count_delete" AFTER DELETE ON "Space" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_spaces"();
CREATE TRIGGER "Member_count_insert" AFTER INSERT ON "Member" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_members"();
CREATE TRIGGER "Member_count_update" AFTER UPDATE ON "Member" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_members"();
CREATE TRIGGER "Member_count_delete" AFTER DELETE ON "Member" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "docs_api_count_members"();
