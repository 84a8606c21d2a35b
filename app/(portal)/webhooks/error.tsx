"use client";

import { PageError } from "@/components/portal/page-error";

export default function WebhooksError({ reset }: { reset: () => void }) {
  return <PageError title="Webhooks" reset={reset} />;
}
