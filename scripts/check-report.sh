#!/usr/bin/env bash
# Checks a rendered report in a real browser (headless Chromium): the verdict is on the first
# screen at 1400x900 and 800x900, the page never scrolls sideways at 800 px, every image decodes,
# every in-page (table of contents) link resolves, no table column hides behind a scroll at 1400 px
# and no key column (th.key: name, speed, slowdown, table bytes) hides at any size, no chart label
# runs past its canvas or is shortened with an ellipsis. Screenshots of both sizes (first screen and
# full page) are saved.
#   scripts/check-report.sh REPORT.html [SCREENSHOT_DIR]     (default: browser-check/ beside the report)
# Needs Chromium (Debian: apt-get install -y chromium; or CHROMIUM=/path/to/chrome) and Node 20.10+.
# Exit: 0 passed; 1 a check failed (one line per failure); 2 the check could not run.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
  [ $# -ge 1 ] && { [ "$1" = "-h" ] || [ "$1" = "--help" ]; } && exit 0
  exit 2
fi
report="$1"
if [ ! -f "$report" ]; then
  echo "check-report: $report: no such file" >&2
  exit 2
fi
shots="${2:-$(dirname "$report")/browser-check}"
chromium="${CHROMIUM:-}"
if [ -z "$chromium" ]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
      chromium="$(command -v "$candidate")"
      break
    fi
  done
fi
if [ -z "$chromium" ]; then
  echo "check-report: no Chromium found (apt-get install -y chromium, or set CHROMIUM)" >&2
  exit 2
fi
if ! command -v node >/dev/null 2>&1; then
  echo "check-report: node not found (Node 20.10+ is needed to drive the browser)" >&2
  exit 2
fi
# Node 22 has WebSocket built in; 20.10+ has it behind a flag (the flag is refused by Node < 20.10).
flag=""
if ! node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' 2>/dev/null; then
  flag="--experimental-websocket"
fi
CHROMIUM="$chromium" exec node $flag --no-warnings "$here/check-report.mjs" "$report" "$shots"
