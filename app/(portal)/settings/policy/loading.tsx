import { PageHeader } from "@/components/ui/card";
import { Loading } from "@/components/ui/states";

export default function PolicyLoading() {
  return (
    <>
      <PageHeader title="Policy" />
      <Loading />
    </>
  );
}
