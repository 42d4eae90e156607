package directive

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		text string
		ok   bool
		kind Kind
		verb string
		args []string
	}{
		{"//idemlint:handler", true, Handler, "handler", nil},
		{"//idemlint:check", true, Check, "check", nil},
		{"//idemlint:claim", true, Claim, "claim", nil},
		{"//idemlint:effect", true, Effect, "effect", nil},
		{"//idemlint:ack", true, Ack, "ack", nil},
		{"//idemlint:keysink", true, KeySink, "keysink", nil},
		{"//idemlint:keysink key", true, KeySink, "keysink", []string{"key"}},
		{"//idemlint:ignore checkthenact the row is locked", true, KindIgnore, "ignore", []string{"checkthenact", "the", "row", "is", "locked"}},
		{"//idemlint:ignore a,b  why\tnot", true, KindIgnore, "ignore", []string{"a,b", "why", "not"}},
		{"//idemlint:ignore", true, KindIgnore, "ignore", nil},
		{"//idemlint:frobnicate x", true, Unknown, "frobnicate", []string{"x"}},
		{"//idemlint:Handler", true, Unknown, "Handler", nil},
		{"//idemlint:unknown", true, Unknown, "unknown", nil},
		{"//idemlint:", true, Unknown, "", nil},
		{"// idemlint:handler", false, 0, "", nil},
		{"//idemlint handler", false, 0, "", nil},
		{"/* idemlint:handler */", false, 0, "", nil},
		{"//nolint:idemlint", false, 0, "", nil},
		{"// plain comment", false, 0, "", nil},
	}
	for _, tt := range tests {
		d, ok := Parse(tt.text, 7)
		if ok != tt.ok {
			t.Errorf("Parse(%q) ok = %v, want %v", tt.text, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		if d.Kind != tt.kind || d.Verb != tt.verb || !reflect.DeepEqual(d.Args, tt.args) || d.Pos != 7 {
			t.Errorf("Parse(%q) = %+v, want kind %v verb %q args %q pos 7", tt.text, d, tt.kind, tt.verb, tt.args)
		}
	}
}

func TestKindString(t *testing.T) {
	want := map[Kind]string{
		Unknown: "unknown", Handler: "handler", Check: "check", Claim: "claim", Effect: "effect",
		Ack: "ack", KeySink: "keysink", KindIgnore: "ignore", Kind(200): "unknown",
	}
	for k, s := range want {
		if got := k.String(); got != s {
			t.Errorf("Kind(%d).String() = %q, want %q", k, got, s)
		}
	}
}

func parse(t *testing.T, src string) (*token.FileSet, *ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "a.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	return fset, f
}

func TestOfDecl(t *testing.T) {
	_, f := parse(t, `package p

// Handle handles.
//
//idemlint:handler
//idemlint:keysink id
//idemlint:ignore checkthenact locked elsewhere
//idemlint:bogus
//nolint:idemlint
func Handle(id string) {}

func Bare() {}
`)
	var got []string
	for _, d := range OfDecl(f.Decls[0].(*ast.FuncDecl).Doc) {
		got = append(got, d.Verb+" "+strings.Join(d.Args, " "))
	}
	if want := []string{"handler ", "keysink id"}; !reflect.DeepEqual(got, want) {
		t.Errorf("OfDecl = %q, want %q", got, want)
	}
	if ds := OfDecl(f.Decls[1].(*ast.FuncDecl).Doc); ds != nil {
		t.Errorf("OfDecl(nil doc) = %v, want nil", ds)
	}
}

func TestIgnores(t *testing.T) {
	fset, f := parse(t, `package p

func f() {
	//idemlint:ignore checkthenact the row is locked by the caller
	g() //idemlint:ignore earlyack,keyrandom  acked  after commit
	//nolint:idemlint // reviewed
	//nolint:errcheck,IdemLint
	//nolint:all
	//nolint
	// nolint: errcheck , idemlint
	//nolint:errcheck // not ours
	//nolintx
	//idemlint:ignore checkthenact
	//idemlint:handler
	// ordinary comment
	/* nolint */
	//nolint because it is fine
}

func g() {}
`)
	got := Ignores(fset, f)
	want := []Ignore{
		{Analyzers: []string{"checkthenact"}, Reason: "the row is locked by the caller", Line: 4},
		{Analyzers: []string{"earlyack", "keyrandom"}, Reason: "acked after commit", Line: 5, Trailing: true},
		{Reason: "reviewed", Line: 6, NoLint: true},
		{Line: 7, NoLint: true},
		{Line: 8, NoLint: true},
		{Line: 9, NoLint: true},
		{Line: 10, NoLint: true},
		{Analyzers: []string{"errcheck"}, Reason: "not ours", Line: 11, NoLint: true}, // covers none of ours
		{Analyzers: []string{"checkthenact"}, Line: 13},
		{Reason: "because it is fine", Line: 17, NoLint: true},
	}
	for i := range got {
		if !got[i].Pos.IsValid() || fset.Position(got[i].Pos).Line != got[i].Line {
			t.Errorf("ignore %d: Pos %v does not match line %d", i, got[i].Pos, got[i].Line)
		}
		got[i].Pos = token.NoPos
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Ignores:\n got %+v\nwant %+v", got, want)
	}
}

// TestNoLintByAnalyzer checks that //nolint:<analyzer> silences that
// analyzer only, and //nolint:<another linter> none of ours.
func TestNoLintByAnalyzer(t *testing.T) {
	for _, tc := range []struct {
		text, analyzer string
		covers         bool
	}{
		{"//nolint:checkthenact", "checkthenact", true},
		{"//nolint:checkthenact", "ackorder", false},
		{"//nolint:errcheck,randomkey // reviewed", "randomkey", true},
		{"//nolint:errcheck", "checkthenact", false},
		{"//nolint:idemlint", "ackorder", true},
	} {
		ig, ok := parseNoLint(tc.text)
		if got := ok && ig.Covers(tc.analyzer, 0); got != tc.covers {
			t.Errorf("%s covers %s = %v, want %v", tc.text, tc.analyzer, got, tc.covers)
		}
	}
}

func TestCovers(t *testing.T) {
	ignore := Ignore{Analyzers: []string{"checkthenact", "earlyack"}, Reason: "why", Line: 10}
	noReason := Ignore{Analyzers: []string{"checkthenact"}, Line: 10}
	nolint := Ignore{Line: 10, NoLint: true}
	tests := []struct {
		name     string
		ig       Ignore
		analyzer string
		line     int
		want     bool
	}{
		{"same line", ignore, "checkthenact", 10, true},
		{"line below", ignore, "earlyack", 11, true},
		{"line above", ignore, "checkthenact", 9, false},
		{"two below", ignore, "checkthenact", 12, false},
		{"other analyzer", ignore, "keyrandom", 10, false},
		{"no reason", noReason, "checkthenact", 10, false},
		{"nolint same line", nolint, "keyrandom", 10, true},
		{"nolint line below", nolint, "checkthenact", 11, true},
		{"nolint far", nolint, "checkthenact", 12, false},
	}
	for _, tt := range tests {
		if got := tt.ig.Covers(tt.analyzer, tt.line); got != tt.want {
			t.Errorf("%s: Covers(%q, %d) = %v, want %v", tt.name, tt.analyzer, tt.line, got, tt.want)
		}
	}
}

func TestProblems(t *testing.T) {
	const reason = "idemlint:ignore needs a reason: //idemlint:ignore <analyzer> <why this is safe>"
	fset, f := parse(t, `package p

// Good is marked correctly.
//
//idemlint:handler
//idemlint:keysink key
//idemlint:ignore checkthenact documented reason
func Good(key string) {
	//idemlint:ignore checkthenact
	//idemlint:ignore
	//idemlint:ignore , reason words
	//idemlint:ignore checkthenact,bogus,earlyack the reason
	//idemlint:ignore nope why
	//idemlint:frob
	//idemlint:effect
	//nolint:idemlint
}

//idemlint:claim
var v int

//idemlint:ack
type T struct{}

//idemlint:check

func Detached() {}
`)
	want := []string{
		"9: " + reason,
		"10: " + reason,
		"11: " + reason,
		`12: idemlint:ignore names unknown analyzer "bogus"; known: checkthenact, earlyack, keyrandom`,
		`13: idemlint:ignore names unknown analyzer "nope"; known: checkthenact, earlyack, keyrandom`,
		"14: unknown directive //idemlint:frob",
		"15: //idemlint:effect must be in the doc comment of a function declaration",
		"19: //idemlint:claim must be in the doc comment of a function declaration",
		"22: //idemlint:ack must be in the doc comment of a function declaration",
		"25: //idemlint:check must be in the doc comment of a function declaration",
	}
	var got []string
	for _, p := range Problems(fset, f, []string{"keyrandom", "checkthenact", "earlyack"}) {
		got = append(got, fmt.Sprintf("%d: %s", fset.Position(p.Pos).Line, p.Message))
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Problems:\n got %q\nwant %q", got, want)
	}

	// Without a known list, analyzer names are not checked.
	got = got[:0]
	for _, p := range Problems(fset, f, nil) {
		got = append(got, p.Message)
	}
	for _, msg := range got {
		if strings.Contains(msg, "unknown analyzer") {
			t.Errorf("Problems with no known list: %q", msg)
		}
	}
	if len(got) != len(want)-2 {
		t.Errorf("Problems with no known list: got %d, want %d", len(got), len(want)-2)
	}
}

// TestTrailing checks that a suppression after code covers its own line
// only, and one on a line of its own also covers the next line.
func TestTrailing(t *testing.T) {
	fset, f := parse(t, `package p

func f() {
	g() //nolint:idemlint // here only
	g()
	//nolint:idemlint // the next line
	g()
}

func g() {}
`)
	igs := Ignores(fset, f)
	if len(igs) != 2 {
		t.Fatalf("got %d ignores, want 2", len(igs))
	}
	for _, c := range []struct {
		ig   int
		line int
		want bool
	}{{0, 4, true}, {0, 5, false}, {1, 6, true}, {1, 7, true}, {1, 8, false}} {
		if got := igs[c.ig].Covers("checkthenact", c.line); got != c.want {
			t.Errorf("ignore %d covers line %d = %v, want %v", c.ig, c.line, got, c.want)
		}
	}
}
