-- CreateTable
CREATE TABLE "PolicyEvaluation" (
    "id" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "inputs" TEXT NOT NULL,
    "derived" TEXT NOT NULL,
    "rules" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "exposureEvaluated" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PolicyEvaluation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PolicyEvaluation_loanId_createdAt_idx" ON "PolicyEvaluation"("loanId", "createdAt");

-- AddForeignKey
ALTER TABLE "PolicyEvaluation" ADD CONSTRAINT "PolicyEvaluation_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

