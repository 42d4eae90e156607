package model_test

import (
	"go/token"
	"path/filepath"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/model"
)

// dump reports every operation and handler the model recognises, so that
// test data can state them with // want comments.
var dump = &analysis.Analyzer{
	Name:     "dump",
	Doc:      "report every operation the model recognises",
	Requires: []*analysis.Analyzer{model.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[model.Analyzer].(*model.Result)
		for _, f := range res.Funcs {
			if f.Handler != "" {
				pass.Reportf(f.SSA.Pos(), "handler: %s", f.Handler)
			}
			for _, op := range f.Ops {
				pos := op.Pos
				if pos == token.NoPos {
					pos = f.SSA.Pos()
				}
				pass.Reportf(pos, "%s", op)
			}
		}
		return nil, nil
	},
}

func testdata() string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		panic(err)
	}
	return dir
}

func TestOperations(t *testing.T) {
	analysistest.Run(t, testdata(), dump,
		"model/sqlops", "model/sqlc", "model/sqlcpgx", "model/jobs", "model/vocab", "model/iface/svc", "model/iface/pg",
	)
}

func TestFacts(t *testing.T) {
	analysistest.Run(t, testdata(), model.Analyzer, "model/facts/repo", "model/facts/consumer", "model/txhelper/store", "model/generic/repo", "model/notfound/repo", "ackorder/kafkaconf", "checkthenact/dupsentinel/store")
	analysistest.Run(t, testdata(), dump, "model/txhelper/use", "model/generic/use")
}

// TestChains checks that wrapper chains 8 and 20 deep are summarised in
// full whether they are declared caller-first or callee-first, and that a
// call cycle reaches its fixpoint.
func TestChains(t *testing.T) {
	analysistest.Run(t, testdata(), model.Analyzer, "model/chains")
}

func TestSummaryGob(t *testing.T) {
	in := &model.Summary{Kinds: model.Mask(0).With(model.Check).With(model.Effect), Class: model.Publish, Via: "a → b", Table: "t", KeyParam: 2, KeyField: 1,
		Chains: []model.Chain{{Kind: model.Effect, Via: "a → c", Table: "u"}}, Mode: model.Upserts, Does: "send the email", NoRow: true, TxFuncParam: 2, TxSerializable: true, RunsParam: 3, MarksAfter: 3, UniqueErrs: []string{"example.com/errs.ErrDuplicate"}}
	var out model.Summary
	roundTrip(t, in, &out)
	if !reflect.DeepEqual(in, &out) {
		t.Fatalf("gob round trip: got %v, want %v", &out, in)
	}
	if got, want := in.String(), "check,effect (publish) table=t keyparam=2.1 norow unique-errs=example.com/errs.ErrDuplicate txfunc=2/serializable runs=3 marks-after=3 via a → b; effect via a → c; does \"send the email\""; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
