-- CreateTable
CREATE TABLE "Utr" (
    "utr" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);


-- Disbursals recorded before: each UTR held by the first disbursal that used it.
INSERT OR IGNORE INTO "Utr" ("utr", "kind", "recordId", "createdAt")
SELECT "transactionId", 'disbursal', "id", "createdAt" FROM "Disbursal"
WHERE "transactionId" IS NOT NULL
ORDER BY "createdAt", "id";
