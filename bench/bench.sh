#!/bin/sh
# bench.sh measures idemlint against a fresh go vet on the same packages
# and prints the ratios: CPU seconds (user+sys, steadier than wall on shared
# machines) and peak resident memory, from /usr/bin/time -v.
#
#	bench/bench.sh [-b path/to/idemlint] [-e leaf-file] [-w wide-file] [dir] [patterns...]
#
# Each run defeats the result caches (the go command's, idemlint's) with a
# flag value unique to the run, so it analyses every package afresh; the
# compile cache is warmed first, so go vet does not pay for compiling export
# data. A third run, with nothing changed, measures idemlint's cached
# re-run; a fourth runs idemlint as go vet's -vettool. Then the edits
# (bench/edit makes them; each file is restored after): with -e, a
# comment appended to file (relative to dir: a leaf package's), twice —
# the first edit after a fresh run stores the export data that the edits
# after it read; with -w, a body change (a statement added to the first
# function) and then an exported-signature change (a new exported
# function) in file (a widely imported package's). Their wall times are
# printed too.
set -eu
bin=idemlint
edit=
wide=
while [ $# -gt 0 ]; do
	case $1 in
	-b) bin=$2; shift 2 ;;
	-e) edit=$2; shift 2 ;;
	-w) wide=$2; shift 2 ;;
	*) break ;;
	esac
done
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
		/Elapsed \(wall clock\)/ {n = split($2, t, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + t[i]}
		END {printf "%.1f %d %.1f\n", u+s, m, w}' "$tmp/$name.err" >"$tmp/$name.m"
}

(cd "$dir" && go build "$@" >/dev/null 2>&1 && go vet "$@" >/dev/null 2>&1) || true
measure vet go vet -printf.funcs="$tag" "$@"
measure idemlint "$bin" -idemlint.check="$tag.f" "$@"
measure cached "$bin" -idemlint.check="$tag.f" "$@"
measure vettool go vet -vettool="$bin" -idemlint.check="$tag.v" "$@"
here=$(cd "$(dirname "$0")" && pwd)
(cd "$here/edit" && go build -o "$tmp/edit" .)
# edited NAME KIND FILE PATTERNS...: saves FILE, makes the edit and
# measures a run on PATTERNS as NAME; restore puts the file back (the run
# after a restore replays).
edited() {
	name=$1 kind=$2 file=$3
	shift 3
	cp "$dir/$file" "$tmp/saved"
	trap 'cp "$tmp/saved" "$dir/$file"; rm -rf "$tmp"' EXIT
	"$tmp/edit" "$kind" "$dir/$file"
	measure "$name" "$bin" -idemlint.check="$tag.f" "$@"
}
restore() {
	cp "$tmp/saved" "$dir/$1"
	trap 'rm -rf "$tmp"' EXIT
}
if [ -n "$edit" ]; then
	edited edit1 comment "$edit" "$@"
	"$tmp/edit" comment "$dir/$edit"
	measure edit2 "$bin" -idemlint.check="$tag.f" "$@"
	restore "$edit"
fi
if [ -n "$wide" ]; then
	edited body body "$wide" "$@"
	restore "$wide"
	edited signature signature "$wide" "$@"
	restore "$wide"
fi

read vcpu vmem vwall <"$tmp/vet.m"
read icpu imem iwall <"$tmp/idemlint.m"
read ccpu cmem cwall <"$tmp/cached.m"
read tcpu tmem twall <"$tmp/vettool.m"
printf '%-24s %10s %12s %10s\n' run "CPU s" "peak MiB" "wall s"
printf '%-24s %10.1f %12.0f %10.1f\n' "go vet (fresh)" "$vcpu" "$((vmem / 1024))" "$vwall"
printf '%-24s %10.1f %12.0f %10.1f\n' "idemlint (fresh)" "$icpu" "$((imem / 1024))" "$iwall"
printf '%-24s %10.1f %12.0f %10.1f\n' "idemlint (cached)" "$ccpu" "$((cmem / 1024))" "$cwall"
printf '%-24s %10.1f %12.0f %10.1f\n' "go vet -vettool (fresh)" "$tcpu" "$((tmem / 1024))" "$twall"
# row NAME LABEL prints a measured run's row.
row() {
	read c m w <"$tmp/$1.m"
	printf '%-24s %10.1f %12.0f %10.1f\n' "$2" "$c" "$((m / 1024))" "$w"
}
if [ -n "$edit" ]; then
	row edit1 "idemlint (first edit)"
	row edit2 "idemlint (next edit)"
fi
if [ -n "$wide" ]; then
	row body "idemlint (body, wide)"
	row signature "idemlint (signature)"
fi
awk -v i="$icpu" -v v="$vcpu" -v im="$imem" -v vm="$vmem" \
	'BEGIN {printf "ratio idemlint/go vet: CPU %.2fx, peak memory %.2fx\n", i/v, im/vm}'
awk -v t="$tcpu" -v v="$vcpu" 'BEGIN {printf "ratio vet tool/go vet: CPU %.2fx\n", t/v}'
grep -cE '^\S+\.go:[0-9]+:[0-9]+: ' "$tmp/idemlint.err" | sed 's/^/findings: /' || true
