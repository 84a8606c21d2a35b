-- CreateTable
CREATE TABLE "Consent" (
    "id" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "textVersion" TEXT,
    "channel" TEXT,
    "evidence" TEXT,
    "source" TEXT NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Consent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Consent_loanId_recordedAt_idx" ON "Consent"("loanId", "recordedAt");

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

