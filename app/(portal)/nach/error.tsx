"use client";

import { PageError } from "@/components/portal/page-error";

export default function NachError({ reset }: { reset: () => void }) {
  return <PageError title="NACH mandates" reset={reset} />;
}
