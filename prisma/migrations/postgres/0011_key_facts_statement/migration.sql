-- CreateTable
CREATE TABLE "KeyFactsStatement" (
    "id" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "generatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KeyFactsStatement_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "KeyFactsStatement" ADD CONSTRAINT "KeyFactsStatement_id_fkey" FOREIGN KEY ("id") REFERENCES "Loan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

