package output

import (
	"testing"

	"github.com/idemlint/idemlint/internal/driver"
)

func TestSplitPosn(t *testing.T) {
	for _, tc := range []struct {
		posn      string
		file      string
		line, col int
	}{
		{"/a/b.go:3:9", "/a/b.go", 3, 9},
		{"/a/b.go:3", "/a/b.go", 3, 0},
		{"/a/b.go", "/a/b.go", 0, 0},
		{`C:\a\b.go:12:1`, `C:\a\b.go`, 12, 1},
		{"-", "-", 0, 0},
	} {
		if file, line, col := SplitPosn(tc.posn); file != tc.file || line != tc.line || col != tc.col {
			t.Errorf("SplitPosn(%q) = %q, %d, %d, want %q, %d, %d", tc.posn, file, line, col, tc.file, tc.line, tc.col)
		}
	}
}

// TestFromRun checks that a finding the driver reports twice (a package
// and its test variant) is printed once, and that findings are in
// position order, numerically, then by analyzer.
func TestFromRun(t *testing.T) {
	d := func(analyzer, posn string) driver.Diagnostic {
		return driver.Diagnostic{Analyzer: analyzer, Pkg: "p", Posn: posn, Message: "m"}
	}
	res := FromRun(&driver.Result{
		Diagnostics: []driver.Diagnostic{d("b", "/p/a.go:10:2"), d("a", "/p/a.go:9:5"), d("b", "/p/a.go:10:2"), d("a", "/p/a.go:10:2"), d("a", "/p/a.go:10:12")},
		Errors:      []string{"z", "a"},
	})
	var got []string
	for _, f := range res.Findings {
		got = append(got, f.Analyzer+" "+f.Posn)
	}
	want := []string{"a /p/a.go:9:5", "a /p/a.go:10:2", "b /p/a.go:10:2", "a /p/a.go:10:12"}
	if len(got) != len(want) {
		t.Fatalf("findings %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("finding %d: %q, want %q", i, got[i], want[i])
		}
	}
	if res.Errors[0] != "a" || res.Errors[1] != "z" {
		t.Errorf("errors %q, want them sorted", res.Errors)
	}
}
