-- AlterTable
ALTER TABLE "Disbursal" ADD COLUMN "beneficiary" TEXT;
ALTER TABLE "Disbursal" ADD COLUMN "breakdown" TEXT;

