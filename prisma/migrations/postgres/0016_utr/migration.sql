-- CreateTable
CREATE TABLE "Utr" (
    "utr" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Utr_pkey" PRIMARY KEY ("utr")
);


-- Disbursals recorded before: each UTR held by the first disbursal that used it.
INSERT INTO "Utr" ("utr", "kind", "recordId", "createdAt")
SELECT DISTINCT ON ("transactionId") "transactionId", 'disbursal', "id", "createdAt" FROM "Disbursal"
WHERE "transactionId" IS NOT NULL
ORDER BY "transactionId", "createdAt", "id";
