-- CreateIndex
CREATE INDEX "Comment_changeRequestId_status_idx" ON "Comment"("changeRequestId", "status");
