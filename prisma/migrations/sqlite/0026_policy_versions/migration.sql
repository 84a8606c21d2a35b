-- CreateTable
CREATE TABLE "PolicyVersion" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "version" TEXT NOT NULL,
    "release" TEXT NOT NULL,
    "rules" TEXT NOT NULL,
    "basedOn" TEXT NOT NULL,
    "publishedById" TEXT NOT NULL,
    "publishedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "PolicyVersion_version_key" ON "PolicyVersion"("version");

-- CreateIndex
CREATE INDEX "PolicyVersion_release_publishedAt_idx" ON "PolicyVersion"("release", "publishedAt");

-- CreateIndex
CREATE INDEX "PolicyEvaluation_createdAt_id_idx" ON "PolicyEvaluation"("createdAt", "id");

