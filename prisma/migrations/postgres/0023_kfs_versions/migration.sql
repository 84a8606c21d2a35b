-- CreateTable
CREATE TABLE "KfsVersion" (
    "id" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "termsHash" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "generatedAt" TIMESTAMP(3) NOT NULL,
    "validUntil" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KfsVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KfsAcceptance" (
    "id" TEXT NOT NULL,
    "kfsId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "acceptedAt" TIMESTAMP(3) NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL,
    "lang" TEXT NOT NULL,
    "evidence" TEXT NOT NULL,
    "actor" TEXT NOT NULL,

    CONSTRAINT "KfsAcceptance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KfsAcceptanceScan" (
    "id" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "KfsAcceptanceScan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanAgreement" (
    "id" TEXT NOT NULL,
    "executedAt" TIMESTAMP(3) NOT NULL,
    "signatureType" INTEGER NOT NULL,
    "documentSha256" TEXT NOT NULL,
    "reference" TEXT,
    "kfsId" TEXT NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LoanAgreement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "KfsVersion_loanId_termsHash_idx" ON "KfsVersion"("loanId", "termsHash");

-- CreateIndex
CREATE UNIQUE INDEX "KfsVersion_loanId_version_key" ON "KfsVersion"("loanId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "KfsAcceptance_kfsId_key" ON "KfsAcceptance"("kfsId");

-- CreateIndex
CREATE INDEX "KfsAcceptance_loanId_idx" ON "KfsAcceptance"("loanId");

-- AddForeignKey
ALTER TABLE "KfsVersion" ADD CONSTRAINT "KfsVersion_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KfsAcceptance" ADD CONSTRAINT "KfsAcceptance_kfsId_fkey" FOREIGN KEY ("kfsId") REFERENCES "KfsVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KfsAcceptanceScan" ADD CONSTRAINT "KfsAcceptanceScan_id_fkey" FOREIGN KEY ("id") REFERENCES "KfsAcceptance"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoanAgreement" ADD CONSTRAINT "LoanAgreement_id_fkey" FOREIGN KEY ("id") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

