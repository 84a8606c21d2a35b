"use client";

import { PageError } from "@/components/shell/page-error";

export default function WebhooksError({ reset }: { reset: () => void }) {
  return <PageError title="Webhooks" reset={reset} />;
}
