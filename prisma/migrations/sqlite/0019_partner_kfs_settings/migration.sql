-- AlterTable
-- Added in place rather than by Prisma's table redefinition: migrations run in
-- one transaction, where PRAGMA foreign_keys=OFF does nothing, so dropping
-- "Partner" would delete its API credentials by cascade.
ALTER TABLE "Partner" ADD COLUMN "digitalLending" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Partner" ADD COLUMN "lspRecoveryAgent" BOOLEAN NOT NULL DEFAULT false;
