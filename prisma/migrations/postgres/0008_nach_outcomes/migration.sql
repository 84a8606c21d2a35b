-- AlterTable
ALTER TABLE "PhysicalNach" ADD COLUMN     "failureCode" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "PhysicalNach_umrn_key" ON "PhysicalNach"("umrn");

