-- CreateIndex
CREATE INDEX "Loan_partnerId_status_disbursedAt_createdAt_idx" ON "Loan"("partnerId", "status", "disbursedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Loan_status_disbursedAt_createdAt_idx" ON "Loan"("status", "disbursedAt", "createdAt");
