-- AlterTable
-- (migrate diff wrote a copy of the whole table here; SQLite adds a NOT NULL
-- column with a constant default in place, and the result is the same table.)
ALTER TABLE "StaffUser" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 0;
