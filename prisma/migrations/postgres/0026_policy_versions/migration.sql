-- CreateTable
CREATE TABLE "PolicyVersion" (
    "id" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "release" TEXT NOT NULL,
    "rules" TEXT NOT NULL,
    "basedOn" TEXT NOT NULL,
    "publishedById" TEXT NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PolicyVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PolicyVersion_version_key" ON "PolicyVersion"("version");

-- CreateIndex
CREATE INDEX "PolicyVersion_release_publishedAt_idx" ON "PolicyVersion"("release", "publishedAt");

-- CreateIndex
CREATE INDEX "PolicyEvaluation_createdAt_id_idx" ON "PolicyEvaluation"("createdAt", "id");

