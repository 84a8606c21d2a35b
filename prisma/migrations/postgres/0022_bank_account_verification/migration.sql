-- CreateTable
CREATE TABLE "BankAccountVerification" (
    "id" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "acNumberMasked" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "accountHash" TEXT NOT NULL,
    "nameAtBank" TEXT,
    "nameMatchScore" INTEGER,
    "reason" TEXT,
    "method" TEXT NOT NULL,
    "verifiedAt" TIMESTAMP(3),
    "actor" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankAccountVerification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BankAccountVerification_loanId_id_idx" ON "BankAccountVerification"("loanId", "id");

-- AddForeignKey
ALTER TABLE "BankAccountVerification" ADD CONSTRAINT "BankAccountVerification_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

