#!/bin/sh
# scale.sh measures how idemlint's cost grows with the size of a module:
# it generates a synthetic service module (bench/gen: layered packages of
# handlers, consumers, services, repositories and plain code, about 500
# lines each) at each size, and runs the standalone command fresh on it
# (IDEMLINT_CACHE a new directory) under /usr/bin/time -v, then a fresh go
# vet (its result cache defeated with a flag value unique to the run, as
# bench.sh does), after an untimed go build ./... that compiles the export
# data go vet needs. It prints one row per size: packages, lines, CPU
# seconds (user+sys), wall seconds, peak resident MiB and findings, and go
# vet's CPU and peak.
#
#	bench/scale.sh [-b path/to/idemlint] [-n "250 500 1000 2000"] [-t vet-timeout-seconds] [-k dir]
#
# go vet is stopped after -t seconds (default 1800; 0 skips it, and the
# build it needs) and its cells are then empty. The modules are written to a temporary directory,
# removed at the end, or kept under -k dir. Run it niced on a shared
# machine (nice -n 10 bench/scale.sh): it is CPU heavy.
set -eu
bin=idemlint
sizes="250 500 1000 2000"
vetlimit=1800
keep=
while [ $# -gt 0 ]; do
	case $1 in
	-b) bin=$2; shift 2 ;;
	-n) sizes=$2; shift 2 ;;
	-t) vetlimit=$2; shift 2 ;;
	-k) keep=$2; shift 2 ;;
	*) echo "usage: bench/scale.sh [-b bin] [-n sizes] [-t seconds] [-k dir]" >&2; exit 2 ;;
	esac
done
bin=$(command -v "$bin" || echo "$bin")
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
work=${keep:-$tmp}
mkdir -p "$work"
(cd "$here/gen" && go build -o "$tmp/gen" .)

# measure NAME DIR CMD...: runs CMD in DIR, records CPU seconds, peak KiB
# and wall seconds in $tmp/NAME.m, its output in $tmp/NAME.err.
measure() {
	name=$1 dir=$2
	shift 2
	(cd "$dir" && /usr/bin/time -v "$@" >"$tmp/$name.out" 2>"$tmp/$name.err") || true
	awk -F': ' '/User time/ {u=$2} /System time/ {s=$2} /Maximum resident/ {m=$2}
		/Elapsed \(wall clock\)/ {n = split($2, t, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + t[i]}
		END {printf "%.1f %d %.1f\n", u+s, m, w}' "$tmp/$name.err" >"$tmp/$name.m"
}

printf '%8s %9s %8s %8s %10s %9s %10s %13s\n' packages lines "CPU s" "wall s" "peak MiB" findings "vet CPU s" "vet peak MiB"
for n in $sizes; do
	mod=$work/scale$n
	rm -rf "$mod"
	lines=$("$tmp/gen" -n "$n" -o "$mod" -stubs "$here/../testdata/src" | awk '{print $3}')
	if [ "$vetlimit" -gt 0 ]; then
		(cd "$mod" && go build ./... >/dev/null)
	fi
	cache=$tmp/cache$n
	mkdir "$cache"
	IDEMLINT_CACHE=$cache measure idemlint$n "$mod" "$bin" ./...
	findings=$(grep -cE '^\S+\.go:[0-9]+:[0-9]+: ' "$tmp/idemlint$n.err" || true)
	read cpu mem wall <"$tmp/idemlint$n.m"
	vcpu= vmem=
	if [ "$vetlimit" -gt 0 ]; then
		measure vet$n "$mod" timeout "$vetlimit" go vet -printf.funcs="scale$$.$n" ./...
		if ! grep -q 'Command exited with non-zero status 124' "$tmp/vet$n.err"; then
			read vcpu vmem vwall <"$tmp/vet$n.m"
			vmem=$((vmem / 1024))
		fi
	fi
	printf '%8d %9d %8.1f %8.1f %10d %9d %10s %13s\n' "$n" "$lines" "$cpu" "$wall" "$((mem / 1024))" "$findings" "$vcpu" "$vmem"
done
