-- AlterTable
ALTER TABLE "Loan" ADD COLUMN "maturesOn" TEXT;

-- CreateIndex
CREATE INDEX "Loan_panHash_status_maturesOn_idx" ON "Loan"("panHash", "status", "maturesOn");

