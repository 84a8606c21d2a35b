-- AlterTable
ALTER TABLE "LoanEvent" ADD COLUMN     "figure" TEXT;

-- CreateIndex
CREATE INDEX "LoanEvent_figure_createdAt_partnerId_idx" ON "LoanEvent"("figure", "createdAt", "partnerId");

-- CreateIndex
CREATE INDEX "LoanEvent_partnerId_figure_createdAt_idx" ON "LoanEvent"("partnerId", "figure", "createdAt");


-- Older events: the same classification as lib/loans/event-figure.ts.
UPDATE "LoanEvent" SET "figure" = CASE
  WHEN "type" = 'policy_evaluated' AND ("data"::jsonb ->> 'trigger') = 'update' THEN NULL
  WHEN "type" = 'policy_evaluated' AND ("data"::jsonb ->> 'outcome') = 'Approved' THEN 'booked_approved'
  WHEN "type" = 'policy_evaluated' THEN 'booked'
  WHEN "type" = 'disbursed' THEN 'disbursed'
  WHEN "type" = 'nach_status_reported' AND ("data"::jsonb ->> 'to') = 'registered' AND ("data"::jsonb ->> 'from') IS DISTINCT FROM 'registered' THEN 'nach_registered'
END
WHERE "type" IN ('policy_evaluated', 'disbursed', 'nach_status_reported');
