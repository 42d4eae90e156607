package driver_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/analyzers/ackorder"
	"github.com/idemlint/idemlint/analyzers/checkthenact"
	"github.com/idemlint/idemlint/analyzers/randomkey"
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
		writeModule(t, root, files)
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

// TestRecompiled checks that a package compiled again for another
// package's tests (b [a.test], since a's external test imports b, which
// imports a) is not analysed: a, its test variant, its external test
// and b are. The external test's calls still reach the one-shot view: in
// a module with a command that serves requests, b.Handle, called only by
// a's test, is one-shot, and its finding is dropped; in a library it is
// exported API, and reported once.
func TestRecompiled(t *testing.T) {
	if testing.Short() {
		t.Skip("declares database/sql and the packages below it")
	}
	check := checkThenInsert("Handle")
	for _, command := range []bool{false, true} {
		dir := t.TempDir()
		files := map[string]string{
			"go.mod":      "module example.com/m\n\ngo 1.26\n",
			"a/a.go":      "package a\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n)\n\nvar DB *sql.DB\n\nfunc Ctx() context.Context { return context.Background() }\n",
			"a/a_test.go": "package a\n\nimport \"testing\"\n\nfunc TestA(t *testing.T) { _ = Ctx() }\n",
			"a/x_test.go": "package a_test\n\nimport (\n\t\"testing\"\n\n\t\"example.com/m/a\"\n\t\"example.com/m/b\"\n)\n\nfunc TestB(t *testing.T) { b.Handle(a.Ctx(), a.DB, \"x\") }\n",
			"b/b.go":      "package b\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n\n\t\"example.com/m/a\"\n)\n\nvar _ = a.Ctx\n" + check,
		}
		units, want := 4, 1
		if command {
			files["cmd/main.go"] = "package main\n\nimport (\n\t\"database/sql\"\n\t\"net/http\"\n)\n\nfunc main() { _, _ = sql.Open(\"pgx\", \"\"); http.HandleFunc(\"/\", serve) }\n\nfunc serve(w http.ResponseWriter, r *http.Request) {}\n"
			units, want = 5, 0
		}
		writeModule(t, dir, files)
		res := runModule(t, dir, fmt.Sprintf("command %t", command))
		if res.Analysed != units {
			t.Errorf("command %t: %d units analysed, want %d (a, a [a.test], a_test [a.test], b, and the command)", command, res.Analysed, units)
		}
		seen := map[string]bool{}
		for _, d := range res.Diagnostics {
			seen[d.Posn] = true
		}
		if len(seen) != want {
			t.Errorf("command %t: findings at %v, want %d", command, seen, want)
		}
	}
}

// TestKeyHelperGate checks that a key helper of the program, a package
// that imports only hashing, encoding and formatting packages, is analysed
// for its fact in a module named without a dot ("svc") as in one named
// with one: the random value in the map it hashes is reported at the
// caller, once.
func TestKeyHelperGate(t *testing.T) {
	if testing.Short() {
		t.Skip("declares net/http and the packages below it")
	}
	for _, mod := range []string{"svc", "example.com/svc"} {
		dir := t.TempDir()
		writeModule(t, dir, map[string]string{
			"go.mod": "module " + mod + "\n\ngo 1.26\n",
			"keyhelper/keyhelper.go": `package keyhelper

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
)

// Hash hashes m's entries in the order of their keys.
func Hash(m map[string]any) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := sha256.New()
	for _, k := range keys {
		fmt.Fprintf(h, "%s=%v;", k, m[k])
	}
	return hex.EncodeToString(h.Sum(nil))
}
`,
			"api/api.go": `package api

import (
	"context"
	"net/http"
	"time"

	"` + mod + `/keyhelper"
)

// Send posts a charge under a key hashed from the customer and the time.
func Send(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/charges", nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", keyhelper.Hash(map[string]any{"customer": id, "at": time.Now()}))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
`,
		})
		res, err := driver.Run(&driver.Config{Dir: dir, Patterns: []string{"./..."}, Analyzers: []*analysis.Analyzer{randomkey.Analyzer}, Salt: "test", CacheDir: t.TempDir()})
		if err != nil || len(res.Errors) > 0 {
			t.Fatalf("module %s: %v %q", mod, err, res.Errors)
		}
		if len(res.Diagnostics) != 1 || !strings.HasPrefix(res.Diagnostics[0].Posn, filepath.Join(dir, "api", "api.go")+":17:") {
			var got []string
			for _, d := range res.Diagnostics {
				got = append(got, d.Posn)
			}
			t.Errorf("module %s: findings at %q, want one at api/api.go:17", mod, got)
		}
	}
}

// runModule runs checkthenact on the module in dir, ./..., with a cache
// of its own, and fails the test (what names the case) when anything
// did not load or analyse.
func runModule(t *testing.T, dir, what string) *driver.Result {
	t.Helper()
	res, err := driver.Run(&driver.Config{Dir: dir, Patterns: []string{"./..."}, Analyzers: []*analysis.Analyzer{checkthenact.Analyzer}, Salt: "test", CacheDir: t.TempDir()})
	if err != nil || len(res.Errors) > 0 {
		t.Fatalf("%s: %v %q", what, err, res.Errors)
	}
	return res
}

// checkThenInsert returns the source of a function named name that
// checks for a row and inserts it: checkthenact's finding, at the
// function's third line.
func checkThenInsert(name string) string {
	return "\nfunc " + name + `(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM seen WHERE id = $1", id).Scan(&n); err != nil || n > 0 {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO seen (id) VALUES ($1)", id)
	return err
}
`
}

// writeModule writes files (names relative to root) and has the go
// command use only what is on disk: no proxy, go.sum as it comes.
func writeModule(t *testing.T, root string, files map[string]string) {
	t.Helper()
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
}

// TestTestsOnly checks a package's test variant analysed for its test
// files only: the package itself reports its code's findings once, and
// a function that only the package's own tests call stays one-shot, with
// the package imported by another (it is analysed itself) or not (its
// variant stands for it, whole).
func TestTestsOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("declares database/sql and the packages below it")
	}
	store := "package store\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n)\n" + checkThenInsert("Check") + checkThenInsert("Fill")
	for _, imported := range []bool{false, true} {
		dir := t.TempDir()
		files := map[string]string{
			"go.mod":                       "module example.com/m\n\ngo 1.26\n",
			"internal/store/store.go":      store,
			"internal/store/store_test.go": "package store\n\nimport \"testing\"\n\nfunc TestFill(t *testing.T) { _ = Fill(nil, nil, \"x\") }\n",
			"cmd/main.go":                  "package main\n\nimport \"database/sql\"\n\nfunc main() { _, _ = sql.Open(\"pgx\", \"\") }\n",
		}
		only := 0
		if imported {
			files["internal/app/app.go"] = "package app\n\nimport \"example.com/m/internal/store\"\n\nvar Handle = store.Check\n"
			only = 1
		}
		writeModule(t, dir, files)
		res := runModule(t, dir, fmt.Sprintf("imported %t", imported))
		if res.TestsOnly != only {
			t.Errorf("imported %t: %d test variants analysed for their tests only, want %d", imported, res.TestsOnly, only)
		}
		var at []string
		for _, d := range res.Diagnostics {
			at = append(at, strings.TrimPrefix(d.Posn, dir+string(filepath.Separator)))
		}
		slices.Sort(at)
		// Check, not Fill, which only a test calls.
		if len(at) != 1 || !strings.HasPrefix(at[0], "internal/store/store.go:10:") {
			t.Errorf("imported %t: findings at %q, want one in Check, at line 10", imported, at)
		}
	}
}

// TestTestsRunOnce checks that the whole-module view does not run test
// code again: an external test package that calls the resolved interface
// methods itself was analysed once, for its calls, which no fact
// changes; the handler that calls them is run again and reported, and
// the command that calls the handler is run again.
func TestTestsRunOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("declares database/sql and the packages below it")
	}
	dir := t.TempDir()
	writeModule(t, dir, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.26\n",
		"internal/h/h.go": `package h

import "context"

type Store interface {
	Seen(ctx context.Context, id string) (bool, error)
	Save(ctx context.Context, id string) error
}

func Handle(ctx context.Context, s Store, id string) error {
	if seen, err := s.Seen(ctx, id); err != nil || seen {
		return err
	}
	return s.Save(ctx, id)
}
`,
		"internal/h/h_test.go": `package h_test

import (
	"context"
	"database/sql"
	"testing"

	"example.com/m/internal/h"
)

func TestHandle(t *testing.T) {
	db, _ := sql.Open("pgx", "")
	var s h.Store
	_, _ = s.Seen(context.Background(), "x")
	_ = h.Handle(context.Background(), s, "x")
	_ = db
}
`,
		"internal/pg/pg.go": `package pg

import (
	"context"
	"database/sql"
)

type Store struct{ DB *sql.DB }

func (s *Store) Seen(ctx context.Context, id string) (bool, error) {
	var n int
	err := s.DB.QueryRowContext(ctx, "SELECT count(*) FROM seen WHERE id = $1", id).Scan(&n)
	return n > 0, err
}

func (s *Store) Save(ctx context.Context, id string) error {
	_, err := s.DB.ExecContext(ctx, "INSERT INTO seen (id) VALUES ($1)", id)
	return err
}
`,
		"cmd/main.go": `package main

import (
	"context"
	"database/sql"

	"example.com/m/internal/h"
	"example.com/m/internal/pg"
)

func main() {
	db, _ := sql.Open("pgx", "")
	go func() { _ = h.Handle(context.Background(), &pg.Store{DB: db}, "x") }()
}
`,
	})
	res := runModule(t, dir, "a run")
	if res.Rewired != 2 {
		t.Errorf("the view ran %d units again, want 2 (h, and main, which calls it; not h_test)", res.Rewired)
	}
	if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].Posn, filepath.Join("internal", "h", "h.go")+":11:") {
		t.Errorf("findings %v, want one in h.Handle", res.Diagnostics)
	}
}

// TestHandOffGate checks that a package of the main module that imports
// nothing the gate knows, but sends on a channel, is analysed for its
// fact: the webhook handler in another package that hands the body to it
// and answers 200 is reported, as when the send is inline.
func TestHandOffGate(t *testing.T) {
	if testing.Short() {
		t.Skip("declares net/http and the packages below it")
	}
	dir := t.TempDir()
	writeModule(t, dir, map[string]string{
		"go.mod": "module example.com/svc\n\ngo 1.26\n",
		"queue/queue.go": `package queue

// Queue hands jobs to its worker.
type Queue struct{ Jobs chan []byte }

// Push hands the job to the worker and returns at once.
func (q *Queue) Push(job []byte) { q.Jobs <- job }
`,
		"api/api.go": `package api

import (
	"crypto/hmac"
	"crypto/sha256"
	"io"
	"net/http"

	"example.com/svc/queue"
)

type H struct{ Q *queue.Queue }

func (h *H) Receive(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	mac := hmac.New(sha256.New, []byte("secret"))
	mac.Write(body)
	if !hmac.Equal(mac.Sum(nil), []byte(r.Header.Get("X-Signature"))) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	h.Q.Push(body)
	w.WriteHeader(http.StatusOK)
}
`,
	})
	res, err := driver.Run(&driver.Config{Dir: dir, Patterns: []string{"./..."}, Analyzers: []*analysis.Analyzer{ackorder.Analyzer}, Salt: "test", CacheDir: t.TempDir()})
	if err != nil || len(res.Errors) > 0 {
		t.Fatalf("%v %q", err, res.Errors)
	}
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, strings.TrimPrefix(d.Posn, dir+string(filepath.Separator)))
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], filepath.Join("api", "api.go")+":23:") {
		t.Errorf("findings at %q, want one at api/api.go:23 (the 200 after the hand-off)", got)
	}
}
