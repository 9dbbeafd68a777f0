# Finds the hot loop in `objdump -d --no-show-raw-insn` output (AT&T syntax) of a lookup loop and
# counts what it executes per lookup. Used by scripts/disassemble.sh on HotSpot's compiled code; it
# reads a C++ binary's objdump just as well (give it the address range of the timed loop).
#
# The hot loop is the innermost loop (a backward jump whose range holds no other backward jump) with
# the most byte loads (movzbl/movzbq/movsbl): both workloads read one square byte per lookup, so
# byte loads per pass = lookups per pass, i.e. the unroll factor. Per lookup it reports the
# instructions and how many of them are memory reads, multiplies, bounds and type checks (a compare
# whose branch leaves the loop forward: HotSpot's range checks jump to an uncommon trap), and loop
# control.
#   awk -f hot-loop.awk [-v show=1] OBJDUMP.txt
{
    if (match($0, /^ *[0-9a-f]+:\t/)) {
        addr = hex(substr($1, 1, length($1) - 1))
        line = $0
        sub(/^ *[0-9a-f]+:\t/, "", line)
        n++
        at[n] = addr
        name[n] = substr($1, 1, length($1) - 1)
        text[n] = line
        split(line, parts, /[ \t]+/)
        op[n] = parts[1]
        if (op[n] ~ /^j/ && op[n] != "jmp" || op[n] == "jmp") {
            if (match(line, /[ \t]+[0-9a-f]+ </) || match(line, /[ \t]0x[0-9a-f]+$/) || match(line, /[ \t][0-9a-f]+$/)) {
                target = substr(line, RSTART, RLENGTH)
                gsub(/[ \t<]/, "", target)
                sub(/^0x/, "", target)
                jump[n] = hex(target)
            }
        }
    }
}
# mawk has no strtonum: hexadecimal by hand (addresses fit a double's 53 bits).
function hex(digits,    value, i) {
    value = 0
    digits = tolower(digits)
    for (i = 1; i <= length(digits); i++) value = value * 16 + index("0123456789abcdef", substr(digits, i, 1)) - 1
    return value
}
function isbyteload(i) {
    return op[i] ~ /^mov[sz]b[lqw]?$/ && text[i] ~ /\(/
}
END {
    if (n == 0) {
        print "hot-loop: no instructions in the input" > "/dev/stderr"
        exit 2
    }
    best = 0
    for (j = 1; j <= n; j++) {
        if (!(j in jump) || jump[j] > at[j]) continue
        first = 0
        for (i = 1; i <= j; i++) if (at[i] >= jump[j]) { first = i; break }
        inner = 1
        for (k = first; k < j; k++) if ((k in jump) && jump[k] <= at[k] && jump[k] >= jump[j]) { inner = 0; break }
        if (!inner) continue
        loads = 0
        for (k = first; k <= j; k++) if (isbyteload(k)) loads++
        if (loads > bestLoads || (loads == bestLoads && best && j - first < bestLast - bestFirst)) {
            best = j; bestFirst = first; bestLast = j; bestLoads = loads
        }
    }
    if (!best || bestLoads == 0) {
        print "hot-loop: no innermost loop with a byte load (the square read) was found" > "/dev/stderr"
        exit 1
    }
    hi = at[bestLast]
    count = 0; reads = 0; muls = 0; checks = 0; control = 0; pexts = 0; moves = 0; spills = 0
    for (k = bestFirst; k <= bestLast; k++) {
        count++
        o = op[k]; t = text[k]
        if (show) printf "  %s:\t%s\n", name[k], t
        histogram[o]++
        operands = t; sub(/^[^ \t]+[ \t]+/, "", operands)
        # AT&T: source first. A memory operand before the last comma is a read.
        if (o !~ /^(lea|nop|j)/ && operands ~ /\(.*\),/) reads++
        if (operands ~ /%rsp\)|%rbp\)/ && o ~ /^mov/) spills++
        if (o ~ /^imul|^mulx/) muls++
        if (o ~ /^pext/) pexts++
        if ((k in jump) && jump[k] > hi) checks++
        if ((k in jump) && jump[k] <= at[k]) control++
        if (o ~ /^mov/ && operands !~ /\(/) moves++
    }
    printf "hot loop %s..%s: %d instructions, %d lookups per pass (byte loads)\n", name[bestFirst], name[bestLast], count, bestLoads
    printf "per lookup: %.1f instructions; memory reads %.1f, register moves %.1f, multiplies %.1f, pext %.1f,\n",
        count / bestLoads, reads / bestLoads, moves / bestLoads, muls / bestLoads, pexts / bestLoads
    printf "            checks leaving the loop %.1f, stack spills/reloads %.1f, loop-control branches %.1f\n",
        checks / bestLoads, spills / bestLoads, control / bestLoads
    line = "mnemonics:"
    for (o in histogram) line = line " " o "=" histogram[o]
    print line
}
