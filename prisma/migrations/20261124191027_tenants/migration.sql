-- AlterTable
ALTER TABLE "User" ADD COLUMN     "tenantId" TEXT;

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "tenantId" TEXT;

-- CreateTable
CREATE TABLE "Tenant" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "seed" TEXT NOT NULL,
    "clockOffsetMs" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "Tenant_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Tenant_createdAt_id_idx" ON "Tenant"("createdAt", "id");

-- CreateIndex
CREATE INDEX "User_tenantId_idx" ON "User"("tenantId");

-- CreateIndex
CREATE INDEX "Organization_tenantId_idx" ON "Organization"("tenantId");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Organization" ADD CONSTRAINT "Organization_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every instance caches the caller of a token with its tenant's clock offset (access/callers.ts): a tenant
-- whose clock moves, or that is removed, is notified as `tenant:<id>` on the cache channel.
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
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Tenant_notify_cache" AFTER UPDATE OR DELETE ON "Tenant" FOR EACH ROW EXECUTE FUNCTION "docs_api_notify_cache"();
