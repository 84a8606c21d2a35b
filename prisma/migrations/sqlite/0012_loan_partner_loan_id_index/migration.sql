-- CreateIndex
CREATE INDEX "Loan_partnerLoanId_idx" ON "Loan"("partnerLoanId");

