#!/usr/bin/env bash
# Writes README.md's results block (between <!-- results:begin --> and <!-- results:end -->) from a
# committed run's report/summary.json: per JVM, the best group of each ranked benchmark in one
# sentence, then the five fastest per benchmark (in the benchmark's own unit: ns/op, or ops/s for a
# throughput benchmark such as search's nodes/s) with their slowdown against the best and
# its interval as the report's tables give it (Holm-matched).
#
#   scripts/readme-results.sh            rewrite the block in README.md
#   scripts/readme-results.sh --check    exit 1 (with a diff) when README.md's block differs
#
# Needs: bash, jq (1.6+; `apt-get install jq`), awk, diff. No network.
# SUMMARY (default docs/results/quick-2026-12-02/report/summary.json) and README (default README.md)
# may be overridden from the environment.
set -euo pipefail
cd "$(dirname "$0")/.."
summary="${SUMMARY:-docs/results/quick-2026-12-02/report/summary.json}"
readme="${README:-README.md}"
check=0
case "${1:-}" in
  "") ;;
  --check) check=1 ;;
  *) echo "readme-results.sh: unknown argument '$1' (use --check or nothing)" >&2; exit 2 ;;
esac
command -v jq >/dev/null 2>&1 || { echo "readme-results.sh: needs jq (apt-get install jq); not found on PATH" >&2; exit 2; }
[ -r "$summary" ] || { echo "readme-results.sh: cannot read the summary '$summary'" >&2; exit 2; }
[ -r "$readme" ] || { echo "readme-results.sh: cannot read '$readme'" >&2; exit 2; }
begin='<!-- results:begin -->'
end='<!-- results:end -->'
[ "$(grep -cxF "$begin" "$readme")" = 1 ] && [ "$(grep -cxF "$end" "$readme")" = 1 ] \
  || { echo "readme-results.sh: '$readme' needs exactly one line '$begin' and one '$end'" >&2; exit 2; }

block=$(jq -r --arg src "$summary" '
  def f2: (. * 100 | round) as $n | ($n / 100 | floor | tostring) + "."
    + (($n % 100) | tostring | if length < 2 then "0" + . else . end);
  def f3: (. * 1000 | round) as $n | ($n / 1000 | floor | tostring) + "."
    + (($n % 1000) | tostring | if length == 1 then "00" + . elif length == 2 then "0" + . else . end);
  def num: if . >= 1000 then (round | tostring) else f3 end;
  def short: split(".") | .[-2:] | join(".");
  def top5: sort_by(.rank) | .[:5];
  [.rows[] | select(.ranked == true and .rank != null)] as $rows
  | ($rows | map(.run) | unique) as $runs
  | ["<!-- written by scripts/readme-results.sh from \($src); do not edit by hand -->", ""]
  + ($runs | map(. as $run
      | ($rows | map(select(.run == $run)) | group_by(.benchmark)) as $benches
      | ["**\($run)**: best group "
          + ($benches | map("in `\(.[0].benchmark | short)`: "
              + (map(select(.in_best_group)) | sort_by(.rank) | map("`\(.strategy)`") | join(", ")))
            | join("; ")) + " (\($benches[0][0].metric) time, \($benches[0][0].forks) forks).",
         "",
         "| rank | " + ($benches | map("`\(.[0].benchmark | short)` | \(.[0].unit) | slowdown [CI]") | join(" | ")) + " |",
         "|---:|" + ($benches | map("---|---:|---:|") | join("")),
         (range(0; 5) as $i | "| \($i + 1) | " + ($benches | map(top5 | .[$i]
            | if . == null then " | | " else
              "`\(.strategy)`\(if .in_best_group then " *" else "" end) | \(.geomean | num) | "
              + "\(.slowdown | f2)× [\(.slowdown_low | f2), \(.slowdown_high | f2)]" end) | join(" | ")) + " |"),
         ""])
    | add)
  | .[:-1] | join("\n")' "$summary") \
  || { echo "readme-results.sh: '$summary' is not a summary.json that slidebench's report writes (jq above)" >&2; exit 2; }

tmp=$(mktemp "${readme}.XXXXXX")
trap 'rm -f "$tmp"' EXIT
BLOCK="$block" awk -v begin="$begin" -v end="$end" '
  $0 == begin { print; print ENVIRON["BLOCK"]; skip = 1; next }
  $0 == end { skip = 0 }
  !skip { print }' "$readme" > "$tmp"

if [ "$check" = 1 ]; then
  if diff -u "$readme" "$tmp"; then
    echo "readme-results.sh: $readme's results block matches $summary"
    exit 0
  fi
  echo "readme-results.sh: $readme's results block differs from $summary (above); run scripts/readme-results.sh" >&2
  exit 1
fi
mv "$tmp" "$readme"
trap - EXIT
echo "readme-results.sh: wrote the results block of $readme from $summary"
