-- No mandate may change while the counts are taken and their triggers made
-- (reads go on); released at the migration's commit.
LOCK TABLE "PhysicalNach" IN SHARE ROW EXCLUSIVE MODE;

-- CreateTable
CREATE TABLE "NachStatusCount" (
    "status" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "NachStatusCount_pkey" PRIMARY KEY ("status")
);

INSERT INTO "NachStatusCount" ("status", "count") SELECT "status", COUNT(*) FROM "PhysicalNach" GROUP BY "status";

-- Kept by the database itself, so that a release that predates the table (during a rolling deploy) keeps them too.
CREATE FUNCTION "PhysicalNach_count_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE "NachStatusCount" SET "count" = "count" - 1 WHERE "status" = OLD."status";
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO "NachStatusCount" ("status", "count") VALUES (NEW."status", 1)
            ON CONFLICT ("status") DO UPDATE SET "count" = "NachStatusCount"."count" + 1;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "PhysicalNach_count_insert_delete" AFTER INSERT OR DELETE ON "PhysicalNach"
    FOR EACH ROW EXECUTE FUNCTION "PhysicalNach_count_status"();

CREATE TRIGGER "PhysicalNach_count_update" AFTER UPDATE OF "status" ON "PhysicalNach"
    FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "PhysicalNach_count_status"();
