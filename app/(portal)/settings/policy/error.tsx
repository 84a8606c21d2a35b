"use client";

import { PageError } from "@/components/shell/page-error";

export default function PolicyError({ reset }: { reset: () => void }) {
  return <PageError title="Policy" reset={reset} />;
}
