-- CreateTable
CREATE TABLE "KeyFactsStatement" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "body" TEXT NOT NULL,
    "generatedAt" DATETIME NOT NULL,
    CONSTRAINT "KeyFactsStatement_id_fkey" FOREIGN KEY ("id") REFERENCES "Loan" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

