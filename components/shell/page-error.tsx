"use client";

import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/states";

/** A portal page whose data could not be loaded: say so, keep the shell, offer a retry. */
export function PageError({ title, reset }: { title: string; reset: () => void }) {
  return (
    <>
      <PageHeader title={title} />
      <ErrorState title="This page could not be loaded">
        <p>Something went wrong on our side. Try again in a moment.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={reset}>
          Try again
        </Button>
      </ErrorState>
    </>
  );
}
