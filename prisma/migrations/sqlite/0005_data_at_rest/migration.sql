-- AlterTable
ALTER TABLE "Loan" ADD COLUMN "panHash" TEXT;

-- CreateIndex
CREATE INDEX "Loan_panHash_idx" ON "Loan"("panHash");

