-- AlterTable
ALTER TABLE "IdempotencyRecord" ALTER COLUMN "responseStatus" DROP NOT NULL,
ALTER COLUMN "responseBody" DROP NOT NULL;

