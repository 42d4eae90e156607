package model

import (
	"flag"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// listFlag is a comma-separated list of fully qualified function names
// (types.Func.FullName: "example.com/mail.Send", "(*example.com/repo.Store).Seen").
type listFlag struct{ names []string }

func (l *listFlag) String() string { return strings.Join(l.names, ",") }

func (l *listFlag) Set(s string) error {
	for _, n := range strings.Split(s, ",") {
		if n = strings.TrimSpace(n); n != "" {
			if !fullName.MatchString(n) {
				return fmt.Errorf("%q is not a function's full name: write example.com/pkg.Func, (example.com/pkg.Type).Method or (*example.com/pkg.Type).Method", n)
			}
			l.names = append(l.names, n)
		}
	}
	return nil
}

// fullName matches types.Func.FullName: a package path and a function, or
// a method of a (pointer to a) named type in parentheses.
var fullName = regexp.MustCompile(`^(?:[^\s()*,]+\.[\pL_][\pL\pN_]*|\(\*?[^\s()*,]+\.[\pL_][\pL\pN_]*\)\.[\pL_][\pL\pN_]*)$`)

// listFlags are the flags that extend the model, one per declaration
// directive; the keys are the directive verbs.
var listFlagDocs = map[string]string{
	"handler": "functions that run once per delivery, as //idemlint:handler",
	"check":   "functions that read a shared store to decide whether work happens, as //idemlint:check",
	"claim":   "functions that atomically claim a key and report whether they won, as //idemlint:claim",
	"effect":  "functions with an irreversible effect, as //idemlint:effect",
	"ack":     "functions that acknowledge a message, as //idemlint:ack",
	"keysink": "functions whose first string parameter is an idempotency key, as //idemlint:keysink",
}

func newFlags() flag.FlagSet {
	var fs flag.FlagSet
	verbs := make([]string, 0, len(listFlagDocs))
	for v := range listFlagDocs {
		verbs = append(verbs, v)
	}
	sort.Strings(verbs)
	for _, v := range verbs {
		fs.Var(new(listFlag), v, "comma-separated fully qualified "+listFlagDocs[v])
	}
	fs.Bool("fold", false, "also write related positions into each message (for golangci-lint, which shows related information as separate issues)")
	fs.Bool("debug", false, "print to standard error each function a budget skips (too many instructions or blocks to analyse), which otherwise goes unreported")
	fs.Bool("show-ignored", false, "also report findings silenced by //idemlint:ignore or //nolint, each with a last related entry \"silenced by …\" (the standalone driver sets it for SARIF's suppressions)")
	return fs
}

// config is the immutable configuration of one run, read from the
// analyzer's flags at the start of Run.
type config struct {
	byName      map[string]Kind // full function name → kind given by flag
	fold        bool
	showIgnored bool
	debug       bool
}

func readConfig(fs *flag.FlagSet) *config {
	c := &config{byName: map[string]Kind{}}
	kinds := map[string]Kind{"check": Check, "claim": Claim, "effect": Effect, "ack": Ack, "keysink": KeySink, "handler": handlerKind}
	fs.VisitAll(func(f *flag.Flag) {
		switch f.Name {
		case "fold":
			c.fold = f.Value.String() == "true"
		case "show-ignored":
			c.showIgnored = f.Value.String() == "true"
		case "debug":
			c.debug = f.Value.String() == "true"
		}
		k, ok := kinds[f.Name]
		if !ok {
			return
		}
		if l, ok := f.Value.(*listFlag); ok {
			for _, n := range l.names {
				c.byName[n] = k
			}
		}
	})
	return c
}

// NamedFuncs returns the full names of the functions the flags of a (a
// model analyzer) name, sorted: a driver gives them to GateImports.
func NamedFuncs(a *analysis.Analyzer) []string {
	names := slices.Collect(maps.Keys(readConfig(&a.Flags).byName))
	slices.Sort(names)
	return names
}
