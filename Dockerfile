# LoanDesk's image: the standalone Next.js server, and beside it the compiled
# webhook worker, migration runner and operator scripts (dist/*.mjs).
# docs/operations.md, "Container", says how to run it and which rules this
# file keeps; tests/api/standalone.test.ts lays out and starts the run stage
# as it is written here, so change the two together.

# Both stages on one pinned image (Node 20, Debian bookworm); add its digest
# (node:20.20.2-bookworm-slim@sha256:…) where the registry is trusted less than the tag.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# better-sqlite3 builds its native binding from source when its prebuilt
# download is unreachable; the run stage needs none of these tools.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# The dependencies first, so that a change to the sources alone reuses this layer.
# The postinstall generates the query layer's types, from the schema.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma/schema.prisma prisma/schema.prisma
COPY scripts/prisma-generate.mjs scripts/prisma-schemas.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# next build (the standalone output) and the compiled scripts (dist/).
RUN npm run build

FROM node:20.20.2-bookworm-slim AS run
WORKDIR /app
# NEXT_MANUAL_SIG_HANDLE: SIGTERM drains (lib/shutdown) instead of Next's own
# exit; Next reads it before the application loads, so it has to be here.
# HOSTNAME: Docker sets it to the container's id, and server.js listens on it.
# NODE_OPTIONS: one V8 helper thread, as `npm start` runs it; V8's default of
# four let its garbage collector take both cores of a two-core instance from
# the requests and the database. Give it the instance's cores less one, at least 1
# (docs/operations.md, "Node's helper threads").
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    NODE_OPTIONS=--v8-pool-size=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000
# The traced server with the node_modules it loads (production packages
# only), the migrations and the PDFs' fonts (next.config.mjs); owned by root,
# so the service cannot change its own code.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/dist ./dist
# The one directory the service writes to: the default SQLite database
# (DATABASE_URL=file:data/loandesk.db), demo mode's generated secrets.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# Liveness only: a database outage must not get every instance restarted.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the container's first process, so SIGTERM reaches the server.
CMD ["node", "server.js"]
