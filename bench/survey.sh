#!/bin/sh
# survey.sh runs idemlint over real public Go modules (bench/survey.tsv)
# and prints, for each, its size, the findings per analyzer, the load
# errors and the cost, so that every finding can be read and judged.
#
#	bench/survey.sh [-b path/to/idemlint] [-m mirrors] [-k dir] [-o names] [survey.tsv]
#	bench/survey.sh -d path/to/old-idemlint [-b path/to/new-idemlint] [-m mirrors] [-k dir] [-o names] [survey.tsv]
#
# Each row of survey.tsv is a module: the repository (owner/name), the
# commit it is pinned at, the module's directory inside the repository
# ("." for its root) and the patterns, separated by tabs. The row std
# analyses the standard library of the go command on PATH (its commit
# field is informative only, its patterns are go list's: std).
#
# It fetches nothing: mirrors is a directory of bare git mirrors named
# owner+name/repo (the layout the project's fetch tool leaves, default
# /work/.mirror). A row's commit is exported with git archive into a
# temporary directory (less the files the mirror lacks: a snapshot drops
# its largest files, and git archive fails on one) and idemlint is run on
# the patterns from the module's directory, with a fresh cache
# (IDEMLINT_CACHE set to an empty directory of its own) and -mod=mod (a
# vendored tree is exported without what go mod vendor left out); the go
# command downloads the module's dependencies through the module proxy.
# Only -o's rows run when it is given (names separated by commas, as in
# the first column: -o hibiken/asynq,std).
#
# The table has a row per module: non-test Go lines of the packages the
# patterns match, the findings of each analyzer (cta checkthenact, ack
# ackorder, ebc effectbeforeclaim, rk randomkey), the other lines of
# idemlint's output (neither a finding nor its related lines: load
# errors, and idemlint's notes such as functions not analysed), the exit
# status, CPU seconds (user+sys, the go command's included: a cgo package
# it compiles for the first time, go-sqlite3's, costs tens of seconds
# once) and peak resident MiB from /usr/bin/time -v. -k keeps each
# module's output in dir as owner+name.out (owner+name.old.out for -d's
# old binary), to read every finding.
#
# -d compares two binaries instead: each module is analysed by the old
# binary and by -b's, and the findings that differ (position, message and
# analyzer; related lines left out) are printed per module, - for the old
# binary's only, + for the new one's, before the module's row of the
# table (which is the new binary's).
set -eu
bin=idemlint
old=
mirrors=/work/.mirror
keep=
only=
while [ $# -gt 0 ]; do
	case $1 in
	-b) bin=$2; shift 2 ;;
	-d) old=$2; shift 2 ;;
	-m) mirrors=$2; shift 2 ;;
	-k) keep=$2; shift 2 ;;
	-o) only=$2; shift 2 ;;
	*) break ;;
	esac
done
tsv=${1:-$(dirname "$0")/survey.tsv}
# abs BIN: BIN as an absolute path (looked up on PATH when it is a name).
abs() {
	abs_b=$(command -v "$1" || echo "$1")
	case $abs_b in /*) ;; *) abs_b=$(pwd)/$abs_b ;; esac
	echo "$abs_b"
}
bin=$(abs "$bin")
[ -z "$old" ] || old=$(abs "$old")
[ -z "$keep" ] || mkdir -p "$keep"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# export GIT COMMIT DIR: the commit's tree into DIR, less the blobs the
# mirror lacks (git archive still names each one it leaves out on
# standard error: silenced; it fails on any other error).
export_tree() {
	git --git-dir="$1" ls-tree -r -l "$2" | awk -F'\t' '{ split($1, f, " ") } f[4] == "BAD" { print $2 }' >"$tmp/missing"
	export_git=$1 export_commit=$2 export_dir=$3
	set -- .
	while IFS= read -r export_p; do set -- "$@" ":(exclude,literal)$export_p"; done <"$tmp/missing"
	mkdir -p "$export_dir"
	git --git-dir="$export_git" archive -o "$tmp/tree.tar" "$export_commit" -- "$@" 2>/dev/null &&
		tar -x -C "$export_dir" -f "$tmp/tree.tar"
}

# run BIN DIR OUT PATTERNS...: runs BIN on PATTERNS in DIR with a fresh
# cache; its output goes to OUT, /usr/bin/time's report to OUT.time and
# its exit status to OUT.rc. (A function's variables are global in sh:
# each function's own start with its name.)
run() {
	run_bin=$1 run_dir=$2 run_out=$3
	shift 3
	rm -rf "$tmp/cache"
	mkdir "$tmp/cache"
	run_rc=0
	(cd "$run_dir" && GOFLAGS="${GOFLAGS:-} -mod=mod" IDEMLINT_CACHE="$tmp/cache" \
		/usr/bin/time -v -o "$run_out.time" "$run_bin" "$@" </dev/null >"$run_out" 2>&1) || run_rc=$?
	echo "$run_rc" >"$run_out.rc"
}

# findings OUT: the finding lines of OUT, sorted.
findings() {
	grep -E '^\S+\.go:[0-9]+:[0-9]+: ' "$1" | sort || true
}

# lines DIR PATTERNS...: the non-test Go lines of the packages PATTERNS
# match, from DIR.
lines() {
	lines_dir=$1
	shift
	(cd "$lines_dir" && GOFLAGS="${GOFLAGS:-} -mod=mod" go list -e -f '{{$d := .Dir}}{{range .GoFiles}}{{$d}}/{{.}}{{"\n"}}{{end}}{{range .CgoFiles}}{{$d}}/{{.}}{{"\n"}}{{end}}' "$@" 2>/dev/null) |
		grep . | tr '\n' '\0' | xargs -0 cat 2>/dev/null | wc -l
}

# count ANALYZER: how many findings of ANALYZER $out holds.
count() {
	grep -cE "^\S+\.go:[0-9]+:[0-9]+: .*\($1\)\$" "$out" || true
}

printf '%-28s %8s %4s %4s %4s %4s %6s %3s %7s %6s\n' module lines cta ack ebc rk other rc "CPU s" "MiB"
while IFS='	' read -r repo commit dir patterns; do
	case $repo in '' | '#'* | repo) continue ;; esac
	if [ -n "$only" ]; then
		case ",$only," in *",$repo,"*) ;; *) continue ;; esac
	fi
	name=$(echo "$repo" | tr / +)
	[ -n "$patterns" ] || patterns=./...
	if [ "$repo" = std ]; then
		root=$tmp/std
		mkdir -p "$root"
	else
		git=$mirrors/$name/repo
		if ! git --git-dir="$git" cat-file -e "$commit^{commit}" 2>/dev/null; then
			printf '%-28s %s\n' "$repo" "no mirror or no commit $commit"
			continue
		fi
		rm -rf "$tmp/src"
		if ! export_tree "$git" "$commit" "$tmp/src"; then
			printf '%-28s %s\n' "$repo" "git archive failed"
			continue
		fi
		root=$tmp/src/$dir
	fi
	out=$tmp/$name.out
	# shellcheck disable=SC2086
	(cd "$root" && GOFLAGS="${GOFLAGS:-} -mod=mod" go mod download >/dev/null 2>&1) || true
	# shellcheck disable=SC2086
	run "$bin" "$root" "$out" $patterns
	if [ -n "$old" ]; then
		# shellcheck disable=SC2086
		run "$old" "$root" "$tmp/$name.old.out" $patterns
		findings "$tmp/$name.old.out" >"$tmp/a"
		findings "$out" >"$tmp/b"
		if ! cmp -s "$tmp/a" "$tmp/b"; then
			echo "== $repo"
			diff "$tmp/a" "$tmp/b" | grep -E '^[<>]' | sed 's/^</-/; s/^>/+/'
		fi
		[ -z "$keep" ] || cp "$tmp/$name.old.out" "$keep/$name.old.out"
	fi
	[ -z "$keep" ] || cp "$out" "$keep/$name.out"
	# shellcheck disable=SC2086
	n=$(lines "$root" $patterns)
	other=$(grep -v '^	' "$out" | grep -cvE '^\S+\.go:[0-9]+:[0-9]+: .*\((checkthenact|ackorder|effectbeforeclaim|randomkey)\)$' || true)
	set -- $(awk -F': ' '/User time/ {u=$2} /System time/ {s=$2} /Maximum resident/ {m=$2}
		END {printf "%.1f %d\n", u+s, m/1024}' "$out.time")
	printf '%-28s %8s %4s %4s %4s %4s %6s %3s %7s %6s\n' "$repo" "$n" "$(count checkthenact)" "$(count ackorder)" \
		"$(count effectbeforeclaim)" "$(count randomkey)" "$other" "$(cat "$out.rc")" "$1" "$2"
done <"$tsv"
