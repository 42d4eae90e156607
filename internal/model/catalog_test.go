package model_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/internal/catalog"
)

// quiet collects analysistest's complaints instead of failing: the
// catalog cases carry "// row:" tags, not expectations.
type quiet struct{ errs []string }

func (q *quiet) Errorf(format string, args ...any) {
	q.errs = append(q.errs, fmt.Sprintf(format, args...))
}

// opRoles are the roles that give an operation on the line of their call.
var opRoles = map[catalog.Role]bool{
	catalog.SQLExec: true, catalog.TxBegin: true, catalog.TxCommit: true, catalog.TxRollback: true,
	catalog.TxFunc: true, catalog.Check: true, catalog.Write: true, catalog.Claim: true,
	catalog.CheckThenAct: true, catalog.Watch: true, catalog.Effect: true, catalog.Publish: true, catalog.Command: true,
	catalog.KeySink: true, catalog.Ack: true, catalog.AckOnReceipt: true, catalog.Receive: true,
	catalog.Nack: true, catalog.Wait: true, catalog.Random: true,
}

// TestCatalogCases runs the model over one call of every catalog row
// (testdata/src/catalogcases) and checks that each row whose role is an
// operation is recognised on its line.
func TestCatalogCases(t *testing.T) {
	dir := testdata()
	entries, err := os.ReadDir(filepath.Join(dir, "src", "catalogcases"))
	if err != nil {
		t.Fatal(err)
	}
	roles := map[string]catalog.Role{} // "Recv.Name" or "Name" → role
	rows := catalog.Rows()
	for i := range rows {
		r := &rows[i]
		key := r.Name
		if r.Recv != "" {
			key = r.Recv + "." + r.Name
		}
		roles[r.Path+" "+key] = r.Role
		if _, ok := roles[key]; !ok {
			roles[key] = r.Role
		}
	}
	var pkgs []string
	for _, e := range entries {
		pkgs = append(pkgs, "catalogcases/"+e.Name())
	}
	q := new(quiet)
	results := analysistest.Run(q, dir, dump, pkgs...)
	checked := 0
	for _, res := range results {
		if res.Err != nil {
			t.Errorf("%s: %v", res.Pass.Pkg.Path(), res.Err)
			continue
		}
		lines := map[string]bool{}
		for _, d := range res.Diagnostics {
			p := res.Pass.Fset.Position(d.Pos)
			lines[fmt.Sprintf("%s:%d", p.Filename, p.Line)] = true
		}
		for _, f := range res.Pass.Files {
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					tag, ok := strings.CutPrefix(c.Text, "// row: ")
					if !ok {
						continue
					}
					role, ok := roles[strings.Fields(tag)[0]]
					if !ok {
						t.Errorf("%s: tag %q names no catalog row", res.Pass.Fset.Position(c.Pos()), tag)
						continue
					}
					if !opRoles[role] {
						continue
					}
					p := res.Pass.Fset.Position(c.Pos())
					checked++
					if !lines[fmt.Sprintf("%s:%d", p.Filename, p.Line)] {
						t.Errorf("%s: %s (%s) not recognised", p, tag, role)
					}
				}
			}
		}
	}
	t.Logf("%d row calls checked", checked)
}
