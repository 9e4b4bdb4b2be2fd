#!/usr/bin/env bash
# `npm test`: everything — types, lint, unit and API tests (on SQLite, and on PostgreSQL when
# TEST_DATABASE_URL is set), a production build, and the end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npx eslint . --max-warnings 0
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== unit and API tests (SQLite and PostgreSQL at ${TEST_DATABASE_URL%%@*}@…)"
else
  echo "== unit and API tests (SQLite; set TEST_DATABASE_URL to also run them on PostgreSQL)"
fi
npx vitest run
echo "== build"; npx vite build --logLevel warn
echo "== end-to-end (Chromium)"; npx playwright test
