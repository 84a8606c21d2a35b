"use server";

import { requirePermission } from "@/lib/auth/current-staff";
import { actionResult } from "@/lib/portal/action-result";
import type { EndpointCreateInput } from "@/lib/schemas/webhooks";
import {
  createPortalEndpoint,
  deletePortalEndpoint,
  listPortalDeliveries,
  replayPortalDelivery,
  rotatePortalEndpointSecret,
  sendPortalTestEvent,
  type PortalDeliveryQuery,
} from "@/lib/portal/portal-webhooks";

export async function listDeliveriesAction(query: PortalDeliveryQuery) {
  return actionResult(async () => listPortalDeliveries({ actor: await requirePermission("viewDeliveries"), query }));
}

export async function replayDeliveryAction(deliveryId: string) {
  return actionResult(async () => replayPortalDelivery({ actor: await requirePermission("replayDeliveries"), deliveryId }));
}

export async function createEndpointAction(input: EndpointCreateInput) {
  return actionResult(async () => createPortalEndpoint({ actor: await requirePermission("manageEndpoints"), input }));
}

export async function rotateEndpointSecretAction(endpointId: string) {
  return actionResult(async () => rotatePortalEndpointSecret({ actor: await requirePermission("manageEndpoints"), endpointId }));
}

export async function sendTestEventAction(endpointId: string) {
  return actionResult(async () => sendPortalTestEvent({ actor: await requirePermission("manageEndpoints"), endpointId }));
}

export async function deleteEndpointAction(endpointId: string) {
  return actionResult(async () => deletePortalEndpoint({ actor: await requirePermission("manageEndpoints"), endpointId }));
}
