-- AlterTable: NULL subscribes to every event type, so endpoints made before this keep getting everything.
ALTER TABLE "WebhookEndpoint" ADD COLUMN "eventTypes" TEXT;
