-- CreateTable
CREATE TABLE "Consent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "loanId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "at" DATETIME NOT NULL,
    "textVersion" TEXT,
    "channel" TEXT,
    "evidence" TEXT,
    "source" TEXT NOT NULL,
    "recordedAt" DATETIME NOT NULL,
    CONSTRAINT "Consent_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Consent_loanId_recordedAt_idx" ON "Consent"("loanId", "recordedAt");

