-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_IdempotencyRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "responseStatus" INTEGER,
    "responseBody" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_IdempotencyRecord" ("createdAt", "id", "key", "partnerId", "requestHash", "responseBody", "responseStatus", "scope") SELECT "createdAt", "id", "key", "partnerId", "requestHash", "responseBody", "responseStatus", "scope" FROM "IdempotencyRecord";
DROP TABLE "IdempotencyRecord";
ALTER TABLE "new_IdempotencyRecord" RENAME TO "IdempotencyRecord";
CREATE INDEX "IdempotencyRecord_createdAt_idx" ON "IdempotencyRecord"("createdAt");
CREATE UNIQUE INDEX "IdempotencyRecord_partnerId_scope_key_key" ON "IdempotencyRecord"("partnerId", "scope", "key");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

