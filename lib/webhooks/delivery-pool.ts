import "server-only";
import { logger } from "@/lib/log/logger";
import { attemptDelivery } from "./attempt-delivery";
import { claimDueDeliveries, type ClaimedDelivery } from "./claim-deliveries";

export interface DeliveryPool {
  /** Claims due deliveries for the free slots and starts them; how many it started. */
  fill(): Promise<number>;
  /** Resolves once every delivery started has ended. */
  drain(): Promise<void>;
}

/**
 * A worker's deliveries in flight: at most `slots` at once, and at most
 * `slotsPerPartner` of one partner. Each runs on its own, so an endpoint that
 * never answers holds one slot for its timeout and nothing else waits for it;
 * a slot freed calls `onSlotFreed`, for the worker to fill it at once.
 */
export function createDeliveryPool({ workerId, slots, slotsPerPartner, onSlotFreed }: { workerId: string; slots: number; slotsPerPartner: number; onSlotFreed: () => void }): DeliveryPool {
  const running = new Map<string, Promise<void>>();
  const perPartner = new Map<string, number>();

  const start = ({ id, partnerId }: ClaimedDelivery) => {
    perPartner.set(partnerId, (perPartner.get(partnerId) ?? 0) + 1);
    const attempt = attemptDelivery(id, workerId)
      .catch((error: unknown) => logger.error({ err: error, delivery_id: id }, "webhook delivery failed unexpectedly"))
      .finally(() => {
        running.delete(id);
        const left = (perPartner.get(partnerId) ?? 1) - 1;
        if (left > 0) perPartner.set(partnerId, left);
        else perPartner.delete(partnerId);
        onSlotFreed();
      });
    running.set(id, attempt);
  };

  return {
    fill: async () => {
      const claimed = await claimDueDeliveries({ workerId, free: slots - running.size, perPartner: slotsPerPartner, inFlight: perPartner });
      claimed.forEach(start);
      return claimed.length;
    },
    drain: async () => {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
