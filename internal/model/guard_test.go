package model

import (
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// TestGuard checks the one guard of analysis panics: under go test it
// panics again; otherwise the function is recorded as skipped, with the
// step and the panic's value, and the step's result is lost.
func TestGuard(t *testing.T) {
	pkg := types.NewPackage("example.com/p", "p")
	fn := ssa.NewProgram(token.NewFileSet(), 0).NewFunction("F", types.NewSignatureType(nil, nil, nil, nil, nil, false), "test")
	m := &model{pass: &analysis.Pass{Fset: token.NewFileSet(), Pkg: pkg}, cfg: &config{}}
	res := &Result{m: m}

	func() {
		defer func() {
			if x := recover(); x == nil || !strings.Contains(x.(string), "scan on F: boom") {
				t.Errorf("under go test, guard recovered %v; want the panic raised again, naming the step and the function", x)
			}
		}()
		m.guard(fn, "scan", func() { panic("boom") })
	}()

	reraise = func() bool { return false }
	defer func() { reraise = testing.Testing }()
	if m.guard(fn, "scan", func() { panic("boom") }) {
		t.Error("guard reported a panicking step as run to its end")
	}
	out := res.Safely("checkthenact", fn, func() []analysis.Diagnostic { panic("bust") })
	if out != nil {
		t.Errorf("Safely returned %v after a panic, want nothing", out)
	}
	got := res.Skipped()
	want := []Skip{{Func: "F", Step: "scan", Why: "boom"}, {Func: "F", Step: "checkthenact", Why: "bust"}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("Skipped() = %v, want %v", got, want)
	}
	if !m.guard(fn, "scan", func() {}) {
		t.Error("guard reported a step that ran as skipped")
	}
}
