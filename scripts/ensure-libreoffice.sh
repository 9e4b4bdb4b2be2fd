#!/usr/bin/env bash
# The Word exports' tests convert .docx files with LibreOffice Writer and the slides' test converts
# the .pptx with LibreOffice Impress, when `soffice` and each part are there (Debian packages
# `libreoffice-writer-nogui` and `libreoffice-impress-nogui`, ~100 MB, about a minute). Best effort:
# without them those tests skip and say why, so this never fails the run.
set -uo pipefail
# Each part ships a file of its own under LibreOffice's program folder.
has_part() { [ -e "/usr/lib/libreoffice/program/$1" ] || [ -e "/usr/lib64/libreoffice/program/$1" ]; }
missing=()
command -v soffice >/dev/null && has_part libswlo.so || missing+=(libreoffice-writer-nogui)
command -v soffice >/dev/null && has_part libsdlo.so || missing+=(libreoffice-impress-nogui)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "LibreOffice (${missing[*]}) is missing: the Word and slides conversion tests will skip (sudo apt-get install ${missing[*]} to run them)." >&2
  exit 0
fi
echo "Installing ${missing[*]} from Debian's packages (one time)…"
export DEBIAN_FRONTEND=noninteractive
{ apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; } \
  || echo "Could not install ${missing[*]}: the Word and slides conversion tests will skip." >&2
exit 0
