#!/bin/sh
# bench.sh measures idemlint against a fresh go vet on the same packages
# and prints the ratios: CPU seconds (user+sys, steadier than wall on shared
# machines) and peak resident memory, from /usr/bin/time -v.
#
#	bench/bench.sh [-b path/to/idemlint] [dir] [patterns...]
#
# Each run defeats the result caches (the go command's, idemlint's) with a
# flag value unique to the run, so it analyses every package afresh; the
# compile cache is warmed first, so go vet does not pay for compiling export
# data. A third run, with nothing changed, measures idemlint's cached
# re-run; a fourth runs idemlint as go vet's -vettool.
set -eu
bin=idemlint
if [ "${1:-}" = "-b" ]; then bin=$2; shift 2; fi
dir=${1:-.}
[ $# -gt 0 ] && shift
[ $# -eq 0 ] && set -- ./...
bin=$(command -v "$bin" || echo "$bin")
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
tag=bench$(date +%s)$$
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# measure NAME CMD...: runs CMD in $dir, records CPU seconds and peak KiB.
measure() {
	name=$1
	shift
	(cd "$dir" && /usr/bin/time -v "$@" >"$tmp/$name.out" 2>"$tmp/$name.err") || true
	awk -F': ' '/User time/ {u=$2} /System time/ {s=$2} /Maximum resident/ {m=$2}
		END {printf "%.1f %d\n", u+s, m}' "$tmp/$name.err" >"$tmp/$name.m"
}

(cd "$dir" && go build "$@" >/dev/null 2>&1 && go vet "$@" >/dev/null 2>&1) || true
measure vet go vet -printf.funcs="$tag" "$@"
measure idemlint "$bin" -idemlint.check="$tag.f" "$@"
measure cached "$bin" -idemlint.check="$tag.f" "$@"
measure vettool go vet -vettool="$bin" -idemlint.check="$tag.v" "$@"

read vcpu vmem <"$tmp/vet.m"
read icpu imem <"$tmp/idemlint.m"
read ccpu cmem <"$tmp/cached.m"
read tcpu tmem <"$tmp/vettool.m"
printf '%-22s %10s %12s\n' run "CPU s" "peak MiB"
printf '%-22s %10.1f %12.0f\n' "go vet (fresh)" "$vcpu" "$((vmem / 1024))"
printf '%-22s %10.1f %12.0f\n' "idemlint (fresh)" "$icpu" "$((imem / 1024))"
printf '%-22s %10.1f %12.0f\n' "idemlint (cached)" "$ccpu" "$((cmem / 1024))"
printf '%-22s %10.1f %12.0f\n' "go vet -vettool (fresh)" "$tcpu" "$((tmem / 1024))"
awk -v i="$icpu" -v v="$vcpu" -v im="$imem" -v vm="$vmem" \
	'BEGIN {printf "ratio idemlint/go vet: CPU %.2fx, peak memory %.2fx\n", i/v, im/vm}'
awk -v t="$tcpu" -v v="$vcpu" 'BEGIN {printf "ratio vet tool/go vet: CPU %.2fx\n", t/v}'
grep -cE '^\S+\.go:[0-9]+:[0-9]+: ' "$tmp/idemlint.err" | sed 's/^/findings: /' || true
