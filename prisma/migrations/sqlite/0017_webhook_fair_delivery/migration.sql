-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_WebhookEndpoint" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabledReason" TEXT,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "consecutiveTimeouts" INTEGER NOT NULL DEFAULT 0,
    "pausedUntil" DATETIME
);
INSERT INTO "new_WebhookEndpoint" ("createdAt", "deletedAt", "disabledReason", "enabled", "id", "partnerId", "secret", "updatedAt", "url") SELECT "createdAt", "deletedAt", "disabledReason", "enabled", "id", "partnerId", "secret", "updatedAt", "url" FROM "WebhookEndpoint";
DROP TABLE "WebhookEndpoint";
ALTER TABLE "new_WebhookEndpoint" RENAME TO "WebhookEndpoint";
CREATE INDEX "WebhookEndpoint_partnerId_enabled_idx" ON "WebhookEndpoint"("partnerId", "enabled");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "WebhookDelivery_partnerId_status_nextAttemptAt_idx" ON "WebhookDelivery"("partnerId", "status", "nextAttemptAt");

