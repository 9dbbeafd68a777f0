#!/usr/bin/env bash
# Shows that scripts/check-report.sh can pass and can fail: a page built to pass every check must
# pass, and a page built to fail each check must report each failure (one line each) and exit 1.
# Needs what check-report.sh needs (Chromium, Node 20.10+).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0

if ! "$here/check-report.sh" "$here/testdata/good-report.html" "$work/good" > "$work/good.out" 2>&1; then
  echo "selftest: the passing fixture failed:"
  cat "$work/good.out"
  status=1
fi

"$here/check-report.sh" "$here/testdata/bad-report.html" "$work/bad" > "$work/bad.out" 2>&1
rc=$?
if [ "$rc" -ne 1 ]; then
  echo "selftest: the failing fixture exited $rc, expected 1:"
  cat "$work/bad.out"
  status=1
fi
for expected in \
  'FAIL 1400x900: verdict starts at y=' \
  'FAIL 800x900: verdict starts at y=' \
  'FAIL 800x900: page scrolls sideways: ' \
  'FAIL 1400x900: image does not decode: "broken chart"' \
  'FAIL 800x900: link "Missing" points to #missing-section' \
  'FAIL 1400x900: table "cut table" does not fit: "wide column" (behind the scroll)' \
  'FAIL 800x900: table "cut table": key column "table bytes" behind the scroll' \
  'FAIL 1400x900: table "cut table": key column "table bytes" behind the scroll' \
  'FAIL 1400x900: chart "cut chart": label "far past the right edge" runs past the edge' \
  'FAIL 1400x900: chart "cut chart": label "VectorObstructionDifference (emulat…" is shortened' ; do
  if ! grep -qF -- "$expected" "$work/bad.out"; then
    echo "selftest: missing failure line: $expected"
    status=1
  fi
done
if grep -q 'FAIL 800x900: table "cut table" does not fit' "$work/bad.out"; then
  echo "selftest: a lesser column behind the scroll reported at 800 px, where only key columns must show"
  status=1
fi
if grep -q 'FAIL 1400x900: page scrolls sideways' "$work/bad.out"; then
  echo "selftest: sideways overflow reported at 1400 px, where the page fits"
  status=1
fi
for shot in report-1400x900.png report-800x900.png report-1400x900-full.png report-800x900-full.png; do
  [ -s "$work/good/$shot" ] || { echo "selftest: screenshot $shot missing"; status=1; }
done
[ "$status" -eq 0 ] && echo "selftest: check-report passes a good page and reports each failure of a bad one"
exit "$status"
