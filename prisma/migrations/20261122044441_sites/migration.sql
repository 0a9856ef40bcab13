-- CreateTable
CREATE TABLE "Site" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "visibility" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "hostname" TEXT,
    "basename" TEXT,
    "proxy" JSONB,
    "icon" JSONB,
    "adaptiveContent" BOOLEAN NOT NULL DEFAULT false,
    "agentsContext" TEXT NOT NULL,
    "adaptiveSchema" JSONB,
    "adaptiveSchemaAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Site_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SiteSectionGroup" (
    "id" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "icon" TEXT,
    "position" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteSectionGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SiteSection" (
    "id" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "groupId" TEXT,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "path" TEXT NOT NULL,
    "condition" TEXT,
    "icon" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "position" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteSection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SiteSpace" (
    "id" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "sectionId" TEXT,
    "spaceId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "condition" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "position" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteSpace_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShareLink" (
    "id" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "name" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ShareLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OpenAPISpec" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "sourceURL" TEXT NOT NULL,
    "processingState" TEXT NOT NULL,
    "lastVersionId" TEXT,
    "lastProcessedAt" TIMESTAMP(3),
    "lastProcessErrorCode" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OpenAPISpec_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OpenAPISpecVersion" (
    "id" TEXT NOT NULL,
    "specId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "contentHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OpenAPISpecVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TranslationSettings" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "languages" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TranslationSettings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Site_organizationId_createdAt_id_idx" ON "Site"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SiteSectionGroup_siteId_position_id_idx" ON "SiteSectionGroup"("siteId", "position", "id");

-- CreateIndex
CREATE INDEX "SiteSection_siteId_position_id_idx" ON "SiteSection"("siteId", "position", "id");

-- CreateIndex
CREATE INDEX "SiteSection_groupId_position_id_idx" ON "SiteSection"("groupId", "position", "id");

-- CreateIndex
CREATE INDEX "SiteSpace_siteId_position_id_idx" ON "SiteSpace"("siteId", "position", "id");

-- CreateIndex
CREATE INDEX "SiteSpace_sectionId_position_id_idx" ON "SiteSpace"("sectionId", "position", "id");

-- CreateIndex
CREATE INDEX "SiteSpace_spaceId_idx" ON "SiteSpace"("spaceId");

-- CreateIndex
CREATE UNIQUE INDEX "ShareLink_key_key" ON "ShareLink"("key");

-- CreateIndex
CREATE INDEX "ShareLink_siteId_createdAt_id_idx" ON "ShareLink"("siteId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "OpenAPISpec_organizationId_createdAt_id_idx" ON "OpenAPISpec"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "OpenAPISpec_organizationId_slug_key" ON "OpenAPISpec"("organizationId", "slug");

-- CreateIndex
CREATE INDEX "OpenAPISpecVersion_specId_createdAt_id_idx" ON "OpenAPISpecVersion"("specId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TranslationSettings_organizationId_createdAt_id_idx" ON "TranslationSettings"("organizationId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "SiteSectionGroup" ADD CONSTRAINT "SiteSectionGroup_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteSection" ADD CONSTRAINT "SiteSection_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteSection" ADD CONSTRAINT "SiteSection_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "SiteSectionGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteSpace" ADD CONSTRAINT "SiteSpace_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteSpace" ADD CONSTRAINT "SiteSpace_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "SiteSection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShareLink" ADD CONSTRAINT "ShareLink_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OpenAPISpecVersion" ADD CONSTRAINT "OpenAPISpecVersion_specId_fkey" FOREIGN KEY ("specId") REFERENCES "OpenAPISpec"("id") ON DELETE CASCADE ON UPDATE CASCADE;
