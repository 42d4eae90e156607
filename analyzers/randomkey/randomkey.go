package randomkey

import (
	_ "embed"
	"fmt"

	"golang.org/x/tools/go/analysis"

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

const (
	category = "random-key"
	message  = "%s takes a key from %s at line %d, which changes on every attempt: each redelivery or retry looks new, so deduplication never hits — derive the key from the message's business identity (an event, order or request id)"
)

func run(pass *analysis.Pass) (any, error) {
	res := model.ResultOf(pass)
	rep := report.New(pass, res.Report)
	for _, f := range res.Funcs {
		if !res.Checkable("randomkey", f, model.MaxBlocks) {
			continue
		}
		for _, d := range res.Safely("randomkey", f.SSA, func() []analysis.Diagnostic { return check(pass, rep, res, f) }) {
			rep.Report(d)
		}
	}
	return nil, nil
}

// check examines one function (run under Result.Safely). A key reported
// at a field the program names as a key and again at the call it is handed
// to is one finding, at the call (Result.Carries), with the field as
// related information.
func check(pass *analysis.Pass, rep *report.Reporter, res *model.Result, f *model.Func) []analysis.Diagnostic {
	if res.OneShot(f) {
		return nil
	}
	type finding struct {
		op, src *model.Op
		related []analysis.RelatedInformation
	}
	var found []*finding
	for _, op := range f.Ops {
		if op.Kind != model.KeySink && op.Kind != model.Claim || op.Inner != nil {
			continue
		}
		src := res.RandomKey(op)
		if src == nil || res.NewRowKey(f, op, src) || res.DefaultKey(f, op) {
			continue // no random key, or the id of a row this function just created
		}
		found = append(found, &finding{op: op, src: src})
	}
	carried := make([]bool, len(found))
	for i, fd := range found {
		for _, by := range found {
			if by.src == fd.src && res.Carries(by.op, fd.op) {
				carried[i] = true
				by.related = append(by.related, rep.Related(fd.op.Pos, fd.op.End, "the key stored in "+fd.op.API))
				break
			}
		}
	}
	var out []analysis.Diagnostic
	for i, fd := range found {
		if carried[i] {
			continue // reported at the call it is handed to
		}
		src := fd.src
		label := "random source"
		if src.Via != "" {
			label += " via " + src.Via
		}
		for src.Inner != nil {
			src = src.Inner // inside the closure that makes the key: newKey := func() string {…}
		}
		out = append(out, analysis.Diagnostic{
			Pos: fd.op.Pos, End: fd.op.End, Category: category,
			Message: fmt.Sprintf(message, fd.op.API, src.API, pass.Fset.Position(src.Pos).Line),
			Related: append([]analysis.RelatedInformation{rep.Related(src.Pos, src.End, label)}, fd.related...),
		})
	}
	return out
}
