-- DropIndex
DROP INDEX "Loan_partnerId_mobileNumber_idx";

-- CreateIndex
CREATE INDEX "Loan_partnerId_mobileNumber_id_idx" ON "Loan"("partnerId", "mobileNumber", "id");

-- CreateIndex
CREATE INDEX "Loan_mobileNumber_id_idx" ON "Loan"("mobileNumber", "id");

-- CreateIndex
CREATE INDEX "Loan_status_id_idx" ON "Loan"("status", "id");

-- CreateIndex
CREATE INDEX "PhysicalNach_partnerId_id_idx" ON "PhysicalNach"("partnerId", "id");

-- CreateIndex
CREATE INDEX "PhysicalNach_status_id_idx" ON "PhysicalNach"("status", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_partnerId_id_idx" ON "WebhookDelivery"("partnerId", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_id_idx" ON "WebhookDelivery"("status", "id");

