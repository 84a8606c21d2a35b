"use client";

import { PageError } from "@/components/shell/page-error";

export default function SettingsError({ reset }: { reset: () => void }) {
  return <PageError title="Settings" reset={reset} />;
}
