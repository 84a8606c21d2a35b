-- CreateTable
CREATE TABLE "NachDisbursalClearance" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "nachId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "clearedBy" TEXT NOT NULL,
    "clearedAt" DATETIME NOT NULL,
    "note" TEXT NOT NULL,
    CONSTRAINT "NachDisbursalClearance_nachId_fkey" FOREIGN KEY ("nachId") REFERENCES "PhysicalNach" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "NachDisbursalClearance_nachId_key" ON "NachDisbursalClearance"("nachId");

-- CreateIndex
CREATE INDEX "NachDisbursalClearance_loanId_idx" ON "NachDisbursalClearance"("loanId");

