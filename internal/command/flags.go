package command

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/driver"
	"github.com/idemlint/idemlint/internal/model"
)

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
