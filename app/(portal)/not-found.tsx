import { PageNotFound } from "@/components/portal/page-not-found";

export const metadata = { title: "Page not found" };

export default function PortalNotFound() {
  return <PageNotFound />;
}
