-- AlterTable
ALTER TABLE "StaffUser" ADD COLUMN     "failureWindowEndsAt" TIMESTAMP(3),
ADD COLUMN     "unlockedAt" TIMESTAMP(3),
ADD COLUMN     "unlockedById" TEXT;

-- CreateTable
CREATE TABLE "StaffSignInLock" (
    "userId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "windowEndsAt" TIMESTAMP(3) NOT NULL,
    "lockedUntil" TIMESTAMP(3),

    CONSTRAINT "StaffSignInLock_pkey" PRIMARY KEY ("userId","address")
);

-- AddForeignKey
ALTER TABLE "StaffSignInLock" ADD CONSTRAINT "StaffSignInLock_userId_fkey" FOREIGN KEY ("userId") REFERENCES "StaffUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

