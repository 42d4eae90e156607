#!/usr/bin/env bash
# golangci-lint.sh builds golangci-lint with the idemlint module plugin from
# the Go module proxy alone (no GitHub, no `golangci-lint custom`), runs it on
# the bundled example with examples/.golangci.yml, and checks that:
#
#   - `golangci-lint version` says version 2.15.0, as editor integrations
#     that ask for "version 2" need;
#   - it reports exactly the findings of the standalone binary, line by line,
#     and every analyzer has some;
#   - settings reach the analyzers: with fold: false, disable: [ackorder] and
#     a claim function, it reports what the standalone binary reports with
#     -idemlint.claim, related positions as separate issues, ackorder gone;
#   - //nolint:idemlint silences every analyzer on its line, //nolint:<name>
#     only that analyzer, in golangci-lint and in the standalone binary.
#
#	scripts/golangci-lint.sh
#
# The binary is left at bin/custom-gcl (the name and place the README's
# .custom-gcl.yml gives it); the standalone binary at bin/idemlint.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
version=v2.15.0
gcl=$root/bin/custom-gcl
idemlint=$root/bin/idemlint
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# step TITLE: starts a step, with the seconds spent so far.
step() {
	echo "-- $* (at ${SECONDS}s)"
}

# fail MESSAGE: reports a failed check and stops.
fail() {
	echo "FAIL: $*" >&2
	exit 1
}

# same WHAT WANT GOT: fails with the diff of two sorted finding lists
# (WANT lines prefixed -, GOT lines +) unless they are equal.
same() {
	if ! diff -u --label "want ($1)" --label "got" "$2" "$3" >"$tmp/diff"; then
		cat "$tmp/diff" >&2
		fail "$1: the finding lists differ (diff above)"
	fi
}

# run_gcl DIR OUT [ARGS...]: runs golangci-lint in DIR and writes its
# findings, normalized to "file:line:col: analyzer: message" and sorted, to
# OUT. Related information (fold: false) is "analyzer(related information)".
run_gcl() {
	local dir=$1 out=$2 code=0
	shift 2
	(cd "$dir" && "$gcl" run --output.text.path=stdout --output.text.print-issued-lines=false \
		--output.text.colors=false --show-stats=false "$@" ./...) >"$tmp/gcl.out" 2>"$tmp/gcl.err" || code=$?
	# 1: issues found (golangci-lint's default issues-exit-code).
	if [ "$code" -ne 0 ] && [ "$code" -ne 1 ]; then
		cat "$tmp/gcl.err" >&2
		fail "golangci-lint in $dir exited $code"
	fi
	sed -E 's/^([^ ]+:[0-9]+:[0-9]+: .*) \(idemlint\)$/\1/' "$tmp/gcl.out" | LC_ALL=C sort >"$out"
}

# run_idemlint DIR OUT FORM [FLAGS...]: runs the standalone binary in DIR
# and writes its findings to OUT as run_gcl does: "file:line:col: message
# (analyzer)" becomes "file:line:col: analyzer: message". Its related
# positions (tab-indented lines after it) are folded into the message as the
# plugin's fold does, " (see also: <label> at <file base>:<line>; ...)", if
# FORM is fold, or become findings of "analyzer(related information)" if
# FORM is related, as golangci-lint shows them with fold: false.
run_idemlint() {
	local dir=$1 out=$2 form=$3 code=0
	shift 3
	(cd "$dir" && "$idemlint" "$@" ./...) >"$tmp/idemlint.out" 2>&1 || code=$?
	# 3: findings were reported.
	if [ "$code" -ne 0 ] && [ "$code" -ne 3 ]; then
		cat "$tmp/idemlint.out" >&2
		fail "idemlint in $dir exited $code"
	fi
	awk -v form="$form" '
		function flush() {
			if (head != "") print head (see != "" ? " (see also: " see ")" : "")
			head = ""
			see = ""
		}
		match($0, /^[^ \t]+:[0-9]+:[0-9]+: /) {
			flush()
			pos = substr($0, 1, RLENGTH)
			rest = substr($0, RLENGTH + 1)
			n = match(rest, / \([a-z]+\)$/)
			name = substr(rest, n + 2, RLENGTH - 3)
			head = pos name ": " substr(rest, 1, n - 1)
			next
		}
		match($0, /^\t[^ \t]+:[0-9]+:[0-9]+: /) {
			rpos = substr($0, 2, RLENGTH - 3)
			label = substr($0, RLENGTH + 1)
			if (form != "fold") {
				print rpos ": " name "(related information): " label
				next
			}
			split(rpos, p, ":")
			base = p[1]
			sub(/.*\//, "", base)
			see = see (see != "" ? "; " : "") label " at " base ":" p[2]
			next
		}
		/^go: downloading / { next }
		{ print "unexpected output: " $0 }
		END { flush() }
	' "$tmp/idemlint.out" | LC_ALL=C sort >"$out"
}

step "build golangci-lint $version with the idemlint plugin, from the module proxy"
mod=github.com/golangci/golangci-lint/v2@$version
(cd "$tmp" && go mod download -json "$mod") >"$tmp/download.json"
src=$(sed -n 's/^\t"Dir": "\(.*\)",$/\1/p' "$tmp/download.json")
info=$(sed -n 's/^\t"Info": "\(.*\)",$/\1/p' "$tmp/download.json")
if [ ! -d "$src" ] || [ ! -f "$info" ]; then
	fail "go mod download $mod gave no source directory:
$(cat "$tmp/download.json")"
fi
# The release time, as goreleaser stamps main.date: with a date set,
# golangci-lint prints main.version instead of "(devel)".
released=$(sed -n 's/.*"Time":"\([^"]*\)".*/\1/p' "$info")
cp -R "$src" "$tmp/golangci-lint"
chmod -R u+w "$tmp/golangci-lint"
cat >"$tmp/golangci-lint/cmd/golangci-lint/plugins.go" <<'EOF'
package main

// This file is used to declare module plugins.

import _ "github.com/idemlint/idemlint/plugin"
EOF
(
	cd "$tmp/golangci-lint"
	go mod edit -require=github.com/idemlint/idemlint@v0.0.0 -replace=github.com/idemlint/idemlint="$root"
	go mod tidy
	go build -trimpath -ldflags "-X main.version=${version#v} -X main.date=$released" -o "$gcl" ./cmd/golangci-lint
)
go build -o "$idemlint" ./cmd/idemlint

# golangci-lint caches its results by package and configuration, not by
# the plugin it was built with: a cache of its own for each build keeps a
# rebuilt plugin's findings from being answered by an older one's.
GOLANGCI_LINT_CACHE="$(go env GOCACHE)/idemlint-golangci-$(sha256sum "$gcl" | cut -c1-16)"
export GOLANGCI_LINT_CACHE

step "golangci-lint version"
"$gcl" version | tee "$tmp/version"
grep -q "has version ${version#v} built" "$tmp/version" || fail "golangci-lint version does not say version ${version#v}"

step "examples/.golangci.yml: the findings of the standalone binary"
# The plugin folds related positions into the message (fold defaults to true
# there). The standalone run is the one CI's main job has just made, so go
# vet's cache answers it.
run_gcl examples "$tmp/gcl.main"
run_idemlint examples "$tmp/idemlint.main" fold
same "golangci-lint (examples/.golangci.yml) vs idemlint, related positions folded" "$tmp/idemlint.main" "$tmp/gcl.main"
for a in checkthenact effectbeforeclaim randomkey ackorder; do
	n=$(grep -c "^[^ ]*: $a: " "$tmp/gcl.main" || true)
	[ "$n" -gt 0 ] || fail "no $a finding on examples/: the comparison does not cover $a"
	echo "$a: $n findings, the same in both"
done

step "settings reach the analyzers: fold: false, disable: [ackorder], claim"
claim=github.com/idemlint/idemlint/examples/webhooks.fraudulentIntent
cat >"$tmp/settings.yml" <<EOF
version: "2"
run:
  relative-path-mode: wd
linters:
  default: none
  enable: [idemlint]
  settings:
    custom:
      idemlint:
        type: module
        settings:
          fold: false
          disable: [ackorder]
          claim: ["$claim"]
issues:
  uniq-by-line: false
  max-issues-per-linter: 0
  max-same-issues: 0
EOF
run_gcl examples "$tmp/gcl.settings" --config="$tmp/settings.yml"
run_idemlint examples "$tmp/idemlint.settings" related -idemlint.claim="$claim"
grep -v '^[^ ]*: ackorder[:(]' "$tmp/idemlint.settings" >"$tmp/want.settings" || true
same "golangci-lint (fold: false, disable: [ackorder], claim) vs idemlint -idemlint.claim without ackorder" \
	"$tmp/want.settings" "$tmp/gcl.settings"
grep -q '(related information)' "$tmp/gcl.settings" || fail "fold: false: no related information issue"
# The claim is called before each refund of the webhook handlers, which
# are reported as recording no claim without it.
noclaim='^webhooks/[^ ]*: effectbeforeclaim: .* records no claim'
grep -q "$noclaim" "$tmp/idemlint.main" || fail "no no-claim finding in webhooks/ for the claim setting to remove"
if grep -q "$noclaim" "$tmp/gcl.settings"; then
	fail "claim: [$claim] left the no-claim findings in webhooks/: the setting did not reach the model"
fi
echo "fold, disable and claim reached the analyzers"

step "//nolint:idemlint and //nolint:<analyzer>"
# In a copy of the example (TestExample pins the line numbers of the
# original), the marker comment "// idemlint: want <analyzer>" of a
# reported line is replaced by a //nolint comment, so no line moves:
#   - //nolint:idemlint on an effectbeforeclaim line silences it;
#   - //nolint:checkthenact on a checkthenact line silences it;
#   - //nolint:ackorder on another checkthenact line does not.
# A //nolint after code covers its own line only, in golangci-lint and in
# the analyzers (internal/directive).
cp -R examples "$tmp/examples"
: >"$tmp/silenced"
# nolint ANALYZER NOLINT SILENCES: puts //nolint:NOLINT on the first line
# reported for ANALYZER that is not yet edited; records in $tmp/silenced
# which findings it must silence (analyzer SILENCES, or every analyzer for
# "*", none for "-") as "file line analyzer".
nolint() {
	local analyzer=$1 directive=$2 silences=$3 file= line=
	read -r file line < <(grep "^[^ ]*: $analyzer: " "$tmp/idemlint.main" | cut -d: -f1,2 | tr : ' ' |
		while read -r f l; do
			if sed -n "${l}p" "$tmp/examples/$f" | grep -q "// idemlint: want $analyzer\$"; then
				echo "$f $l"
				break
			fi
		done) || true
	[ -n "$line" ] || fail "no $analyzer finding with a \"// idemlint: want $analyzer\" marker to replace"
	sed -i "${line}s|// idemlint: want $analyzer\$|//nolint:$directive|" "$tmp/examples/$file"
	echo "$file:$line: //nolint:$directive"
	if [ "$silences" != - ]; then
		echo "$file $line $silences" >>"$tmp/silenced"
	fi
}
nolint effectbeforeclaim idemlint '*'
nolint checkthenact checkthenact checkthenact
nolint checkthenact ackorder -
awk 'NR == FNR { s[$1 " " $2 " " $3] = 1; next }
	{
		split($1, p, ":"); name = $2; sub(/:$/, "", name)
		if ((p[1] " " p[2] " " name) in s || (p[1] " " p[2] " *") in s) next
		print
	}' "$tmp/silenced" "$tmp/idemlint.main" >"$tmp/want.nolint"
run_gcl "$tmp/examples" "$tmp/gcl.nolint"
same "golangci-lint on the copy with //nolint comments" "$tmp/want.nolint" "$tmp/gcl.nolint"
run_idemlint "$tmp/examples" "$tmp/idemlint.nolint" fold
same "idemlint on the copy with //nolint comments" "$tmp/want.nolint" "$tmp/idemlint.nolint"
echo "-- ok (${SECONDS}s)"
