"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { LoanStampAction } from "@/lib/portal/portal-actions";
import { dataOf } from "@/components/nach/live-status";

/**
 * How often the loan page asks whether the loan changed. Its status,
 * disbursal and history change at human pace; the NACH panel keeps its own
 * faster poll while a mandate waits for the bank.
 */
const LOAN_POLL_MS = 5_000;

const PauseContext = createContext<(paused: boolean) => void>(() => {});

/**
 * Holds the loan page still while `paused` (an open edit form): a refresh
 * would start the form again from the new loan and drop what was typed. The
 * save is conditional on the version the form opened with, so a change made
 * meanwhile is refused, not overwritten.
 */
export function useLiveLoanPause(paused: boolean) {
  const setPaused = useContext(PauseContext);
  useEffect(() => {
    setPaused(paused);
    return () => setPaused(false);
  }, [setPaused, paused]);
}

/**
 * Keeps the loan page current without a reload: it polls the loan's stamp
 * (lib/portal/loan-stamp.ts) and re-renders the page from the server when
 * the stamp moves. React Query stops polling while the tab is hidden.
 */
export function LiveLoan({ leadId, stamp, readStamp, children }: { leadId: string; stamp: string; readStamp: LoanStampAction; children: ReactNode }) {
  const router = useRouter();
  const [paused, setPaused] = useState(false);
  const live = useQuery({
    queryKey: ["loan-stamp", leadId],
    queryFn: async () => dataOf(await readStamp(leadId)),
    initialData: stamp,
    refetchInterval: LOAN_POLL_MS,
    gcTime: 0,
  });
  const stale = live.data !== stamp;
  useEffect(() => {
    if (stale && !paused) router.refresh();
  }, [stale, paused, router]);
  return (
    <PauseContext value={setPaused}>
      <div aria-live="polite">
        {stale && paused && (
          <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            This loan has changed since you started editing; close editing to see the changes. If its details changed, saving is refused rather than
            overwriting them.
          </p>
        )}
      </div>
      {children}
    </PauseContext>
  );
}
