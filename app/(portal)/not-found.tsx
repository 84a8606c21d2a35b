import { PageNotFound } from "@/components/shell/page-not-found";

export const metadata = { title: "Page not found" };

export default function PortalNotFound() {
  return <PageNotFound />;
}
