import { DeliveriesTable } from "@/components/webhooks/deliveries-table";
import { EndpointsCard } from "@/components/webhooks/endpoints-card";
import { NotAllowed } from "@/components/shell/not-allowed";
import { Card, PageHeader } from "@/components/ui/card";
import { requireStaff } from "@/lib/auth/current-staff";
import { listPortalEndpoints } from "@/lib/portal/portal-webhooks";
import { can } from "@/lib/codes/roles";
import { createEndpointAction, deleteEndpointAction, listDeliveriesAction, replayDeliveryAction, rotateEndpointSecretAction, sendTestEventAction } from "./actions";

export const metadata = { title: "Webhooks" };

export default async function WebhooksPage() {
  const actor = await requireStaff();
  if (!can(actor, "viewDeliveries")) return <NotAllowed title="Webhooks" role={actor.role} />;
  const endpoints = can(actor, "manageEndpoints") ? await listPortalEndpoints({ actor }) : null;
  return (
    <>
      <PageHeader
        title="Webhooks"
        description={
          actor.partnerId
            ? "Where your loans' and mandates' events are sent, and every delivery attempt."
            : "Every partner's webhook deliveries and their attempts."
        }
      />
      <div className="space-y-6">
        {endpoints && (
          <Card title="Endpoints">
            <EndpointsCard
              endpoints={endpoints}
              createEndpoint={createEndpointAction}
              rotateEndpointSecret={rotateEndpointSecretAction}
              sendTestEvent={sendTestEventAction}
              deleteEndpoint={deleteEndpointAction}
            />
          </Card>
        )}
        <Card title="Deliveries">
          <DeliveriesTable
            showPartner={actor.partnerId === null}
            canReplay={can(actor, "replayDeliveries")}
            listDeliveries={listDeliveriesAction}
            replayDelivery={replayDeliveryAction}
          />
        </Card>
      </div>
    </>
  );
}
