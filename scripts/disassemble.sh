#!/usr/bin/env bash
# Prints the machine code HotSpot's C2 compiles for the `movegen` workload's loop with one strategy
# inlined, and counts its instructions per lookup (scripts/hot-loop.awk), so a Java/C++ gap can be
# read off the compiled code. Needs no hsdis: without it PrintAssembly prints the code as hex bytes,
# which objdump (binutils) decodes.
#   scripts/disassemble.sh STRATEGY [JAVA]     (JAVA: a java binary; default: java on PATH)
# Set SHOW=0 to print only the summary, KEEP=DIR to keep the raw PrintAssembly output and the
# decoded listing. Runs JMH in this JVM (-f 0) for a few seconds: wrap it in your JMH lock if you
# have one (JMH also takes /tmp/jmh.lock itself).
# Exit: 0 printed; 1 no compiled loop was found; 2 bad arguments or a missing tool.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
  [ $# -ge 1 ] && { [ "$1" = "-h" ] || [ "$1" = "--help" ]; } && exit 0
  exit 2
fi
strategy="$1"
java="${2:-java}"
command -v objdump >/dev/null 2>&1 || { echo "disassemble: objdump not found (install binutils)" >&2; exit 2; }
command -v "$java" >/dev/null 2>&1 || { echo "disassemble: java binary $java not found" >&2; exit 2; }
jar="$here/../bench/target/benchmarks.jar"
if [ ! -f "$jar" ]; then
  "$here/../slidebench" list >/dev/null # builds the jar
fi
work="${KEEP:-$(mktemp -d)}"
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
method='dev.slidebench.bench.MovegenLookups::queen'
# The loop method alone is printed; the strategy's lookup is inlined into it, as in a measured fork.
"$java" -XX:+UnlockDiagnosticVMOptions "-XX:CompileCommand=quiet" "-XX:CompileCommand=print,$method" \
  -jar "$jar" 'MovegenLookups\.queen' -p "strategy=$strategy" -f 0 -wi 3 -w 1s -i 1 -r 1s -foe true \
  >"$work/print.txt" 2>&1 || {
  # JMH's own reason first, when it gave one (another JMH run holding its lock, an unknown strategy)
  reason="$(grep -m1 -E 'Another JMH instance|jmh\.lock|Exception|Error:' "$work/print.txt" || true)"
  echo "disassemble: the JMH run failed${reason:+: $reason}; its output: $work/print.txt" >&2
  trap - EXIT
  exit 1
}
# The last standard (not on-stack-replacement: no '%') C2 compilation of the loop method.
awk -v want="$method" '
  /^Compiled method \(c2\)/ { inside = (index($0, want) > 0 && $0 !~ / % /); if (inside) { n++; hexes[n] = ""; base[n] = "" } next }
  /^\[\/MachCode\]/ { inside = 0 }
  inside && /^  0x[0-9a-f]+: [0-9a-f][0-9a-f]/ {
    line = $0; sub(/^  /, "", line); address = line; sub(/:.*/, "", address); sub(/^[^:]*: /, "", line)
    gsub(/[ |]/, "", line)
    if (base[n] == "") base[n] = address
    hexes[n] = hexes[n] line
  }
  END { if (n) { print base[n]; print hexes[n] } }
' "$work/print.txt" >"$work/code.hex"
if [ ! -s "$work/code.hex" ]; then
  echo "disassemble: no C2 compilation of $method in the output ($work/print.txt)" >&2
  trap - EXIT
  exit 1
fi
start="$(sed -n 1p "$work/code.hex")"
sed -n 2p "$work/code.hex" | perl -ne 'chomp; print pack("H*", $_)' >"$work/code.bin"
objdump -D -b binary -m i386:x86-64 --no-show-raw-insn --adjust-vma="$start" "$work/code.bin" >"$work/code.txt"
version="$("$java" -version 2>&1 | head -1)"
echo "$strategy: C2 code of $method ($version)"
awk -v show="${SHOW:-1}" -f "$here/hot-loop.awk" "$work/code.txt"
