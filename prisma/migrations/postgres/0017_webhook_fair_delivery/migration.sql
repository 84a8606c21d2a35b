-- AlterTable
ALTER TABLE "WebhookEndpoint" ADD COLUMN     "consecutiveTimeouts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pausedUntil" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "WebhookDelivery_partnerId_status_nextAttemptAt_idx" ON "WebhookDelivery"("partnerId", "status", "nextAttemptAt");

