// Package command is the idemlint command but for its list of analyzers,
// which cmd/idemlint gives it: the command line, the standalone run,
// help and version, the language server's command line, and go vet's
// tool protocol, which the analysis framework answers (multichecker).
//
// The standalone run analyses the packages in this process
// (internal/driver): the import graph from the go command, types from
// source with function bodies only where a unit is analysed, facts
// passed between units in dependency order, and a result cache, so that
// a second run with nothing changed type-checks nothing. It then leaves
// out the findings -baseline (internal/baseline) and -new-from-rev
// (internal/newfromrev) ask it to, and prints each of the others once, in
// the format asked for (internal/output's packages).
package command

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/idemlint/idemlint/internal/baseline"
	"github.com/idemlint/idemlint/internal/driver"
	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/named"
	"github.com/idemlint/idemlint/internal/newfromrev"
	"github.com/idemlint/idemlint/internal/output"
	"github.com/idemlint/idemlint/internal/output/jsonout"
	"github.com/idemlint/idemlint/internal/output/sarif"
	"github.com/idemlint/idemlint/internal/output/text"
	"github.com/idemlint/idemlint/internal/source"
)

// Main runs the command with the given analyzers on the command line's
// arguments (os.Args without the program's name) and returns its exit
// status. As a vet tool it does not return: the analysis framework reads
// the process's command line itself and exits.
func Main(analyzers []*analysis.Analyzer, args []string, stdin io.ReadCloser, stdout io.WriteCloser, stderr io.Writer) int {
	v, hasV := versionFlag(args)
	switch {
	case len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help"),
		len(args) == 1 && args[0] == "help":
		usage(stdout, analyzers)
	case len(args) > 0 && args[0] == "version",
		hasV && (v == "" || v == "true"):
		fmt.Fprintln(stdout, version())
	case hasV && v != "full":
		fmt.Fprintf(stderr, "idemlint: -V=%s: want -V=full (go vet's question) or -V alone\n", v)
		return exitUsage
	case len(args) > 0 && args[0] == "lsp":
		return serveLSP(analyzers, args[1:], stdin, stdout, stderr)
	case vetProtocol(args):
		multichecker.Main(analyzers...) // exits
	default:
		return drive(analyzers, args, stdout, stderr)
	}
	return exitClean
}

// memoryLimit is the soft memory limit of a standalone run and of the
// language server, unless GOMEMLIMIT sets one (setMemoryLimit).
const memoryLimit = 640 << 20

// Exit statuses of the standalone driver.
const (
	exitClean    = 0 // no findings
	exitError    = 1 // the packages could not be loaded or analysed
	exitUsage    = 2 // bad command line
	exitFindings = 3 // findings were reported
)

// versionFlag returns the value of a -V flag on the command line ("" for
// -V alone). -V=full is go vet's question, answered by the analysis
// framework with the line whose build ID keys go vet's cache.
func versionFlag(args []string) (value string, ok bool) {
	for _, a := range args {
		name, value, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "-") && name == "V" {
			return value, true
		}
	}
	return "", false
}

// vetProtocol reports whether the go command (or a user) runs the binary
// as a vet tool, or asks the analysis framework something itself: the
// .cfg file of one package, -flags, -V, help.
func vetProtocol(args []string) bool {
	for _, a := range args {
		name := strings.TrimLeft(a, "-")
		if strings.HasSuffix(a, ".cfg") || strings.HasPrefix(a, "-") && (name == "flags" || name == "V" || strings.HasPrefix(name, "V=")) {
			return true
		}
	}
	return len(args) > 1 && args[0] == "help"
}

// drive runs the standalone command and returns its exit status.
func drive(analyzers []*analysis.Analyzer, args []string, stdout, stderr io.Writer) (code int) {
	o, err := parseArgs(analyzers, args)
	if err != nil {
		fmt.Fprintln(stderr, "idemlint:", err)
		return exitUsage
	}
	if o.format == "sarif" {
		o.vetFlags = append(o.vetFlags, "-idemlint.show-ignored") // suppressed results, with their reasons
	}
	cfg, err := configure(analyzers, o)
	if err != nil {
		fmt.Fprintln(stderr, "idemlint:", err)
		return exitUsage
	}
	wd, _ := os.Getwd()
	// The baseline and the changed lines are read before the run, which
	// can take a while, so that a mistake in either fails at once.
	var known map[string]bool
	if o.baseline != "" {
		if known, err = baseline.Read(o.baseline); err != nil {
			fmt.Fprintln(stderr, "idemlint: -baseline:", err)
			return exitUsage
		}
	}
	var changed *newfromrev.Changes
	if o.newFromRev != "" {
		if changed, err = newfromrev.Since(wd, o.newFromRev); err != nil {
			fmt.Fprintln(stderr, "idemlint: -new-from-rev:", err)
			return exitUsage
		}
	}
	setMemoryLimit()
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(stderr, "idemlint: -cpuprofile:", err)
			return exitUsage
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	if o.memProfile != "" {
		defer func() {
			f, err := os.Create(o.memProfile)
			if err == nil {
				err = pprof.Lookup("allocs").WriteTo(f, 0)
				if cerr := f.Close(); err == nil {
					err = cerr
				}
			}
			if err != nil {
				fmt.Fprintln(stderr, "idemlint: -memprofile:", err)
			}
		}()
	}
	var endProgress func()
	cfg.Progress, endProgress = progress(stderr)
	run, err := driver.Run(cfg)
	endProgress()
	if err != nil {
		fmt.Fprintln(stderr, "idemlint:", err)
		return exitError
	}
	// Printed last, after the findings: a flag that names nothing is a bad
	// command line, whatever the findings.
	unknown := named.Check(model.Analyzer, run.Packages)
	defer func() {
		for _, m := range unknown {
			fmt.Fprintln(stderr, "idemlint:", m)
		}
		if len(unknown) > 0 {
			code = exitUsage
		}
	}()
	if run.CacheProgErr != nil {
		fmt.Fprintf(stderr, "idemlint: %v; the run went on without a cache\n", run.CacheProgErr)
	}
	if o.stats {
		fmt.Fprintf(stderr, "idemlint: %d packages analysed (%d test variants for their test files only), %d replayed from the cache; the whole-module view resolved %d interface methods and %d registered handlers and ran %d again\n", run.Analysed, run.TestsOnly, run.Cached, run.Wired, run.Registered, run.Rewired)
		fmt.Fprintf(stderr, "idemlint: of %d packages, %d were type-checked with their function bodies, %d by their declarations only (type errors there are not reported), %d read from export data; the others were replayed or not needed\n", run.Units, run.Bodies, run.Declarations, run.FromExport)
		if len(run.Large) > 0 {
			fmt.Fprintf(stderr, "idemlint: %d dependencies over the budget of Go source were declared only, not analysed for their facts: %s\n", len(run.Large), strings.Join(run.Large, ", "))
		}
	}
	if run.WiringCut {
		fmt.Fprintf(stderr, "idemlint: the whole-module view of interface calls still changed after its last round: calls through interfaces may be resolved less far than they could\n")
	}
	if n := len(run.Skipped); n > 0 {
		// Never silent: a function a step panicked on is not analysed.
		fmt.Fprintf(stderr, "idemlint: %d functions not analysed: a step of the analysis panicked on them (a bug in idemlint; -idemlint.debug prints each with its stack)\n", n)
		if o.stats {
			for _, s := range run.Skipped {
				fmt.Fprintln(stderr, "\t"+s)
			}
		}
	}
	res := output.FromRun(run)
	failed := len(res.Errors) > 0
	for _, e := range res.Errors {
		fmt.Fprintln(stderr, e)
	}
	root := repoRoot(wd)
	src := source.New()
	if o.format != "text" || known != nil {
		// Before any finding is dropped: a fingerprint counts the
		// findings before it that it would otherwise share.
		output.SetFingerprints(res.Findings, root, src)
	}
	inBaseline, unchanged := 0, 0
	res.Findings = slices.DeleteFunc(res.Findings, func(f *output.Finding) bool {
		file, line, _ := output.SplitPosn(f.Posn)
		switch {
		case known[f.Fingerprint]:
			inBaseline++
		case changed != nil && !changed.Has(file, line):
			unchanged++
		default:
			return false
		}
		return true
	})
	if o.stats && known != nil {
		fmt.Fprintf(stderr, "idemlint: %d findings not reported: the baseline holds them\n", inBaseline)
	}
	if o.stats && changed != nil {
		fmt.Fprintf(stderr, "idemlint: %d findings not reported: on lines not changed since %s\n", unchanged, o.newFromRev)
	}
	if o.format == "sarif" {
		if err := sarif.Write(stdout, analyzers, res, root, src); err != nil {
			fmt.Fprintln(stderr, "idemlint:", err)
			return exitError
		}
		if failed {
			return exitError
		}
		return exitClean
	}
	if o.format == "json" {
		if err := jsonout.Write(stdout, res.Findings); err != nil {
			fmt.Fprintln(stderr, "idemlint:", err)
			return exitError
		}
		if failed {
			return exitError
		}
		return exitClean
	}
	text.Write(stderr, wd, res.Findings)
	switch {
	case failed:
		return exitError
	case len(res.Findings) > 0:
		return exitFindings
	}
	return exitClean
}

// setMemoryLimit sets how the process's garbage collector works, unless
// GOMEMLIMIT or GOGC sets it: a soft limit of memoryLimit, with the heap
// let grow to three times what is live below it (GOGC=200), so that a run
// collects less often while its heap is small and not beyond the limit
// as it nears it. A run's live heap is the declarations of the whole
// build and the units in flight; on a build whose live heap nears the
// limit, the limit is raised to keep it a half above what is live, so the
// collector never runs without pause (raiseMemoryLimit).
func setMemoryLimit() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(200)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
		go raiseMemoryLimit(memoryLimit)
	}
}

// raiseMemoryLimit samples the live heap and raises the soft limit from
// limit to half above it whenever it passes two thirds of the limit.
func raiseMemoryLimit(limit int64) {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	for range time.Tick(50 * time.Millisecond) {
		metrics.Read(sample)
		if sample[0].Value.Kind() != metrics.KindUint64 {
			return
		}
		if live := int64(sample[0].Value.Uint64()); 3*live > 2*limit {
			limit = live + live/2
			debug.SetMemoryLimit(limit)
		}
	}
}

// progress returns, when w is a terminal, a Progress for the driver that
// keeps one line up to date ("idemlint: 120/870 packages"), at most ten
// times a second, and the function that clears it before anything else is
// printed; when w is not a terminal (a pipe, a CI log), nil and a no-op.
func progress(w io.Writer) (func(done, total int), func()) {
	f, ok := w.(*os.File)
	if !ok {
		return nil, func() {}
	}
	if st, err := f.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil, func() {}
	}
	var last time.Time
	shown := false
	return func(done, total int) {
			if now := time.Now(); done == total || now.Sub(last) >= 100*time.Millisecond {
				last = now
				shown = true
				fmt.Fprintf(f, "\ridemlint: %d/%d packages\x1b[K", done, total)
			}
		}, func() {
			if shown {
				fmt.Fprint(f, "\r\x1b[K")
			}
		}
}

// repoRoot returns the top of the git checkout holding wd, or wd.
func repoRoot(wd string) string {
	out, err := exec.Command("git", "-C", wd, "rev-parse", "--show-toplevel").Output()
	if err != nil {
		return wd
	}
	return strings.TrimSpace(string(out))
}
