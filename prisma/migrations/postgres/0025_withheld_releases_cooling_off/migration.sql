-- AlterTable
ALTER TABLE "Loan" ADD COLUMN     "exitedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "WithheldRelease" (
    "id" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "dueOn" TEXT NOT NULL,
    "amount" DOUBLE PRECISION NOT NULL,
    "releasedAt" TIMESTAMP(3),
    "transactionId" TEXT,
    "releasedBy" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "alertedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WithheldRelease_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoolingOffExit" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "requestedAt" TIMESTAMP(3) NOT NULL,
    "days" INTEGER NOT NULL,
    "apr" DOUBLE PRECISION NOT NULL,
    "principal" DOUBLE PRECISION NOT NULL,
    "interest" DOUBLE PRECISION NOT NULL,
    "amountDue" DOUBLE PRECISION NOT NULL,
    "payBy" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3),
    "receivedAmount" DOUBLE PRECISION,
    "transactionId" TEXT,
    "completedAt" TIMESTAMP(3),
    "completedBy" TEXT,
    "lapsedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CoolingOffExit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WithheldRelease_alertedAt_dueOn_idx" ON "WithheldRelease"("alertedAt", "dueOn");

-- CreateIndex
CREATE UNIQUE INDEX "WithheldRelease_loanId_position_key" ON "WithheldRelease"("loanId", "position");

-- CreateIndex
CREATE INDEX "CoolingOffExit_state_payBy_idx" ON "CoolingOffExit"("state", "payBy");

-- AddForeignKey
ALTER TABLE "WithheldRelease" ADD CONSTRAINT "WithheldRelease_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoolingOffExit" ADD CONSTRAINT "CoolingOffExit_id_fkey" FOREIGN KEY ("id") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

