#!/usr/bin/env bash
# The end-to-end tests drive the machine's Chromium (Debian package `chromium`); Playwright never
# downloads a browser of its own. Installs it when missing and we are allowed to.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing at $CHROMIUM. Install the Debian package: sudo apt-get install chromium (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages (one time)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
"$CHROMIUM" --version
