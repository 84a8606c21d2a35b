#!/usr/bin/env bash
# npm test: every check, in the order that fails fastest, then one closing
# line "N passed, N failed" over all the test runs.
set -euo pipefail
cd "$(dirname "$0")/.."

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
step() { printf '\n== %s\n' "$*"; }
# vitest with its usual output, plus a JSON report for the closing line.
vitest_run() {
  local name=$1
  shift
  npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/$name.json" "$@"
}

step "system packages"
bash scripts/ensure-system-packages.sh
step "typecheck"
npx tsc --noEmit
step "lint"
npx eslint .
# Type-only imports count: a circle of types is no runtime hazard, but it is
# still two modules that cannot be understood or moved one without the other.
step "import circles (madge)"
npm run check:circles
step "unit tests"
vitest_run unit --project unit
step "production build"
npx next build
step "HTTP tests on SQLite"
vitest_run http-sqlite --project http
step "HTTP tests and the query layer's tests on PostgreSQL"
# The query layer's own tests run there too, on the same throwaway cluster.
bash scripts/with-postgres.sh bash -c '
  LAYER_TEST_DATABASE_URL=$TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$0/layer-postgres.json" --project unit lib/db/client.test.ts &&
  npx vitest run --reporter=default --reporter=json --outputFile.json="$0/http-postgres.json" --project http' "$reports"
step "browser tests on SQLite (Playwright, Debian's Chromium)"
E2E_JSON_REPORT="$reports/e2e-sqlite.json" npx playwright test
step "browser tests on PostgreSQL"
# A cluster of its own: the HTTP suite's leaves its partners and loans behind,
# and the portal's lists and home figures would show them.
bash scripts/with-postgres.sh bash -c 'E2E_DATABASE_URL=$TEST_DATABASE_URL E2E_JSON_REPORT="$0/e2e-postgres.json" npx playwright test' "$reports"

printf '\n'
node scripts/test-summary.mjs "$reports"
