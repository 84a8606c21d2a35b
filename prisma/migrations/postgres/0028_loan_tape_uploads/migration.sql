-- CreateTable
CREATE TABLE "LoanTapeUpload" (
    "id" TEXT NOT NULL,
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
    "leaseUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "LoanTapeUpload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanTapeRow" (
    "id" TEXT NOT NULL,
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
    "processedAt" TIMESTAMP(3),

    CONSTRAINT "LoanTapeRow_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LoanTapeUpload_partnerId_id_idx" ON "LoanTapeUpload"("partnerId", "id");

-- CreateIndex
CREATE INDEX "LoanTapeUpload_status_id_idx" ON "LoanTapeUpload"("status", "id");

-- CreateIndex
CREATE INDEX "LoanTapeRow_uploadId_outcome_rowNumber_idx" ON "LoanTapeRow"("uploadId", "outcome", "rowNumber");

-- CreateIndex
CREATE UNIQUE INDEX "LoanTapeRow_uploadId_rowNumber_key" ON "LoanTapeRow"("uploadId", "rowNumber");

-- AddForeignKey
ALTER TABLE "LoanTapeRow" ADD CONSTRAINT "LoanTapeRow_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "LoanTapeUpload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

