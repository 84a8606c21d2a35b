-- AlterTable
ALTER TABLE "PhysicalNach" ADD COLUMN     "mandate" TEXT;

