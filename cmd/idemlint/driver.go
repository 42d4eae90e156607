package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/driver"
	"github.com/idemlint/idemlint/internal/model"
)

// The standalone driver analyses the packages in this process
// (internal/driver): the import graph from the go command, types from
// source with function bodies only where a unit is analysed, facts
// passed between units in dependency order, and a result cache, so that
// a second run with nothing changed type-checks nothing. It then prints
// each finding once.

// memoryLimit is the soft memory limit of a standalone run and of the
// language server, unless GOMEMLIMIT sets one.
const memoryLimit = 1 << 30

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
	IDEMLINT_CACHE=off disables it), and how many
	findings -baseline and -new-from-rev left out
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

// options is the standalone command line.
type options struct {
	format     string   // text, json or sarif
	stats      bool     // print how many packages were analysed and replayed
	baseline   string   // a previous JSON or SARIF output whose findings are not reported
	newFromRev string   // a git revision: only findings on lines changed since it are reported
	cpuProfile string   // a file for the run's CPU profile
	memProfile string   // a file for the run's allocation profile
	vetFlags   []string // flags passed on to the tool through go vet
	buildFlags []string // the go command's flags among them (-tags)
	patterns   []string
}

// parseArgs splits the command line into the driver's own flags, the flags
// of the analyzers and of go vet's build, and the package patterns. A flag
// that takes a value may be written -name=value or -name value.
func parseArgs(analyzers []*analysis.Analyzer, args []string) (*options, error) {
	valued := map[string]bool{"tags": true, "C": false}
	known := map[string]bool{"tags": true}
	for _, a := range analyzers {
		known[a.Name] = true
		a.Flags.VisitAll(func(f *flag.Flag) {
			name := a.Name + "." + f.Name
			known[name] = true
			if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !b.IsBoolFlag() {
				valued[name] = true
			}
		})
	}
	o := &options{format: "text"}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "-" {
			o.patterns = append(o.patterns, args[i:]...)
			break
		}
		if a == "--" {
			o.patterns = append(o.patterns, args[i+1:]...)
			break
		}
		name, v, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		// value returns the flag's value: after "=", or the next argument.
		value := func() (string, error) {
			if !hasValue {
				if i+1 >= len(args) {
					return "", fmt.Errorf("flag needs an argument: -%s", name)
				}
				i++
				v = args[i]
			}
			if v == "" {
				return "", fmt.Errorf("-%s needs a value", name)
			}
			return v, nil
		}
		var err error
		switch {
		case name == "json":
			if !hasValue || v == "true" {
				o.format = "json"
			}
			continue
		case name == "format":
			if o.format, err = value(); err != nil {
				return nil, err
			}
			if o.format != "text" && o.format != "json" && o.format != "sarif" {
				return nil, fmt.Errorf("-format=%s: want text, json or sarif", o.format)
			}
			continue
		case name == "baseline":
			if o.baseline, err = value(); err != nil {
				return nil, err
			}
			continue
		case name == "new-from-rev":
			if o.newFromRev, err = value(); err != nil {
				return nil, err
			}
			continue
		case name == "cpuprofile":
			if o.cpuProfile, err = value(); err != nil {
				return nil, err
			}
			continue
		case name == "memprofile":
			if o.memProfile, err = value(); err != nil {
				return nil, err
			}
			continue
		case name == "stats":
			o.stats = !hasValue || v == "true"
			continue
		case name == "fix" || name == "diff":
			continue // no analyzer offers fixes: findings are printed as usual
		case name == "test":
			continue // go vet analyses test files always; no analyzer reports in them
		case !known[name]:
			return nil, fmt.Errorf("flag provided but not defined: -%s (run idemlint -help for the flags)", name)
		}
		o.vetFlags = append(o.vetFlags, a)
		if name == "tags" {
			o.buildFlags = append(o.buildFlags, a)
		}
		if valued[name] && !hasValue {
			if i+1 >= len(args) {
				return nil, fmt.Errorf("flag needs an argument: -%s", name)
			}
			i++
			o.vetFlags = append(o.vetFlags, args[i])
			if name == "tags" {
				o.buildFlags = append(o.buildFlags, args[i])
			}
		}
	}
	if len(o.patterns) == 0 {
		o.patterns = []string{"."}
	}
	return o, nil
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
		if known, err = readBaseline(o.baseline); err != nil {
			fmt.Fprintln(stderr, "idemlint: -baseline:", err)
			return exitUsage
		}
	}
	var changed *changes
	if o.newFromRev != "" {
		if changed, err = changedSince(wd, o.newFromRev); err != nil {
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
	unknown := unnamed(analyzers, run.Packages)
	defer func() {
		for _, w := range unknown {
			fmt.Fprintln(stderr, w)
		}
		if len(unknown) > 0 {
			code = exitUsage
		}
	}()
	if run.CacheProgErr != nil {
		fmt.Fprintf(stderr, "idemlint: %v; the run went on without a cache\n", run.CacheProgErr)
	}
	if o.stats {
		fmt.Fprintf(stderr, "idemlint: %d packages analysed, %d replayed from the cache; the whole-module view resolved %d interface methods and %d registered handlers and ran %d again\n", run.Analysed, run.Cached, run.Wired, run.Registered, run.Rewired)
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
	res := fromRun(run)
	failed := len(res.errors) > 0
	for _, e := range res.errors {
		fmt.Fprintln(stderr, e)
	}
	root := repoRoot(wd)
	src := &sources{lines: map[string][]string{}, funcs: map[string][]funcSpan{}}
	if o.format != "text" || known != nil {
		// Before any finding is dropped: a fingerprint counts the
		// findings before it that it would otherwise share.
		setFingerprints(res.findings, root, src)
	}
	inBaseline, unchanged := 0, 0
	res.findings = slices.DeleteFunc(res.findings, func(f *jsonDiagnostic) bool {
		switch {
		case known[f.Fingerprint]:
			inBaseline++
		case changed != nil && !changed.has(f.Posn):
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
		if err := writeSARIF(stdout, analyzers, res, root, src); err != nil {
			fmt.Fprintln(stderr, "idemlint:", err)
			return exitError
		}
		if failed {
			return exitError
		}
		return exitClean
	}
	if o.format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "\t")
		if err := enc.Encode(res.tree()); err != nil {
			fmt.Fprintln(stderr, "idemlint:", err)
			return exitError
		}
		if failed {
			return exitError
		}
		return exitClean
	}
	for _, f := range res.findings {
		fmt.Fprintf(stderr, "%s: %s (%s)\n", relPosn(wd, f.Posn), f.Message, f.analyzer)
		for _, r := range f.Related {
			fmt.Fprintf(stderr, "\t%s: %s\n", relPosn(wd, r.Posn), r.Message)
		}
	}
	switch {
	case failed:
		return exitError
	case len(res.findings) > 0:
		return exitFindings
	}
	return exitClean
}

// configure sets the analyzers' flags from the command line, as go vet's
// tool protocol would, and returns the run's configuration: -NAME selects
// analyzers (only those given true, else all but those given false).
func configure(analyzers []*analysis.Analyzer, o *options) (*driver.Config, error) {
	fs := flag.NewFlagSet("idemlint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("tags", "", "build tags (the go command's)")
	enable := map[*analysis.Analyzer]*triState{}
	for _, a := range analyzers {
		t := new(triState)
		enable[a] = t
		fs.Var(t, a.Name, "enable the "+a.Name+" analysis")
		a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, a.Name+"."+f.Name, f.Usage) })
	}
	if err := fs.Parse(o.vetFlags); err != nil {
		return nil, err
	}
	some := slices.ContainsFunc(analyzers, func(a *analysis.Analyzer) bool { return *enable[a] == setTrue })
	var on []*analysis.Analyzer
	for _, a := range analyzers {
		if some && *enable[a] == setTrue || !some && *enable[a] != setFalse {
			on = append(on, a)
		}
	}
	var named []string
	debugging := false
	for _, a := range analyzers {
		if a.Name == model.Analyzer.Name {
			named = model.NamedFuncs(a)
			debugging = a.Flags.Lookup("debug") != nil && a.Flags.Lookup("debug").Value.String() == "true"
		}
	}
	cacheDir := cacheDir()
	if debugging {
		cacheDir = "" // what the budgets skipped is printed as the units run
	}
	cacheProg := ""
	if cacheDir != "" {
		cacheProg = os.Getenv("GOCACHEPROG")
	}
	return &driver.Config{
		Patterns:   o.patterns,
		BuildFlags: o.buildFlags,
		Analyzers:  on,
		Named:      named,
		Salt:       salt(o),
		CacheDir:   cacheDir,
		CacheProg:  cacheProg,
	}, nil
}

// triState is an analyzer's enable flag: unset, true or false.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (t *triState) String() string {
	switch *t {
	case setTrue:
		return "true"
	case setFalse:
		return "false"
	}
	return "unset"
}

func (t *triState) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return err
	}
	*t = setFalse
	if b {
		*t = setTrue
	}
	return nil
}

func (t *triState) IsBoolFlag() bool { return true }

// cacheDir is the result cache's directory: $IDEMLINT_CACHE, or idemlint
// under the user's cache directory; IDEMLINT_CACHE=off runs without one.
func cacheDir() string {
	if d := os.Getenv("IDEMLINT_CACHE"); d != "" {
		if d == "off" {
			return ""
		}
		return d
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "idemlint")
}

// salt identifies, in the cache keys, this binary and everything of the
// command line and environment that can change a result.
func salt(o *options) string {
	h := sha256.New()
	if self, err := os.Executable(); err == nil {
		if f, err := os.Open(self); err == nil {
			io.Copy(h, f)
			f.Close()
		}
	}
	fmt.Fprintf(h, "%s\x00%q\x00", runtime.Version(), o.vetFlags)
	for _, v := range []string{"GOOS", "GOARCH", "CGO_ENABLED", "GOFLAGS", "GOEXPERIMENT", "GOWORK", "GOPATH", "GOROOT"} {
		fmt.Fprintf(h, "%s=%s\x00", v, os.Getenv(v))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// setMemoryLimit sets the process's soft memory limit, unless GOMEMLIMIT
// sets one: a run's live heap is the declarations of the whole build and
// the two units in flight, well under it; the garbage collector works
// harder only as the heap nears it.
func setMemoryLimit() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
}

// fromRun turns a run's findings into the printed results, each once, in
// position order.
func fromRun(run *driver.Result) *results {
	res := &results{errors: run.Errors}
	seen := map[string]bool{}
	for _, d := range run.Diagnostics {
		key := d.Analyzer + "\x00" + d.Posn + "\x00" + d.Message
		if seen[key] {
			continue
		}
		seen[key] = true
		f := &jsonDiagnostic{Category: d.Category, Posn: d.Posn, End: d.End, Message: d.Message, analyzer: d.Analyzer, pkg: d.Pkg}
		for _, r := range d.Related {
			f.Related = append(f.Related, jsonRelated{Posn: r.Posn, End: r.End, Message: r.Message})
		}
		res.findings = append(res.findings, f)
	}
	slices.SortStableFunc(res.findings, func(a, b *jsonDiagnostic) int {
		if c := comparePosn(a.Posn, b.Posn); c != 0 {
			return c
		}
		return strings.Compare(a.analyzer, b.analyzer)
	})
	slices.Sort(res.errors)
	return res
}

// jsonDiagnostic is one diagnostic of go vet's -json output (the shape
// golang.org/x/tools prints).
type jsonDiagnostic struct {
	Category string        `json:"category,omitempty"`
	Posn     string        `json:"posn"`
	End      string        `json:"end"`
	Message  string        `json:"message"`
	Related  []jsonRelated `json:"related,omitempty"`
	// Fingerprint identifies the finding across runs, for -baseline (see
	// setFingerprints); SARIF carries it in partialFingerprints.
	Fingerprint string `json:"fingerprint,omitempty"`

	analyzer, pkg string
}

type jsonRelated struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

// results are the findings of a run, each once.
type results struct {
	findings []*jsonDiagnostic
	errors   []string
}

// tree returns the findings in the shape of the analysis framework's JSON
// (package → analyzer → diagnostics), each finding once.
func (r *results) tree() map[string]map[string][]*jsonDiagnostic {
	out := map[string]map[string][]*jsonDiagnostic{}
	for _, f := range r.findings {
		if out[f.pkg] == nil {
			out[f.pkg] = map[string][]*jsonDiagnostic{}
		}
		out[f.pkg][f.analyzer] = append(out[f.pkg][f.analyzer], f)
	}
	return out
}

// splitPosn splits "file:line:col" (col may be missing).
func splitPosn(p string) (file string, line, col int) {
	file = p
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(file[i+1:])
		if err != nil {
			break
		}
		line, col = n, line
		file = file[:i]
	}
	return file, line, col
}

func comparePosn(a, b string) int {
	fa, la, ca := splitPosn(a)
	fb, lb, cb := splitPosn(b)
	if c := strings.Compare(fa, fb); c != 0 {
		return c
	}
	if la != lb {
		return la - lb
	}
	return ca - cb
}

// relPosn writes a position relative to the working directory when it lies
// below it, as go vet prints them.
func relPosn(wd, posn string) string {
	file, _, _ := splitPosn(posn)
	if wd == "" || !filepath.IsAbs(file) {
		return posn
	}
	rel, err := filepath.Rel(wd, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return posn
	}
	return rel + posn[len(file):]
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
