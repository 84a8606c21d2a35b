-- AlterTable
ALTER TABLE "Disbursal" ADD COLUMN     "beneficiary" TEXT,
ADD COLUMN     "breakdown" TEXT;

