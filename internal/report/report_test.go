package report

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
)

const ignoresSrc = `package p

func f() {
	g() //idemlint:ignore checkthenact the row is locked by the caller
	//idemlint:ignore checkthenact,earlyack claimed upstream
	g()
	g() //idemlint:ignore earlyack acked after commit
	g() //nolint:idemlint // reviewed
	//nolint:all
	g()
	g() //nolint

	g() //nolint:errcheck
	g() //idemlint:ignore checkthenact
	g()

	g()
}

func g() {}
`

const plainSrc = `package q

func h() {
	h()
}
`

// fakePass parses srcs (file name to source) into a pass of an analyzer
// named name whose reports are collected.
func fakePass(t *testing.T, name string, srcs ...string) (*analysis.Pass, *[]analysis.Diagnostic) {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for i := 0; i < len(srcs); i += 2 {
		f, err := parser.ParseFile(fset, srcs[i], srcs[i+1], parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	var got []analysis.Diagnostic
	pass := &analysis.Pass{
		Analyzer: &analysis.Analyzer{Name: name},
		Fset:     fset,
		Files:    files,
		Report:   func(d analysis.Diagnostic) { got = append(got, d) },
	}
	return pass, &got
}

// lineStart returns the position of the first non-blank byte of line in f.
func lineStart(pass *analysis.Pass, f *ast.File, line int) token.Pos {
	tf := pass.Fset.File(f.FileStart)
	return tf.LineStart(line) + 1 // past the tab that indents every body line
}

func TestReportSuppression(t *testing.T) {
	tests := []struct {
		analyzer string
		line     int
		reported bool
	}{
		{"checkthenact", 4, false}, // same-line ignore
		{"earlyack", 4, true},      // ignore naming another analyzer
		{"checkthenact", 6, false}, // line-above ignore, list of analyzers
		{"earlyack", 6, false},
		{"keyrandom", 6, true},
		{"earlyack", 7, false},
		{"checkthenact", 8, false}, // nolint:idemlint
		{"keyrandom", 10, false},   // nolint:all on the line above
		{"earlyack", 11, false},    // bare nolint
		{"checkthenact", 13, true}, // nolint for another linter
		{"checkthenact", 14, true}, // ignore without a reason silences nothing
		{"checkthenact", 15, true},
		{"checkthenact", 17, true}, // two lines below an ignore
	}
	for _, tt := range tests {
		pass, got := fakePass(t, tt.analyzer, "a.go", ignoresSrc)
		r := New(pass, Options{})
		d := analysis.Diagnostic{Pos: lineStart(pass, pass.Files[0], tt.line), Message: "m", Category: "c"}
		r.Report(d)
		if reported := len(*got) == 1; reported != tt.reported {
			t.Errorf("%s at line %d: reported = %v, want %v", tt.analyzer, tt.line, reported, tt.reported)
		} else if reported && !reflect.DeepEqual((*got)[0], d) {
			t.Errorf("%s at line %d: reported %+v, want it unchanged: %+v", tt.analyzer, tt.line, (*got)[0], d)
		}
	}
}

func TestReportFileWithoutComments(t *testing.T) {
	pass, got := fakePass(t, "checkthenact", "a.go", ignoresSrc, "b.go", plainSrc)
	r := New(pass, Options{})
	// Line 4 of b.go: the same line number is silenced in a.go, not here.
	r.Report(analysis.Diagnostic{Pos: lineStart(pass, pass.Files[1], 4), Message: "m"})
	r.Report(analysis.Diagnostic{Pos: lineStart(pass, pass.Files[0], 4), Message: "m"})
	if len(*got) != 1 || pass.Fset.Position((*got)[0].Pos).Filename != "b.go" {
		t.Errorf("got %v, want only the diagnostic in b.go", *got)
	}
	if _, scanned := r.ignores[pass.Fset.File(pass.Files[1].FileStart)]; !scanned {
		t.Errorf("b.go not indexed after a report in it")
	}

	// A diagnostic without a position is not suppressed.
	r.Report(analysis.Diagnostic{Message: "nowhere"})
	if len(*got) != 2 {
		t.Errorf("diagnostic without position not reported: %v", *got)
	}
}

func TestReportLazyIndex(t *testing.T) {
	pass, _ := fakePass(t, "checkthenact", "a.go", ignoresSrc, "b.go", plainSrc)
	r := New(pass, Options{})
	r.Report(analysis.Diagnostic{Pos: lineStart(pass, pass.Files[1], 4), Message: "m"})
	if _, scanned := r.ignores[pass.Fset.File(pass.Files[0].FileStart)]; scanned {
		t.Errorf("a.go indexed without a diagnostic in it")
	}
}

func TestFold(t *testing.T) {
	for _, fold := range []bool{false, true} {
		pass, got := fakePass(t, "checkthenact", "dir/a.go", ignoresSrc, "other/b.go", plainSrc)
		r := New(pass, Options{Fold: fold})
		a, b := pass.Files[0], pass.Files[1]
		related := []analysis.RelatedInformation{
			r.Related(lineStart(pass, a, 15), lineStart(pass, a, 15)+3, "the write"),
			r.Related(lineStart(pass, b, 4), token.NoPos, "the effect"),
			r.Related(token.NoPos, token.NoPos, "somewhere"),
		}
		r.Reportf(a.Decls[0].(*ast.FuncDecl).Body.List[8], "cat", related, "check %s decides", "x")
		r.Reportf(a.Decls[0].(*ast.FuncDecl).Body.List[9], "cat", nil, "no related")
		if len(*got) != 2 {
			t.Fatalf("fold=%v: got %d diagnostics, want 2", fold, len(*got))
		}
		d := (*got)[0]
		want := "check x decides"
		if fold {
			want += " (see also: the write at a.go:15; the effect at b.go:4; somewhere)"
		}
		if d.Message != want {
			t.Errorf("fold=%v: message %q, want %q", fold, d.Message, want)
		}
		wantRelated := related
		if fold {
			wantRelated = nil // folded into the message
		}
		if !reflect.DeepEqual(d.Related, wantRelated) || d.Category != "cat" {
			t.Errorf("fold=%v: related %v category %q, want %v and cat", fold, d.Related, d.Category, wantRelated)
		}
		if line := pass.Fset.Position(d.Pos).Line; line != 15 || d.End <= d.Pos {
			t.Errorf("fold=%v: range line %d [%v, %v), want line 15", fold, line, d.Pos, d.End)
		}
		if msg := (*got)[1].Message; msg != "no related" {
			t.Errorf("fold=%v: message without related %q", fold, msg)
		}
	}
}

func TestRelated(t *testing.T) {
	pass, _ := fakePass(t, "x", "a.go", plainSrc)
	got := New(pass, Options{}).Related(3, 9, "label")
	if want := (analysis.RelatedInformation{Pos: 3, End: 9, Message: "label"}); got != want {
		t.Errorf("Related = %+v, want %+v", got, want)
	}
}

func TestDoc(t *testing.T) {
	src := "// Package x does things.\n//\n// # Analyzer x\n//\n// x: find the thing\n//\n// Longer text.\n//\n// # Analyzer y\n//\n// y: other\npackage x\n"
	if got, want := Doc(src, "x"), "find the thing\n\nLonger text."; got != want {
		t.Errorf("Doc(x) = %q, want %q", got, want)
	}
	if got, want := Doc(src, "y"), "other"; got != want {
		t.Errorf("Doc(y) = %q, want %q", got, want)
	}
	defer func() {
		if recover() == nil {
			t.Error("Doc of a missing section did not panic")
		}
	}()
	Doc(src, "z")
}

// TestShowIgnored checks that a silenced finding is reported with a last
// related entry naming the directive and its reason, and that one not
// silenced is unchanged.
func TestShowIgnored(t *testing.T) {
	pass, got := fakePass(t, "checkthenact", "a.go", ignoresSrc)
	r := New(pass, Options{ShowIgnored: true})
	r.Report(analysis.Diagnostic{Pos: lineStart(pass, pass.Files[0], 4), Message: "silenced"})
	r.Report(analysis.Diagnostic{Pos: lineStart(pass, pass.Files[0], 8), Message: "nolint"})
	r.Report(analysis.Diagnostic{Pos: lineStart(pass, pass.Files[0], 15), Message: "plain"})
	if len(*got) != 3 {
		t.Fatalf("got %d diagnostics, want 3", len(*got))
	}
	for i, want := range []struct{ related, reason string }{
		{IgnoredBy + "//idemlint:ignore: the row is locked by the caller", "the row is locked by the caller"},
		{IgnoredBy + "//nolint: reviewed", "reviewed"},
		{"", ""},
	} {
		d := (*got)[i]
		switch {
		case want.related == "" && len(d.Related) != 0:
			t.Errorf("%s: related %v, want none", d.Message, d.Related)
		case want.related != "" && (len(d.Related) != 1 || d.Related[0].Message != want.related):
			t.Errorf("%s: related %v, want one %q", d.Message, d.Related, want.related)
		case want.related != "":
			if reason, ok := Silenced(d.Related[0].Message); !ok || reason != want.reason {
				t.Errorf("Silenced(%q) = %q, %v, want %q, true", d.Related[0].Message, reason, ok, want.reason)
			}
		}
	}
	if reason, ok := Silenced(IgnoredBy + "//nolint"); !ok || reason != "" {
		t.Errorf("Silenced of a bare //nolint = %q, %v, want \"\", true", reason, ok)
	}
	if _, ok := Silenced("the act"); ok {
		t.Error("Silenced of an ordinary related message reports true")
	}
}
