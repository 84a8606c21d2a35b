"use client";

import { PageError } from "@/components/portal/page-error";

export default function PolicyError({ reset }: { reset: () => void }) {
  return <PageError title="Policy" reset={reset} />;
}
