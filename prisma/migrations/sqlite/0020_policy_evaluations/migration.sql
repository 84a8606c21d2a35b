-- CreateTable
CREATE TABLE "PolicyEvaluation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "loanId" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "inputs" TEXT NOT NULL,
    "derived" TEXT NOT NULL,
    "rules" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "exposureEvaluated" BOOLEAN NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PolicyEvaluation_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PolicyEvaluation_loanId_createdAt_idx" ON "PolicyEvaluation"("loanId", "createdAt");

