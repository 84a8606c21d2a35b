-- CreateTable
CREATE TABLE "KfsVersion" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "loanId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "termsHash" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "generatedAt" DATETIME NOT NULL,
    "validUntil" DATETIME NOT NULL,
    CONSTRAINT "KfsVersion_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "KfsAcceptance" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kfsId" TEXT NOT NULL,
    "loanId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "acceptedAt" DATETIME NOT NULL,
    "recordedAt" DATETIME NOT NULL,
    "lang" TEXT NOT NULL,
    "evidence" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    CONSTRAINT "KfsAcceptance_kfsId_fkey" FOREIGN KEY ("kfsId") REFERENCES "KfsVersion" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "KfsAcceptanceScan" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BLOB NOT NULL,
    CONSTRAINT "KfsAcceptanceScan_id_fkey" FOREIGN KEY ("id") REFERENCES "KfsAcceptance" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LoanAgreement" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "executedAt" DATETIME NOT NULL,
    "signatureType" INTEGER NOT NULL,
    "documentSha256" TEXT NOT NULL,
    "reference" TEXT,
    "kfsId" TEXT NOT NULL,
    "recordedAt" DATETIME NOT NULL,
    CONSTRAINT "LoanAgreement_id_fkey" FOREIGN KEY ("id") REFERENCES "Loan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "KfsVersion_loanId_termsHash_idx" ON "KfsVersion"("loanId", "termsHash");

-- CreateIndex
CREATE UNIQUE INDEX "KfsVersion_loanId_version_key" ON "KfsVersion"("loanId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "KfsAcceptance_kfsId_key" ON "KfsAcceptance"("kfsId");

-- CreateIndex
CREATE INDEX "KfsAcceptance_loanId_idx" ON "KfsAcceptance"("loanId");

