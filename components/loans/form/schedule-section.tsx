"use client";

import { FormSection, type SectionProps } from "./form-section";
import { RepaymentSchedule } from "./repayment-schedule";
import { TermsFigures } from "./terms-figures";
import { TranchesList } from "./tranches-list";

export function ScheduleSection({ locked }: SectionProps) {
  return (
    <FormSection id="schedule" locked={locked}>
      <div className="space-y-8">
        <TranchesList />
        <div className="border-t border-slate-200 pt-6">
          <RepaymentSchedule />
        </div>
      </div>
      <TermsFigures />
    </FormSection>
  );
}
