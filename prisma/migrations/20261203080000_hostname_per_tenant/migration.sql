-- An organization's hostname is unique within its tenant (the server's own world, tenantId NULL, is one tenant):
-- tenants are worlds of their own, and two runs in two tenants may give their organizations the same hostname.
-- An expression index (the Prisma schema cannot say it): NULL hostnames are not compared.
DROP INDEX "Organization_hostname_key";

CREATE UNIQUE INDEX "Organization_tenant_hostname_key" ON "Organization"(COALESCE("tenantId", ''), "hostname") WHERE "hostname" IS NOT NULL;
