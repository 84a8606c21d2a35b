-- AlterTable
ALTER TABLE "ApiCredential" ADD COLUMN "previousSecretHash" TEXT;
ALTER TABLE "ApiCredential" ADD COLUMN "previousSecretExpiresAt" DATETIME;

-- AlterTable
ALTER TABLE "WebhookEndpoint" ADD COLUMN "previousSecret" TEXT;
ALTER TABLE "WebhookEndpoint" ADD COLUMN "previousSecretExpiresAt" DATETIME;

-- CreateTable
CREATE TABLE "SecurityEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "previousSecretExpiresAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SecurityEvent_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "SecurityEvent_partnerId_createdAt_idx" ON "SecurityEvent"("partnerId", "createdAt");

-- CreateIndex
CREATE INDEX "SecurityEvent_createdAt_idx" ON "SecurityEvent"("createdAt");
