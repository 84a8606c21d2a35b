-- AlterTable
ALTER TABLE "LoanEvent" ADD COLUMN "detail" TEXT;
