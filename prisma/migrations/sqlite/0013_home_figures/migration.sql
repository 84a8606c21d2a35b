-- AlterTable
ALTER TABLE "LoanEvent" ADD COLUMN "figure" TEXT;

-- CreateIndex
CREATE INDEX "LoanEvent_figure_createdAt_partnerId_idx" ON "LoanEvent"("figure", "createdAt", "partnerId");

-- CreateIndex
CREATE INDEX "LoanEvent_partnerId_figure_createdAt_idx" ON "LoanEvent"("partnerId", "figure", "createdAt");


-- Older events: the same classification as lib/loans/event-figure.ts.
UPDATE "LoanEvent" SET "figure" = CASE
  WHEN "type" = 'policy_evaluated' AND json_extract("data", '$.trigger') = 'update' THEN NULL
  WHEN "type" = 'policy_evaluated' AND json_extract("data", '$.outcome') = 'Approved' THEN 'booked_approved'
  WHEN "type" = 'policy_evaluated' THEN 'booked'
  WHEN "type" = 'disbursed' THEN 'disbursed'
  WHEN "type" = 'nach_status_reported' AND json_extract("data", '$.to') = 'registered' AND json_extract("data", '$.from') IS NOT 'registered' THEN 'nach_registered'
END
WHERE "type" IN ('policy_evaluated', 'disbursed', 'nach_status_reported');
