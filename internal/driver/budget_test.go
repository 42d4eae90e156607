package driver_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/internal/driver"
)

// TestSourceBudget checks the budget of a dependency analysed for its
// facts: a wrapper in a small dependency decides a finding in the main
// module; the same wrapper in a dependency padded past three MiB of
// source is declared only, and the run lists it. A named package is
// analysed whatever its size. A package of the standard library is not
// analysed unless named.
func TestSourceBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("declares database/sql and the packages below it")
	}
	for _, pad := range []int{0, 3 << 20} {
		root := t.TempDir()
		files := map[string]string{
			"app/go.mod": "module example.com/app\n\ngo 1.26\n\nrequire example.com/store v0.0.0\n\nreplace example.com/store => ../store\n",
			"app/app.go": `package app

import (
	"context"
	"database/sql"
	"net/http/httputil"

	"example.com/store"
)

var _ = httputil.NewSingleHostReverseProxy

func Handle(ctx context.Context, db *sql.DB, id string) error {
	if store.Seen(ctx, db, id) {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO seen (id) VALUES ($1)", id)
	return err
}
`,
			"store/go.mod": "module example.com/store\n\ngo 1.26\n",
			"store/store.go": `package store

import (
	"context"
	"database/sql"
)

// Seen reports whether id was seen.
func Seen(ctx context.Context, db *sql.DB, id string) bool {
	var n int
	db.QueryRowContext(ctx, "SELECT count(*) FROM seen WHERE id = $1", id).Scan(&n)
	return n > 0
}
`,
			"store/pad.go": "package store\n\n// " + strings.Repeat("padding ", pad/8) + "\n",
		}
		for name, src := range files {
			path := filepath.Join(root, name)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		t.Setenv("GOFLAGS", "-mod=mod")
		t.Setenv("GOPROXY", "off")
		dir := filepath.Join(root, "app")
		run := func(patterns ...string) *driver.Result {
			t.Helper()
			res, err := driver.Run(&driver.Config{Dir: dir, Patterns: patterns, Analyzers: []*analysis.Analyzer{checkthenact.Analyzer}, Salt: "test", CacheDir: t.TempDir()})
			if err != nil || len(res.Errors) > 0 {
				t.Fatalf("pad %d, %v: %v %q", pad, patterns, err, res.Errors)
			}
			return res
		}
		res := run(".")
		large := slices.ContainsFunc(res.Large, func(s string) bool { return strings.HasPrefix(s, "example.com/store ") })
		if over := pad > 0; large != over || (len(res.Diagnostics) == 1) == over {
			t.Errorf("pad %d: listed as large %t (%q), %d findings; want %t and %d", pad, large, res.Large, len(res.Diagnostics), over, map[bool]int{false: 1, true: 0}[over])
		}
		// app and store, not net/http/httputil: the standard library is
		// the catalog's.
		if want := map[bool]int{false: 2, true: 1}[pad > 0]; res.Analysed != want {
			t.Errorf("pad %d: %d analysed, want %d", pad, res.Analysed, want)
		}
		if res := run("example.com/store"); len(res.Large) > 0 || res.Analysed != 1 {
			t.Errorf("pad %d: named, listed as large %q and %d analysed, want none and 1", pad, res.Large, res.Analysed)
		}
	}
}
