package driver_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/internal/driver"
)

// TestExport checks Config.Export: a fresh run stores no export data
// unless it is set, when it does; either run's finding has its
// structured positions, the same as its printed ones.
func TestExport(t *testing.T) {
	if testing.Short() {
		t.Skip("declares database/sql and the packages below it")
	}
	dir := t.TempDir()
	writeModule(t, dir, map[string]string{
		"go.mod": "module example.com/p\n\ngo 1.26\n",
		"p.go": `package p

import (
	"context"
	"database/sql"
)
` + checkThenInsert("Handle"),
	})
	for _, export := range []bool{false, true} {
		cache := t.TempDir()
		res, err := driver.Run(&driver.Config{Dir: dir, Patterns: []string{"."}, Analyzers: []*analysis.Analyzer{checkthenact.Analyzer}, Salt: "test", CacheDir: cache, Export: export})
		if err != nil || len(res.Errors) > 0 {
			t.Fatalf("export %t: %v %q", export, err, res.Errors)
		}
		exports, _ := filepath.Glob(filepath.Join(cache, "*", "*-export"))
		if export != (len(exports) > 0) {
			t.Errorf("export %t: %d export data entries", export, len(exports))
		}
		if len(res.Diagnostics) != 1 {
			t.Fatalf("export %t: findings %+v, want checkthenact's one", export, res.Diagnostics)
		}
		d := res.Diagnostics[0]
		if d.Pos.Filename != filepath.Join(dir, "p.go") || d.Pos.Line != 10 || d.Pos.Column != 12 || d.EndPos.Line != 10 || d.EndPos.Column != 82 || d.Posn != d.Pos.String() || d.End != d.EndPos.String() {
			t.Errorf("export %t: finding at %v-%v (%s-%s)", export, d.Pos, d.EndPos, d.Posn, d.End)
		}
		if len(d.Related) != 1 || d.Related[0].Pos.Line != 13 || d.Related[0].Posn != d.Related[0].Pos.String() {
			t.Errorf("export %t: related %+v, want the insert at line 13", export, d.Related)
		}
	}
}
