// Next.js calls register() once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before the first request, so that every request carries its peer's address.
  const { recordPeerAddresses } = await import("@/lib/http/peer-address");
  recordPeerAddresses();
  const { startServerOrExit } = await import("@/lib/startup/start-server");
  await startServerOrExit();
}
