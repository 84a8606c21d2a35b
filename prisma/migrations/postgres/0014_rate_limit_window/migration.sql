-- CreateTable
-- UNLOGGED (added by hand; Prisma has no word for it): every API request
-- writes here, and counters that live for seconds need neither the WAL nor
-- its flush at commit. A crash empties the table, which only restarts windows.
CREATE UNLOGGED TABLE "RateLimitWindow" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "RateLimitWindow_pkey" PRIMARY KEY ("key")
);

