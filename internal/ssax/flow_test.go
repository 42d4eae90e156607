package ssax_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/idemlint/idemlint/internal/ssax"
)

const src = `package p

func a() error
func b() error
func c()
func next() bool

func straight() {
	a()
	b()
}

func branch(x bool) {
	if x {
		a()
		return
	}
	b()
}

func loop() {
	for next() {
		a()
	}
	b()
}

func failure() {
	if err := a(); err != nil {
		c()
		return
	}
	b()
}

func outer() {
	go c()
	for next() {
		a()
	}
}

func loopBranch(x bool) {
	for next() {
		if x {
			a()
			continue
		}
		c()
	}
	b()
}

func search(x bool) {
	for next() {
		if x {
			return
		}
		if err := a(); err != nil {
			return
		}
	}
	b()
}

func collect() {
	for next() {
		if err := a(); err != nil {
			return
		}
	}
	b()
}

func twoLoops() {
	for next() {
		c()
	}
	for next() {
		a()
	}
	b()
}
`

// build returns the package's functions by name.
func build(t *testing.T) map[string]*ssa.Function {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{}, fset, types.NewPackage("p", ""), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*ssa.Function{}
	for _, m := range pkg.Members {
		if fn, ok := m.(*ssa.Function); ok {
			out[fn.Name()] = fn
		}
	}
	return out
}

// calls returns the calls of the named function in fn, in block order.
func calls(fn *ssa.Function, name string) []ssa.Instruction {
	var out []ssa.Instruction
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			if c, ok := in.(ssa.CallInstruction); ok {
				if f := c.Common().StaticCallee(); f != nil && f.Name() == name {
					out = append(out, in)
				}
			}
		}
	}
	return out
}

func one(t *testing.T, fn *ssa.Function, name string) ssa.Instruction {
	t.Helper()
	cs := calls(fn, name)
	if len(cs) != 1 {
		t.Fatalf("%s: %d calls of %s, want 1", fn.Name(), len(cs), name)
	}
	return cs[0]
}

// TestSideOnly checks that the blocks of one outcome of a branch exclude
// the blocks both outcomes reach.
func TestSideOnly(t *testing.T) {
	fn := build(t)["branch"]
	b := fn.Blocks[0]
	has := func(blocks []*ssa.BasicBlock, in ssa.Instruction) bool {
		for _, blk := range blocks {
			if blk == in.Block() {
				return true
			}
		}
		return false
	}
	f := ssax.NewFlow(fn)
	yes, no := f.SideOnly(b, 0), f.SideOnly(b, 1)
	if a, bb := one(t, fn, "a"), one(t, fn, "b"); !has(yes, a) || has(yes, bb) || !has(no, bb) || has(no, a) {
		t.Errorf("SideOnly(branch): true side %v, false side %v; want a's block on the true side only, b's on the false side only", yes, no)
	}
	if got := f.SideOnly(b, -1); got != nil {
		t.Errorf("SideOnly(b, -1) = %v, want nil", got)
	}
}

func TestAfter(t *testing.T) {
	fns := build(t)
	for _, tc := range []struct {
		fn   string
		want bool // b after a
	}{
		{"straight", true},
		{"branch", false}, // the two sides of a branch
		{"loop", false},   // past the loop only through its back edge: PastLoop
	} {
		fn := fns[tc.fn]
		f := ssax.NewFlow(fn)
		if got := f.After(one(t, fn, "a"), one(t, fn, "b")); got != tc.want {
			t.Errorf("%s: After(a, b) = %v, want %v", tc.fn, got, tc.want)
		}
		if f.After(one(t, fn, "b"), one(t, fn, "a")) {
			t.Errorf("%s: After(b, a) = true, want false (back edges do not count)", tc.fn)
		}
	}
}

func TestPastLoop(t *testing.T) {
	fns := build(t)
	fn := fns["loop"]
	f := ssax.NewFlow(fn)
	if !f.PastLoop(one(t, fn, "a"), one(t, fn, "b")) {
		t.Error("PastLoop(a in the loop, b after it) = false")
	}
	if f.PastLoop(one(t, fn, "b"), one(t, fn, "a")) {
		t.Error("PastLoop(b, a) = true")
	}
}

// TestLeftEarly: a loop that returns when it finds something can be left
// early; one left only through its header, or on an error, cannot.
func TestLeftEarly(t *testing.T) {
	fns := build(t)
	for name, want := range map[string]bool{"search": true, "collect": false, "loop": false, "loopBranch": false} {
		fn := fns[name]
		f := ssax.NewFlow(fn)
		var got bool
		for _, b := range fn.Blocks {
			if ssax.Header(b) {
				got = f.LeftEarly(b)
			}
		}
		if got != want {
			t.Errorf("%s: LeftEarly = %v, want %v", name, got, want)
		}
	}
}

// TestEveryPass: a call that every pass of its loop makes, or one outside
// any loop, runs on every pass; one on a branch of the loop's body does
// not; a loop before the one around the call does not count.
func TestEveryPass(t *testing.T) {
	fns := build(t)
	for _, tc := range []struct {
		fn, call string
		want     bool
	}{
		{"straight", "a", true},
		{"loop", "a", true},
		{"loop", "b", true},
		{"loopBranch", "a", false},
		{"loopBranch", "c", false},
		{"twoLoops", "a", true},
	} {
		if got := ssax.EveryPass(one(t, fns[tc.fn], tc.call)); got != tc.want {
			t.Errorf("%s: EveryPass(%s) = %v, want %v", tc.fn, tc.call, got, tc.want)
		}
	}
}

func TestSameIteration(t *testing.T) {
	fns := build(t)
	fn := fns["outer"]
	f := ssax.NewFlow(fn)
	start, work := one(t, fn, "c"), one(t, fn, "a")
	if f.SameIteration(start.Block(), work.Block()) {
		t.Error("a goroutine started before the loop is in the loop's iteration")
	}
	if !f.SameIteration(work.Block(), work.Block()) {
		t.Error("a block is not in its own iteration")
	}
}

func TestFailureBranches(t *testing.T) {
	fns := build(t)
	fn := fns["failure"]
	e := ssax.ErrorOf(one(t, fn, "a"))
	if e == nil {
		t.Fatal("ErrorOf(a()) = nil")
	}
	fails := ssax.FailureBranches(e)
	if len(fails) != 1 {
		t.Fatalf("%d failure branches, want 1", len(fails))
	}
	isCall := func(name string) func(ssa.Instruction) bool {
		return func(in ssa.Instruction) bool {
			c, ok := in.(ssa.CallInstruction)
			return ok && c.Common().StaticCallee() != nil && c.Common().StaticCallee().Name() == name
		}
	}
	never := func(ssa.Instruction) bool { return false }
	if !ssax.Reaches(fails[0], 0, isCall("c"), never) {
		t.Error("the failure branch does not reach c()")
	}
	if ssax.Reaches(fails[0], 0, isCall("b"), never) {
		t.Error("the failure branch reaches b()")
	}
	if ssax.Reaches(fns["straight"].Blocks[0], 0, isCall("b"), isCall("a")) {
		t.Error("Reaches passed its stop")
	}
	if ssax.ErrorOf(one(t, fn, "c")) != nil {
		t.Error("ErrorOf(c()) is not nil for a call without an error result")
	}
}

func TestIsErrNilTest(t *testing.T) {
	fns := build(t)
	var tests, others int
	for _, b := range fns["failure"].Blocks {
		if iff, ok := ssax.LastIf(b); ok {
			if ssax.IsErrNilTest(iff.Cond) {
				tests++
			} else {
				others++
			}
		}
	}
	for _, b := range fns["branch"].Blocks {
		if iff, ok := ssax.LastIf(b); ok && ssax.IsErrNilTest(iff.Cond) {
			others += 100 // if x is not an error test
		}
	}
	if tests != 1 || others != 0 {
		t.Errorf("error tests %d (want 1), others %d (want 0)", tests, others)
	}
}

func TestAround(t *testing.T) {
	fns := build(t)
	fn := fns["loop"]
	f := ssax.NewFlow(fn)
	a, b := one(t, fn, "a").Block(), one(t, fn, "b").Block()
	var header *ssa.BasicBlock
	for _, blk := range fn.Blocks {
		if ssax.Header(blk) {
			header = blk
		}
	}
	if header == nil || !f.Around(a, header) {
		t.Error("Around(a's block, the loop's header) = false: the back edge is not followed")
	}
	if f.Around(b, a) {
		t.Error("Around(b's block after the loop, a's) = true")
	}
	if f.After(one(t, fn, "a"), one(t, fn, "a")) {
		t.Error("After follows back edges, so Around would add nothing")
	}
}
