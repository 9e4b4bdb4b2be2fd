#!/usr/bin/env bash
# The Word export's test converts the .docx with LibreOffice when `soffice` is there (Debian
# package `libreoffice-writer-nogui`, ~80 MB, about a minute). Best effort: without it that one
# test skips and says why, so this never fails the run.
set -uo pipefail
if command -v soffice >/dev/null; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "LibreOffice is missing: the Word conversion test will skip (sudo apt-get install libreoffice-writer-nogui to run it)." >&2
  exit 0
fi
echo "Installing LibreOffice Writer (no GUI) from Debian's packages (one time)…"
export DEBIAN_FRONTEND=noninteractive
{ apt-get update -qq && apt-get install -y -qq --no-install-recommends libreoffice-writer-nogui >/dev/null; } \
  || echo "Could not install LibreOffice: the Word conversion test will skip." >&2
exit 0
