import { PageHeader } from "@/components/ui/card";
import { Loading } from "@/components/ui/states";

export default function WebhooksLoading() {
  return (
    <>
      <PageHeader title="Webhooks" />
      <Loading />
    </>
  );
}
