#!/usr/bin/env bash
# `npm test`: everything — types, lint, unit and API tests (on SQLite, and on PostgreSQL when
# TEST_DATABASE_URL is set), a production build, and the end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf reports && mkdir -p reports

bash scripts/ensure-chromium.sh
bash scripts/ensure-libreoffice.sh
echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npx eslint . --max-warnings 0
echo "== import cycles"; npm run -s lint:cycles
echo "== exports nothing imports"; npm run -s lint:exports
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== unit and API tests (SQLite and PostgreSQL at ${TEST_DATABASE_URL%%@*}@…)"
else
  echo "== unit and API tests (SQLite; set TEST_DATABASE_URL to also run them on PostgreSQL)"
fi
# CI lists every test, so the log shows each suite's [sqlite] and [postgres] run by name.
reporter=default; [ -n "${CI:-}" ] && reporter=verbose
npx vitest run --reporter="$reporter" --reporter=json --outputFile.json=reports/vitest.json
echo "== build"; npx vite build --logLevel warn && node scripts/build-server.ts
echo "== end-to-end (Chromium)"; PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npx playwright test --reporter=list,json
echo "== summary"; node scripts/test-summary.ts
