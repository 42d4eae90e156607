#!/bin/sh
# devset.sh scores idemlint on the development set of real bugs that public
# Go services shipped and fixed (bench/devset.tsv): the buggy version of
# each row's function should be reported by its analyzer, the fixed
# version should not.
#
#	bench/devset.sh [-b path/to/idemlint] [-m mirrors] [-w] [-k dir] [devset.tsv]
#
# -w analyses the whole module (./...), as a user's CI does, instead of the
# row's package and what it imports: the standalone command's whole-module
# view then sees implementations that only main imports. A package of the
# module that does not load then leaves the row without a verdict only when
# the error names the row's package, or when the go command could not list
# the module at all (a dependency the module proxy refuses).
#
# It fetches nothing: mirrors is a directory of bare git mirrors named
# owner+name/repo (the layout the project's fetch tool leaves, default
# /work/.mirror). Each version is exported with git archive into a
# temporary directory and analysed from the root of the module that holds
# the row's file, on that file's package (the go command downloads the
# module's dependencies through the module proxy). A finding counts when
# its analyzer is the row's and its position is inside the function. A
# function the fix renamed is written buggy|fixed (surface.notify|Surface.Notify),
# and so is a path the fix moved the function to.
# -k keeps each version's output in dir, as N-buggy.out and N-fixed.out
# (N the row's number), to read what was reported and why a row was missed.
set -eu
bin=idemlint
mirrors=/work/.mirror
whole=
keep=
while [ $# -gt 0 ]; do
	case $1 in
	-b) bin=$2; shift 2 ;;
	-m) mirrors=$2; shift 2 ;;
	-w) whole=1; shift ;;
	-k) keep=$2; shift 2 ;;
	*) break ;;
	esac
done
tsv=${1:-$(dirname "$0")/devset.tsv}
bin=$(command -v "$bin" || echo "$bin")
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
[ -z "$keep" ] || mkdir -p "$keep"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# span FILE FUNCTION: the first and last line of the function's
# declaration (Type.Method for a method), or nothing.
span() {
	awk -v fn="$2" '
		BEGIN { n = split(fn, p, "."); name = p[n]; recv = (n > 1) ? p[1] : "" }
		start == 0 && $0 ~ "^func " {
			head = $0
			if (recv != "" && head !~ "^func \\([^)]*[* ]" recv "(\\[[^]]*\\])?\\) " name "[[(]") next
			if (recv == "" && head !~ "^func " name "[[(]") next
			start = NR
		}
		start > 0 && end == 0 && $0 ~ "^}" { end = NR; print start, end; exit }
	' "$1"
}

# module DIR PATH: the directory, relative to DIR, of the go.mod nearest
# above PATH.
module() {
	d=$(dirname "$2")
	while [ "$d" != "." ] && [ ! -f "$1/$d/go.mod" ]; do d=$(dirname "$d"); done
	echo "$d"
}

found=0 missed=0 silent=0 loud=0 skipped=0 n=0
printf '%-40s %-34s %-18s %-8s %s\n' repo function analyzer buggy fixed
while IFS='	' read -r repo fix buggy path fn analyzer rest; do
	[ "$repo" = repo ] && continue # the header
	[ -n "$repo" ] || continue
	n=$((n + 1))
	git=$mirrors/$(echo "$repo" | tr / +)/repo
	if [ ! -d "$git" ]; then
		printf '%-40s %-34s %-18s %s\n' "$repo" "$fn" "$analyzer" "no mirror"
		skipped=$((skipped + 1))
		continue
	fi
	verdicts=""
	for ver in buggy fixed; do
		sha=$buggy
		[ $ver = fixed ] && sha=$fix
		dir=$tmp/$n-$ver
		mkdir -p "$dir"
		if ! git --git-dir="$git" cat-file -e "$sha^{commit}" 2>/dev/null; then
			verdicts="$verdicts no-commit"
			continue
		fi
		# A snapshot lacks its largest files (ls-tree -l sizes them BAD, and
		# git archive fails on one): export the sources it holds.
		git --git-dir="$git" ls-tree -r -l "$sha" | awk -F'\t' '{ split($1, f, " ") } f[4] != "BAD" { print $2 }' |
			grep -E '\.(go|sql|tmpl|html|json|yaml|yml)$|(^|/)go\.(mod|sum)$' | grep -v ' ' >"$dir.paths" || true
		# shellcheck disable=SC2046
		git --git-dir="$git" archive "$sha" -- $(cat "$dir.paths") 2>/dev/null | tar -x -C "$dir" 2>/dev/null || true
		file=${path%%|*}
		[ $ver = fixed ] && file=${path#*|}
		if [ ! -f "$dir/$file" ]; then
			verdicts="$verdicts no-file"
			continue
		fi
		mod=$(module "$dir" "$file")
		rel=${file#"$mod"/}
		[ "$mod" = . ] && rel=$file
		name=${fn%%|*}
		[ $ver = fixed ] && name=${fn#*|}
		lines=$(span "$dir/$file" "$name")
		if [ -z "$lines" ]; then
			verdicts="$verdicts no-func"
			continue
		fi
		set -- $lines
		if [ ! -f "$dir/$mod/go.mod" ]; then
			verdicts="$verdicts no-module" # a GOPATH-era tree: nothing to load
			continue
		fi
		rc=0
		pattern="./$(dirname "$rel")"
		[ -n "$whole" ] && pattern=./...
		# -mod=mod: a vendored tree is exported without vendor/modules.txt.
		(cd "$dir/$mod" && export GOFLAGS="${GOFLAGS:-} -mod=mod" && go mod download >/dev/null 2>&1; IDEMLINT_CACHE=off "$bin" "$pattern" >"$dir.out" 2>&1) || rc=$?
		hit=$(awk -F: -v f="$rel" -v a="($analyzer)" -v s="$1" -v e="$2" '
			$1 == f && $2 >= s && $2 <= e && index($0, a) > 0 { print "yes"; exit }' "$dir.out")
		# With -w an error (a line that is no finding) names the row's package
		# by its import path (the module's path and the package's directory:
		# not another package whose path ends the same way) or by one of its
		# files.
		base=$dir
		[ "$mod" != . ] && base=$base/$mod
		[ "$(dirname "$rel")" != . ] && base=$base/$(dirname "$rel")
		named="$base/[^/]*\.go"
		modpath=$(awk '$1 == "module" { print $2; exit }' "$dir/$mod/go.mod")
		[ "$(dirname "$rel")" != . ] && named="$named|^$modpath/$(dirname "$rel")(:| \[)"
		if [ -z "$hit" ] && [ "$rc" != 0 ] && [ "$rc" != 3 ] && { [ -z "$whole" ] || grep -q -E '^(idemlint: err: |panic: )' "$dir.out" ||
			grep -v '^	' "$dir.out" | grep -v -E '\((checkthenact|effectbeforeclaim|randomkey|ackorder)\)$' | grep -q -E "$named"; }; then
			hit=error # the package did not load or analyse: no verdict
		fi
		verdicts="$verdicts ${hit:-no}"
		[ -z "$keep" ] || cp "$dir.out" "$keep/$n-$ver.out"
	done
	set -- $verdicts
	b=${1:-?} f=${2:-?}
	case $b in yes) b=found; found=$((found + 1)) ;; no) b=missed; missed=$((missed + 1)) ;; esac
	case $f in yes) f=REPORTED; loud=$((loud + 1)) ;; no) f=silent; silent=$((silent + 1)) ;; esac
	printf '%-40s %-34s %-18s %-8s %s\n' "$repo" "$fn" "$analyzer" "$b" "$f"
done <"$tsv"
echo "rows: $n; buggy versions found: $found, missed: $missed; fixed versions silent: $silent, reported: $loud; skipped: $skipped"
