#!/usr/bin/env bash
# The Debian packages the test suite needs: a PostgreSQL server for the
# PostgreSQL run, Chromium for the browser tests (Playwright cannot
# download a browser here) and poppler-utils, whose pdftotext the PDF tests
# read shaped text with (ActualText, which pdf.js ignores). Installs what is
# missing when run as root.
set -euo pipefail

missing=()
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/pdftotext ] || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" != 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
