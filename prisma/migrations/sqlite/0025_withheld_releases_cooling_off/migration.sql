-- AlterTable
ALTER TABLE "Loan" ADD COLUMN "exitedAt" DATETIME;

-- CreateTable
CREATE TABLE "WithheldRelease" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "loanId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "dueOn" TEXT NOT NULL,
    "amount" REAL NOT NULL,
    "releasedAt" DATETIME,
    "transactionId" TEXT,
    "releasedBy" TEXT,
    "cancelledAt" DATETIME,
    "alertedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WithheldRelease_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CoolingOffExit" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "partnerId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "requestedAt" DATETIME NOT NULL,
    "days" INTEGER NOT NULL,
    "apr" REAL NOT NULL,
    "principal" REAL NOT NULL,
    "interest" REAL NOT NULL,
    "amountDue" REAL NOT NULL,
    "payBy" TEXT NOT NULL,
    "receivedAt" DATETIME,
    "receivedAmount" REAL,
    "transactionId" TEXT,
    "completedAt" DATETIME,
    "completedBy" TEXT,
    "lapsedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CoolingOffExit_id_fkey" FOREIGN KEY ("id") REFERENCES "Loan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "WithheldRelease_alertedAt_dueOn_idx" ON "WithheldRelease"("alertedAt", "dueOn");

-- CreateIndex
CREATE UNIQUE INDEX "WithheldRelease_loanId_position_key" ON "WithheldRelease"("loanId", "position");

-- CreateIndex
CREATE INDEX "CoolingOffExit_state_payBy_idx" ON "CoolingOffExit"("state", "payBy");

