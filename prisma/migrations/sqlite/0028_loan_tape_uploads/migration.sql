-- CreateTable
CREATE TABLE "LoanTapeUpload" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "approvedCount" INTEGER NOT NULL DEFAULT 0,
    "rejectedCount" INTEGER NOT NULL DEFAULT 0,
    "alreadyBookedCount" INTEGER NOT NULL DEFAULT 0,
    "refusedCount" INTEGER NOT NULL DEFAULT 0,
    "leaseOwner" TEXT,
    "leaseUntil" DATETIME,
    "createdAt" DATETIME NOT NULL,
    "finishedAt" DATETIME
);

-- CreateTable
CREATE TABLE "LoanTapeRow" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "uploadId" TEXT NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "partnerLoanId" TEXT,
    "input" TEXT,
    "outcome" TEXT NOT NULL,
    "leadId" TEXT,
    "loanAccountNumber" TEXT,
    "status" TEXT,
    "rejectionReason" TEXT,
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "errorDetails" TEXT,
    "processedAt" DATETIME,
    CONSTRAINT "LoanTapeRow_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "LoanTapeUpload" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LoanTapeUpload_partnerId_id_idx" ON "LoanTapeUpload"("partnerId", "id");

-- CreateIndex
CREATE INDEX "LoanTapeUpload_status_id_idx" ON "LoanTapeUpload"("status", "id");

-- CreateIndex
CREATE INDEX "LoanTapeRow_uploadId_outcome_rowNumber_idx" ON "LoanTapeRow"("uploadId", "outcome", "rowNumber");

-- CreateIndex
CREATE UNIQUE INDEX "LoanTapeRow_uploadId_rowNumber_key" ON "LoanTapeRow"("uploadId", "rowNumber");

