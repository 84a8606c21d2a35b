-- AlterTable
ALTER TABLE "StaffUser" ADD COLUMN "failureWindowEndsAt" DATETIME;
ALTER TABLE "StaffUser" ADD COLUMN "unlockedAt" DATETIME;
ALTER TABLE "StaffUser" ADD COLUMN "unlockedById" TEXT;

-- CreateTable
CREATE TABLE "StaffSignInLock" (
    "userId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "windowEndsAt" DATETIME NOT NULL,
    "lockedUntil" DATETIME,

    PRIMARY KEY ("userId", "address"),
    CONSTRAINT "StaffSignInLock_userId_fkey" FOREIGN KEY ("userId") REFERENCES "StaffUser" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

