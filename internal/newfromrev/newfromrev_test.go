package newfromrev

import "testing"

func TestDiffPath(t *testing.T) {
	for name, want := range map[string]string{
		"b/p/a.go":             "p/a.go",
		"b/p/with space.go\t":  "p/with space.go",
		`"b/p/caf\303\251.go"`: "p/café.go",
		"/dev/null":            "",
	} {
		if got := diffPath(name); got != want {
			t.Errorf("diffPath(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestHas checks changed lines: the runs a diff added, and every line of
// an untracked file.
func TestHas(t *testing.T) {
	c := &Changes{root: "/m", added: map[string][][2]int{"p/a.go": {{3, 5}}}, whole: map[string]bool{"p/new.go": true}}
	for _, tc := range []struct {
		file string
		line int
		want bool
	}{
		{"/m/p/a.go", 2, false},
		{"/m/p/a.go", 3, true},
		{"/m/p/a.go", 5, true},
		{"/m/p/a.go", 6, false},
		{"/m/p/new.go", 100, true},
		{"/elsewhere/p/a.go", 4, false},
	} {
		if got := c.Has(tc.file, tc.line); got != tc.want {
			t.Errorf("Has(%s, %d) = %t, want %t", tc.file, tc.line, got, tc.want)
		}
	}
}
