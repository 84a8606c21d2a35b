-- AlterTable
ALTER TABLE "Loan" ADD COLUMN     "nachStatus" TEXT;

-- CreateTable
CREATE TABLE "LoanNameToken" (
    "loanId" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "token" TEXT NOT NULL,

    CONSTRAINT "LoanNameToken_pkey" PRIMARY KEY ("loanId","token")
);

-- CreateIndex
CREATE INDEX "LoanNameToken_partnerId_token_loanId_idx" ON "LoanNameToken"("partnerId", "token", "loanId");

-- CreateIndex
CREATE INDEX "LoanNameToken_token_loanId_idx" ON "LoanNameToken"("token", "loanId");

-- CreateIndex
CREATE INDEX "Loan_partnerId_nachStatus_id_idx" ON "Loan"("partnerId", "nachStatus", "id");

-- CreateIndex
CREATE INDEX "Loan_nachStatus_id_idx" ON "Loan"("nachStatus", "id");

-- CreateIndex
CREATE INDEX "Loan_partnerId_loanAmount_idx" ON "Loan"("partnerId", "loanAmount");

-- CreateIndex
CREATE INDEX "Loan_loanAmount_idx" ON "Loan"("loanAmount");

-- AddForeignKey
ALTER TABLE "LoanNameToken" ADD CONSTRAINT "LoanNameToken_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each loan's latest mandate's status; the name tokens are the data step's (lib/db/migrate.ts).
UPDATE "Loan" SET "nachStatus" = (SELECT "status" FROM "PhysicalNach" WHERE "PhysicalNach"."loanId" = "Loan"."id" ORDER BY "PhysicalNach"."id" DESC LIMIT 1);
