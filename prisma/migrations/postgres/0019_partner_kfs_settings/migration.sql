-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "digitalLending" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "lspRecoveryAgent" BOOLEAN NOT NULL DEFAULT false;

