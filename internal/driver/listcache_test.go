package driver

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"
)

// TestListingCache checks when a run takes the kept listing and when it
// asks the go command again: an edit of a body or a comment below the
// imports keeps it; a new import, a new file, a new package, a changed
// go.mod or other patterns do not; a listing taken while a file was just
// written is not kept.
func TestListingCache(t *testing.T) {
	mod := t.TempDir()
	write := func(name, src string, age time.Duration) {
		t.Helper()
		path := filepath.Join(mod, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
		old := time.Now().Add(-age)
		if err := os.Chtimes(path, old, old); err != nil {
			t.Fatal(err)
		}
	}
	// A file written "just now" is given a time ahead of the clock, so
	// that it is still young when a loaded machine reaches the next step.
	const settled, now = time.Minute, -time.Minute
	write("go.mod", "module example.com/m\n\ngo 1.26\n", settled)
	write("a/a.go", "package a\n\nimport \"strings\"\n\nfunc A() string { return strings.ToUpper(\"a\") }\n", settled)
	write("b/b.go", "package b\n\nimport \"example.com/m/a\"\n\nfunc B() string { return a.A() }\n", settled)

	lists := 0
	loadPackages = func(cfg *packages.Config, patterns ...string) ([]*packages.Package, error) {
		lists++
		return packages.Load(cfg, patterns...)
	}
	defer func() { loadPackages = packages.Load }()
	c := openCache(t.TempDir(), "")
	cfg := &Config{Dir: mod, Patterns: []string{"./..."}}
	step := func(what string, patterns []string, wantList bool, wantPkgs ...string) {
		t.Helper()
		cfg.Patterns = patterns
		before := lists
		roots, err := listPackages(cfg, c)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if listed := lists > before; listed != wantList {
			t.Errorf("%s: asked the go command: %t, want %t", what, listed, wantList)
		}
		got := map[string]bool{}
		for _, r := range roots {
			got[r.ID] = true
		}
		for _, p := range wantPkgs {
			if !got[p] {
				t.Errorf("%s: roots %v lack %s", what, got, p)
			}
		}
		if len(got) != len(wantPkgs) {
			t.Errorf("%s: roots %v, want %v", what, got, wantPkgs)
		}
	}
	all := []string{"./..."}
	step("first run", all, true, "example.com/m/a", "example.com/m/b")
	step("nothing changed", all, false, "example.com/m/a", "example.com/m/b")
	if imp := findImport(t, cfg, c, "example.com/m/b", "example.com/m/a"); imp == nil || len(imp.CompiledGoFiles) != 1 {
		t.Errorf("a kept listing lost b's import of a: %v", imp)
	}

	write("a/a.go", "package a\n\nimport \"strings\"\n\n// A shouts.\nfunc A() string { return strings.ToLower(\"a\") }\n", now)
	step("a body and a comment changed, just now", all, false, "example.com/m/a", "example.com/m/b")
	write("a/a.go", "package a\n\nimport (\n\t\"strings\"\n\t\"unicode\"\n)\n\nfunc A() string { return strings.ToUpper(string(unicode.MaxASCII)) }\n", now)
	step("an import added, just now", all, true, "example.com/m/a", "example.com/m/b")
	step("again within the file's first seconds: that listing was not kept", all, true, "example.com/m/a", "example.com/m/b")
	write("a/a.go", "package a\n\nimport (\n\t\"strings\"\n\t\"unicode\"\n)\n\nfunc A() string { return strings.ToUpper(string(unicode.MaxASCII)) }\n", settled)
	step("the file settled", all, true, "example.com/m/a", "example.com/m/b")
	step("kept again", all, false, "example.com/m/a", "example.com/m/b")

	write("a/more.go", "package a\n\nfunc More() {}\n", settled)
	step("a new file", all, true, "example.com/m/a", "example.com/m/b")
	write("c/c.go", "package c\n", settled)
	step("a new package", all, true, "example.com/m/a", "example.com/m/b", "example.com/m/c")
	write("testdata/x.go", "package x\n", settled)
	write(".hidden/x.go", "package x\n", settled)
	step("files in testdata and a dot directory", all, true, "example.com/m/a", "example.com/m/b", "example.com/m/c")
	step("kept after them", all, false, "example.com/m/a", "example.com/m/b", "example.com/m/c")
	write("go.mod", "module example.com/m\n\ngo 1.26.0\n", settled)
	step("go.mod changed", all, true, "example.com/m/a", "example.com/m/b", "example.com/m/c")
	step("other patterns", []string{"./a"}, true, "example.com/m/a")
	step("those kept", []string{"./a"}, false, "example.com/m/a")
}

// findImport returns the package imp as pkg imports it, from a run's roots.
func findImport(t *testing.T, cfg *Config, c *cache, pkg, imp string) *packages.Package {
	t.Helper()
	roots, err := listPackages(cfg, c)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range roots {
		if r.ID == pkg {
			return r.Imports[imp]
		}
	}
	return nil
}

// TestTokenDigest checks what a file's token digest sees: code and where
// it is, directives; not a comment that moves no token.
func TestTokenDigest(t *testing.T) {
	const base = "//go:build linux\n\npackage p\n\n// F does a thing.\nfunc F() int { return 1 } // one\n"
	for _, c := range []struct {
		what, src string
		same      bool
	}{
		{"a comment appended", base + "// more\n", true},
		{"a comment's words changed in place", "//go:build linux\n\npackage p\n\n// F does a thing!\nfunc F() int { return 1 } // uno\n", true},
		{"a body changed", "//go:build linux\n\npackage p\n\n// F does a thing.\nfunc F() int { return 2 } // one\n", false},
		{"a line inserted above the code", "//go:build linux\n\npackage p\n\n// F does a thing.\n//\nfunc F() int { return 1 } // one\n", false},
		{"the build constraint changed", "//go:build darwin\n\npackage p\n\n// F does a thing.\nfunc F() int { return 1 } // one\n", false},
		{"an idemlint directive added", base + "//idemlint:ignore checkthenact why\n", false},
		{"a nolint added", base + "//nolint:idemlint\n", false},
		{"a line directive added", base + "//line other.go:1\n", false},
	} {
		if got := tokenDigest([]byte(c.src)) == tokenDigest([]byte(base)); got != c.same {
			t.Errorf("%s: same digest %t, want %t", c.what, got, c.same)
		}
	}
}
