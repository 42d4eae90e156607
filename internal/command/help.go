package command

import (
	"flag"
	"fmt"
	"io"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// usage prints the standalone command's help: its flags, the analyzers'
// and the exit statuses.
func usage(w io.Writer, analyzers []*analysis.Analyzer) {
	fmt.Fprint(w, `Usage: idemlint [flags] [packages]
       idemlint help [analyzer]   (this text, or an analyzer's documentation)
       idemlint version           (or -V: the version and the VCS revision built from)
       idemlint lsp [flags]       (a language server over stdio)
       go vet -vettool=$(which idemlint) [flags] [packages]

Flags of the standalone command:
  -format text|json|sarif
	the output: findings on standard error (text), one JSON document or
	a SARIF 2.1.0 log on standard output
  -json
	the same as -format=json
  -baseline file
	do not report the findings that file, an earlier output of
	-format=json or -format=sarif, holds: each is matched by a
	fingerprint of its analyzer, file, function and message, which lines
	inserted or removed elsewhere do not change
  -new-from-rev rev
	report only the findings on lines changed since the git revision rev
	(git diff rev, the working tree included) and in untracked files
  -cpuprofile file, -memprofile file
	write the run's CPU profile, or its allocation profile, to file (go
	tool pprof reads them)
  -stats
	print how many packages were analysed and how many were replayed
	from the cache ($IDEMLINT_CACHE, or the program $GOCACHEPROG names;
	IDEMLINT_CACHE=off disables it), how many findings -baseline and
	-new-from-rev left out, and how many packages were type-checked with
	their function bodies (their type errors are reported) and how many
	by their declarations only (theirs are not)
  -tags list
	the go command's build tags

Analyzers (-NAME runs only the analyzers so named; -NAME=false turns one off):
`)
	for _, a := range analyzers {
		title, _, _ := strings.Cut(a.Doc, "\n")
		fmt.Fprintf(w, "  -%s\n\t%s\n", a.Name, title)
	}
	fmt.Fprint(w, "\nAnalyzer flags (a function a list names that no package of the build declares\nis warned about after the run):\n")
	for _, a := range analyzers {
		a.Flags.VisitAll(func(f *flag.Flag) {
			fmt.Fprintf(w, "  -%s.%s\n\t%s\n", a.Name, f.Name, f.Usage)
		})
	}
	fmt.Fprint(w, `
Exit status: 0 when there are no findings (always with -json or -format=sarif,
unless an error occurred), 1 when a package could not be loaded, type-checked
or analysed, 2 on a bad command line (an unreadable -baseline, a -new-from-rev
git cannot answer), 3 when findings were printed (those -baseline and
-new-from-rev leave).
`)
}

// version returns the module version, and the VCS revision ("+dirty"
// when the tree had uncommitted changes) and commit time the go command
// stamps a build from a checkout with, and the Go version.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "idemlint (unknown version)"
	}
	v := bi.Main.Version
	var rev, modified, at string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = "+dirty"
			}
		case "vcs.time":
			at = s.Value
		}
	}
	out := "idemlint " + v
	if rev != "" {
		out += " " + rev + modified
	}
	if at != "" {
		out += " " + at
	}
	return out + " " + bi.GoVersion
}
