// Next.js calls register() once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    // Before anything reads the environment (the logger does as it loads),
    // so that one message names every variable to fix.
    const { refuseInvalidConfiguration } = await import("@/lib/startup/configuration-problems");
    refuseInvalidConfiguration(process.env);
    // Before the database opens, so that its statements are traced; the SDK is
    // loaded only when an OTLP endpoint is set, and costs nothing otherwise.
    const { tracingEnabled } = await import("@/lib/tracing/tracing-enabled");
    if (tracingEnabled()) await (await import("@/lib/tracing/start-tracing")).startTracing();
    // Before the first request, so that every request carries its peer's address.
    const { recordPeerAddresses } = await import("@/lib/http/peer-address");
    recordPeerAddresses();
    // Also before the first request: SIGTERM's drain waits for every response begun.
    const { trackRequests } = await import("@/lib/shutdown/track-requests");
    trackRequests();
    const { startServerOrExit } = await import("@/lib/startup/start-server");
    await startServerOrExit();
  } catch (error) {
    // What fails before the start hook's own handling (an invalid environment
    // throws as the logger reads it) would leave Next answering 500 to every
    // request: the process stops instead, saying why, on a line of its own.
    console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
