#!/usr/bin/env bash
# npm test: every check, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "system packages"
bash scripts/ensure-system-packages.sh
step "typecheck"
npx tsc --noEmit
step "lint"
npx eslint .
step "unit tests"
npx vitest run --project unit
step "production build"
npx next build
step "HTTP tests on SQLite"
npx vitest run --project http
step "HTTP tests on PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project http
