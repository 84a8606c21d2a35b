import "server-only";
import { notifyOnCommit } from "@/lib/db/notify";
import type { Queries } from "@/lib/db/transactions";
import { wake } from "@/lib/jobs/wakeup";

/** The in-process topic the delivery worker wakes on. */
export const DELIVERY_TOPIC = "webhook-delivery";
/** The PostgreSQL channel on which every instance's delivery worker listens. */
export const DELIVERY_CHANNEL = "loandesk_webhook_delivery";

/**
 * In the transaction that makes deliveries due: PostgreSQL passes the
 * notification to every listening worker when, and only if, it commits
 * (several in one transaction arrive as one).
 */
export async function notifyDeliveryWorkers(queries: Queries): Promise<void> {
  await notifyOnCommit(queries, DELIVERY_CHANNEL);
}

/** After that transaction has committed: this process's own worker need not wait for the notification. */
export function wakeDeliveryWorker(): void {
  wake(DELIVERY_TOPIC);
}
