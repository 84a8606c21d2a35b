-- CreateTable
CREATE TABLE "NachStatusCount" (
    "status" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL
);

-- The counts as they stand; the migration holds the write lock, so no mandate changes meanwhile.
INSERT INTO "NachStatusCount" ("status", "count") SELECT "status", COUNT(*) FROM "PhysicalNach" GROUP BY "status";

-- Kept by the database itself, so that a release that predates the table (during a rolling deploy) keeps them too.
CREATE TRIGGER "PhysicalNach_count_insert" AFTER INSERT ON "PhysicalNach"
BEGIN
    INSERT INTO "NachStatusCount" ("status", "count") VALUES (NEW."status", 1)
        ON CONFLICT ("status") DO UPDATE SET "count" = "count" + 1;
END;

CREATE TRIGGER "PhysicalNach_count_update" AFTER UPDATE OF "status" ON "PhysicalNach"
WHEN OLD."status" IS NOT NEW."status"
BEGIN
    UPDATE "NachStatusCount" SET "count" = "count" - 1 WHERE "status" = OLD."status";
    INSERT INTO "NachStatusCount" ("status", "count") VALUES (NEW."status", 1)
        ON CONFLICT ("status") DO UPDATE SET "count" = "count" + 1;
END;

CREATE TRIGGER "PhysicalNach_count_delete" AFTER DELETE ON "PhysicalNach"
BEGIN
    UPDATE "NachStatusCount" SET "count" = "count" - 1 WHERE "status" = OLD."status";
END;
