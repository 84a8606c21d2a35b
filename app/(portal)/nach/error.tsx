"use client";

import { PageError } from "@/components/shell/page-error";

export default function NachError({ reset }: { reset: () => void }) {
  return <PageError title="NACH mandates" reset={reset} />;
}
