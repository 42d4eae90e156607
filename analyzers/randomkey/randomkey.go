package randomkey

import (
	_ "embed"
	"fmt"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/report"
)

//go:embed doc.go
var doc string

// Analyzer reports idempotency and deduplication keys that change on
// every attempt.
var Analyzer = New(model.Analyzer)

// New returns the analyzer built on the given model instance (see
// model.New), for drivers that configure several instances in one process.
func New(m *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "randomkey",
		Doc:      report.Doc(doc, "randomkey"),
		URL:      "https://pkg.go.dev/github.com/idemlint/idemlint/analyzers/randomkey",
		Requires: []*analysis.Analyzer{m},
		Run:      run,
	}
}

// maxBlocks bounds the functions examined, as the other checkers do:
// functions this large are generated code.
const maxBlocks = 2000

const (
	category = "random-key"
	message  = "%s takes a key from %s at line %d, which changes on every attempt: each redelivery or retry looks new, so deduplication never hits — derive the key from the message's business identity (an event, order or request id)"
)

func run(pass *analysis.Pass) (any, error) {
	res := model.ResultOf(pass)
	rep := report.New(pass, res.Report)
	for _, f := range res.Funcs {
		if !res.Checkable("randomkey", f, maxBlocks) {
			continue
		}
		for _, d := range report.Safely(func() []analysis.Diagnostic { return check(pass, rep, res, f) }) {
			rep.Report(d)
		}
	}
	return nil, nil
}

// oneShot reports code that runs once and is never retried by a broker or
// a provider: a command's main or init, and test support (a function taking
// a *testing.T, B, F or TB; a package whose path names tests, fixtures or
// seeds). A random workflow id in a command that starts one workflow is
// how such commands are written.
func oneShot(f *model.Func) bool {
	fn := f.SSA
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	if fn.Pkg != nil && fn.Pkg.Pkg.Name() == "main" && f.Handler == "" && onlyFromMain(fn) {
		return true
	}
	for _, p := range fn.Params {
		if n, ok := types.Unalias(derefType(p.Type())).(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "testing" {
			return true
		}
	}
	if fn.Pkg == nil {
		return false
	}
	for _, elem := range strings.Split(fn.Pkg.Pkg.Path(), "/") {
		e := strings.ToLower(elem)
		if strings.HasSuffix(e, "test") || strings.HasPrefix(e, "test") || e == "e2e" || e == "fixtures" || e == "seed" || e == "seeds" || e == "testutil" {
			return true
		}
	}
	return false
}

// onlyFromMain reports a function of a command that runs only as part of
// its start: main or init, or a function whose every call in the package is
// made from one (a starter's runWorkflow helper), and never taken as a
// value (which could make it a callback run per message).
func onlyFromMain(fn *ssa.Function) bool {
	seen := map[*ssa.Function]bool{}
	var from func(*ssa.Function, int) bool
	from = func(g *ssa.Function, depth int) bool {
		if g.Name() == "main" || strings.HasPrefix(g.Name(), "init") {
			return g.Parent() == nil
		}
		if depth > 3 || seen[g] {
			return false
		}
		seen[g] = true
		refs := g.Referrers()
		if refs == nil {
			return callersOnly(g, func(caller *ssa.Function) bool { return from(caller, depth+1) })
		}
		return false
	}
	return from(fn, 0)
}

// callersOnly reports whether g has static callers in its package and each
// satisfies ok, and whether g is never used as a value.
func callersOnly(g *ssa.Function, ok func(*ssa.Function) bool) bool {
	calls := 0
	for _, member := range g.Pkg.Members {
		caller, isFn := member.(*ssa.Function)
		if !isFn {
			continue
		}
		for _, c := range append([]*ssa.Function{caller}, caller.AnonFuncs...) {
			for _, b := range c.Blocks {
				for _, in := range b.Instrs {
					for _, op := range in.Operands(nil) {
						if *op != g {
							continue
						}
						call, isCall := in.(ssa.CallInstruction)
						if !isCall || call.Common().Value != g || !ok(c) {
							return false
						}
						calls++
					}
				}
			}
		}
	}
	return calls > 0
}

func derefType(t types.Type) types.Type {
	if p, ok := t.(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// check examines one function (run under report.Safely).
func check(pass *analysis.Pass, rep *report.Reporter, res *model.Result, f *model.Func) []analysis.Diagnostic {
	var out []analysis.Diagnostic
	if oneShot(f) {
		return nil
	}
	for _, op := range f.Ops {
		if op.Kind != model.KeySink && op.Kind != model.Claim || op.Key == nil || op.Inner != nil || !model.KeyLike(op.Key.Type()) {
			continue
		}
		if op.Kind == model.Claim && op.SQL != nil && !op.HasConflictTarget() {
			continue // ON CONFLICT DO NOTHING on whatever unique index: which column is the key is not known
		}
		src := res.RandomSourceAt(op.Key, op)
		if src == nil {
			continue
		}
		label := "random source"
		if src.Via != "" {
			label += " via " + src.Via
		}
		for src.Inner != nil {
			src = src.Inner // inside the closure that makes the key: newKey := func() string {…}
		}
		out = append(out, analysis.Diagnostic{
			Pos: op.Pos, End: op.End, Category: category,
			Message: fmt.Sprintf(message, op.API, src.API, pass.Fset.Position(src.Pos).Line),
			Related: []analysis.RelatedInformation{rep.Related(src.Pos, src.End, label)},
		})
	}
	return out
}
