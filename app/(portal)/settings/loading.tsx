import { PageHeader } from "@/components/ui/card";
import { Loading } from "@/components/ui/states";

export default function SettingsLoading() {
  return (
    <>
      <PageHeader title="Settings" />
      <Loading />
    </>
  );
}
