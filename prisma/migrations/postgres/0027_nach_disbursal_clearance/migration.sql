-- CreateTable
CREATE TABLE "NachDisbursalClearance" (
    "id" TEXT NOT NULL,
    "nachId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "clearedBy" TEXT NOT NULL,
    "clearedAt" TIMESTAMP(3) NOT NULL,
    "note" TEXT NOT NULL,

    CONSTRAINT "NachDisbursalClearance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "NachDisbursalClearance_nachId_key" ON "NachDisbursalClearance"("nachId");

-- CreateIndex
CREATE INDEX "NachDisbursalClearance_loanId_idx" ON "NachDisbursalClearance"("loanId");

-- AddForeignKey
ALTER TABLE "NachDisbursalClearance" ADD CONSTRAINT "NachDisbursalClearance_nachId_fkey" FOREIGN KEY ("nachId") REFERENCES "PhysicalNach"("id") ON DELETE CASCADE ON UPDATE CASCADE;

