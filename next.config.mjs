/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several builds of one checkout live side by side (parallel work, CI).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The container runs the traced server (.next/standalone/server.js) on the
  // traced node_modules, not a full install (Dockerfile, docs/operations.md);
  // `next start` runs the same build as before.
  output: "standalone",
  // Read by path from the working directory, so tracing cannot see them: the
  // migrations (lib/migrations/migrate.ts) and the PDFs' fonts (lib/pdf/fonts.ts).
  outputFileTracingIncludes: {
    "/**": ["prisma/migrations/**/migration.sql", "node_modules/@fontsource/*/files/*-{400,700}-normal.woff"],
  },
  // The contract makes every API path work with and without its trailing
  // slash, and a redirect would drop the body of a POST, PUT or PATCH.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Loaded by Node from node_modules at run time rather than bundled: ifsc
  // reads its megabyte IFSC list with require(), and harfbuzzjs its
  // WebAssembly beside its own module (import.meta.url). prom-client and
  // OpenTelemetry's SDK: one copy per process, shared by every bundle, and
  // the exporters' protobuf and gRPC code as their authors ship it.
  serverExternalPackages: [
    "ifsc",
    "harfbuzzjs",
    "prom-client",
    "@opentelemetry/sdk-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/exporter-trace-otlp-proto",
    "@opentelemetry/exporter-trace-otlp-grpc",
  ],
  // `npm run typecheck` checks the whole tree, tests included, before every
  // test run; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
