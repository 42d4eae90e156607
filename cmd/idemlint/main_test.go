package main_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The drivers are tested end to end: the binary is built and run
// standalone and as go vet's -vettool on a small module that needs no
// downloads (database/sql only).

const target = `package shop

import (
	"context"
	"database/sql"
)

func Handle(ctx context.Context, db *sql.DB, id string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}

func Silenced(ctx context.Context, db *sql.DB, id string) error {
	var n int
	//idemlint:ignore checkthenact one worker only
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", id).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id)
	return err
}

//idemlint:ignore checkthenact
func bare() {}
`

func setup(t *testing.T) (bin, dir string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin = filepath.Join(t.TempDir(), "idemlint")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin, shopModule(t)
}

// shopModule writes the small module holding target, and gives the test
// a result cache of its own.
func shopModule(t *testing.T) (dir string) {
	t.Helper()
	tmp := t.TempDir()
	t.Setenv("IDEMLINT_CACHE", filepath.Join(tmp, "cache"))
	dir = filepath.Join(tmp, "shop")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "go.mod"), "module example.com/shop\n\ngo 1.26\n")
	write(t, filepath.Join(dir, "shop.go"), target)
	return dir
}

func write(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// run runs a command on the small offline module.
func run(t *testing.T, dir, name string, args ...string) (string, int) {
	t.Helper()
	return execute(t, dir, []string{"GOFLAGS=-mod=mod", "GOPROXY=off"}, name, args...)
}

// runIn runs a command in a module whose dependencies may still need the
// module proxy.
func runIn(t *testing.T, dir, name string, args ...string) (string, int) {
	t.Helper()
	return execute(t, dir, nil, name, args...)
}

func execute(t *testing.T, dir string, env []string, name string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return string(out), 0
	case errors.As(err, &exit):
		return string(out), exit.ExitCode()
	}
	t.Fatalf("%s: %v", name, err)
	return "", 0
}

func expect(t *testing.T, out string) {
	t.Helper()
	for _, want := range []string{
		"shop.go:10:", "db.QueryRowContext decides whether db.ExecContext at line 16 runs",
		"shop.go:33:", "idemlint:ignore needs a reason",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "shop.go:23:") {
		t.Errorf("the silenced finding was reported:\n%s", out)
	}
}

func TestStandalone(t *testing.T) {
	bin, dir := setup(t)
	out, code := run(t, dir, bin, "./...")
	if code != 3 {
		t.Errorf("exit code %d, want 3 (findings)\n%s", code, out)
	}
	expect(t, out)
	// One line per finding, relative to the working directory, named by
	// its analyzer; related information indented under it.
	findings := regexp.MustCompile(`(?m)^\S+\.go:\d+:\d+: `).FindAllString(out, -1)
	if len(findings) != 2 {
		t.Errorf("%d finding lines, want 2 (the check and the bare directive)\n%s", len(findings), out)
	}
	for _, want := range []string{"shop.go:10:12: db.QueryRowContext decides", "(checkthenact)\n\tshop.go:16:"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestJSON checks that -json prints one document in which a finding of a
// package with tests appears once, and exits 0.
func TestJSON(t *testing.T) {
	bin, dir := setup(t)
	write(t, filepath.Join(dir, "shop_test.go"), "package shop\n\nimport \"testing\"\n\nfunc TestNothing(t *testing.T) {}\n")
	out, code := execute(t, dir, []string{"GOFLAGS=-mod=mod", "GOPROXY=off"}, bin, "-json", "./...")
	if code != 0 {
		t.Fatalf("exit code %d, want 0\n%s", code, out)
	}
	var tree map[string]map[string][]struct {
		Posn, Message string
	}
	if err := json.Unmarshal([]byte(out), &tree); err != nil {
		t.Fatalf("not one JSON document: %v\n%s", err, out)
	}
	if len(tree) != 1 || len(tree["example.com/shop"]["checkthenact"]) != 1 {
		t.Errorf("want one checkthenact finding under example.com/shop, got %v", tree)
	}
}

// TestExitCodes checks the statuses README documents.
func TestExitCodes(t *testing.T) {
	bin, dir := setup(t)
	if out, code := run(t, dir, bin, "-nosuch", "./..."); code != 2 {
		t.Errorf("unknown flag: exit code %d, want 2\n%s", code, out)
	}
	if out, code := run(t, dir, bin, "./nosuch"); code != 1 {
		t.Errorf("missing package: exit code %d, want 1\n%s", code, out)
	}
	if out, code := run(t, dir, bin, "-checkthenact=false", "-idemlint=false", "./..."); code != 0 {
		t.Errorf("analyzers off: exit code %d, want 0\n%s", code, out)
	}
	for _, flag := range []string{"-fix", "-test=false"} {
		if out, code := run(t, dir, bin, flag, "./..."); code != 3 {
			t.Errorf("%s: exit code %d, want 3 (the findings, printed as usual)\n%s", flag, code, out)
		}
	}
	for _, args := range [][]string{{"version"}, {"-V"}} {
		if out, code := run(t, dir, bin, args...); code != 0 || !strings.HasPrefix(out, "idemlint ") {
			t.Errorf("%s: exit code %d, output %q, want 0 and the version", args[0], code, out)
		}
	}
	// go vet asks -V=full and parses the answer's build ID; any other value
	// is a bad command line.
	if out, code := run(t, dir, bin, "-V=full"); code != 0 || !regexp.MustCompile(`^\S*idemlint version devel .* buildID=[0-9a-f]+\n$`).MatchString(out) {
		t.Errorf("-V=full: exit code %d, output %q, want 0 and go vet's version line", code, out)
	}
	if out, code := run(t, dir, bin, "-V=short"); code != 2 || !strings.Contains(out, "-V=full") {
		t.Errorf("-V=short: exit code %d, output %q, want 2 and what -V takes", code, out)
	}
}

// TestUnnamedFunction checks that a function-naming flag whose name no
// package of the build declares is a bad command line, reported after the
// run with the flag and the closest names, while the functions, methods
// and interface methods that exist are not.
func TestUnnamedFunction(t *testing.T) {
	bin, dir := setup(t)
	write(t, filepath.Join(dir, "store.go"), "package shop\n\ntype Store struct{}\n\nfunc (s *Store) Save() {}\n\ntype Mailer interface{ Send() }\n")
	out, code := run(t, dir, bin,
		"-idemlint.effect=notapkg.Func,example.com/shop.Handle,(*example.com/shop.Store).Save,(example.com/shop.Mailer).Send",
		"-idemlint.claim=(example.com/shop.Store).Sav", "./...")
	want := "idemlint: -idemlint.claim: (example.com/shop.Store).Sav names no function in the loaded packages (closest: (example.com/shop.Store).Save)\n" +
		"idemlint: -idemlint.effect: notapkg.Func names no function in the loaded packages\n"
	if code != 2 || !strings.HasSuffix(out, want) {
		t.Errorf("exit code %d, want 2 and, last, only:\n%s\ngot:\n%s", code, want, out)
	}
	if out, _ := run(t, dir, bin, "-idemlint.effect=example.com/shop.Handle", "./..."); strings.Contains(out, "names no function") {
		t.Errorf("a function that exists was warned about:\n%s", out)
	}
}

// TestHelp checks that idemlint help with no argument prints the
// command's own usage (its flags, the analyzers, the exit statuses), and
// with one an analyzer's documentation.
func TestHelp(t *testing.T) {
	bin, dir := setup(t)
	out, code := run(t, dir, bin, "help")
	if code != 0 || !strings.HasPrefix(out, "Usage: idemlint [flags] [packages]") || !strings.Contains(out, "  -checkthenact\n") || !strings.Contains(out, "Exit status:") || strings.Contains(out, "Printf") {
		t.Errorf("help: exit code %d, want 0 and idemlint's usage:\n%s", code, out)
	}
	if flags, _ := run(t, dir, bin, "-help"); flags != out {
		t.Errorf("help and -help differ:\n%s\n---\n%s", out, flags)
	}
	if out, code := run(t, dir, bin, "help", "checkthenact"); code != 0 || !strings.HasPrefix(out, "checkthenact: ") {
		t.Errorf("help checkthenact: exit code %d, want 0 and the analyzer's documentation:\n%s", code, out)
	}
}

// TestVersionVCS builds the binary with VCS stamping and checks that
// idemlint version names the revision it was built from, with +dirty when
// the checkout had changes, as the go command recorded them.
func TestVersionVCS(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	if err := exec.Command("git", "rev-parse", "HEAD").Run(); err != nil {
		t.Skip("not in a git checkout:", err)
	}
	bin := filepath.Join(t.TempDir(), "idemlint")
	if out, err := exec.Command("go", "build", "-buildvcs=true", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	info, err := exec.Command("go", "version", "-m", bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	setting := func(key string) string {
		m := regexp.MustCompile(`(?m)^\s+build\s+` + regexp.QuoteMeta(key) + `=(\S+)$`).FindSubmatch(info)
		if m == nil {
			return ""
		}
		return string(m[1])
	}
	want := setting("vcs.revision")
	if want == "" {
		// The go command looks for a .git directory: a git worktree's
		// .git is a file.
		t.Skip("the go command stamps no VCS information in this checkout (a git worktree?)")
	}
	if setting("vcs.modified") == "true" {
		want += "+dirty"
	}
	want += " " + setting("vcs.time") + " "
	out, code := run(t, t.TempDir(), bin, "version")
	if code != 0 || !strings.HasPrefix(out, "idemlint ") || !strings.Contains(out, " "+want) {
		t.Errorf("version: exit code %d, output %q, want 0 and %q", code, out, want)
	}
}

func TestVetTool(t *testing.T) {
	bin, dir := setup(t)
	out, code := run(t, dir, "go", "vet", "-vettool="+bin, "./...")
	if code != 1 {
		t.Errorf("exit code %d, want 1 (findings)\n%s", code, out)
	}
	expect(t, out)
}

func TestClean(t *testing.T) {
	bin, dir := setup(t)
	write(t, filepath.Join(dir, "shop.go"), "package shop\n\nfunc Nothing() {}\n")
	if out, code := run(t, dir, bin, "./..."); code != 0 {
		t.Errorf("exit code %d on clean code, want 0\n%s", code, out)
	}
}

// TestBudgetDebug checks that a generated function too large to analyse
// reports nothing, and that -idemlint.debug says it was skipped.
func TestBudgetDebug(t *testing.T) {
	bin, dir := setup(t)
	var b strings.Builder
	b.WriteString("package shop\n\nimport (\n\t\"context\"\n\t\"database/sql\"\n)\n\nfunc Generated(ctx context.Context, db *sql.DB, id string, n int) error {\n")
	for i := range 2500 {
		fmt.Fprintf(&b, "\tif n == %d {\n\t\tif _, err := db.ExecContext(ctx, \"UPDATE t SET v = %d WHERE id = $1\", id); err != nil {\n\t\t\treturn err\n\t\t}\n\t}\n", i, i)
	}
	b.WriteString("\treturn nil\n}\n")
	write(t, filepath.Join(dir, "shop.go"), b.String())
	out, code := run(t, dir, bin, "./...")
	if code != 0 {
		t.Errorf("exit code %d on generated code, want 0\n%s", code, out)
	}
	out, _ = run(t, dir, bin, "-idemlint.debug", "./...")
	if !strings.Contains(out, "skips example.com/shop.Generated") || !strings.Contains(out, "over its budget") {
		t.Errorf("-idemlint.debug does not say the function was skipped:\n%s", out)
	}
}

// TestDependencyThenNamed checks that a package analysed first only as a
// dependency is reported when it is named later, and that a dependency's
// findings are not printed for the package that imports it: the cache
// keeps a dependency's facts apart from a named package's findings.
func TestDependencyThenNamed(t *testing.T) {
	bin, dir := setup(t)
	twoPackages(t, dir)
	if out, code := run(t, dir, bin, "./api"); code != 0 || strings.Contains(out, "store.go") {
		t.Errorf("idemlint ./api: exit %d, want 0 and nothing of the store package:\n%s", code, out)
	}
	out, code := run(t, dir, bin, "./store")
	if code != 3 || !strings.Contains(out, "store/store.go:11:") {
		t.Errorf("idemlint ./store after ./api: exit %d, want 3 and the store's finding:\n%s", code, out)
	}
}

// TestCache checks the result cache: a second run with nothing changed
// analyses nothing and prints the same, an edit re-analyses the edited
// package, and its importers only when what it exports changed.
func TestCache(t *testing.T) {
	bin, dir := setup(t)
	twoPackages(t, dir)
	// The -stats lines: the units analysed and replayed, then those
	// type-checked (TestTypeChecked).
	stats := regexp.MustCompile(`idemlint: (\d+) packages analysed \(\d+ test variants for their test files only\), (\d+) replayed from the cache; the whole-module view resolved \d+ interface methods and \d+ registered handlers and ran \d+ again\nidemlint: of \d+ packages, .*\n`)
	counts := func(out string) string {
		m := stats.FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no -stats line:\n%s", out)
		}
		return m[1] + "/" + m[2]
	}
	first, code := run(t, dir, bin, "-stats", "./...")
	if code != 3 || counts(first) != "3/0" {
		t.Fatalf("first run: exit %d, %s analysed/replayed, want 3 and 3/0:\n%s", code, counts(first), first)
	}
	second, code := run(t, dir, bin, "-stats", "./...")
	if code != 3 || counts(second) != "0/3" || stats.ReplaceAllString(second, "") != stats.ReplaceAllString(first, "") {
		t.Errorf("second run: exit %d, %s analysed/replayed, want 3 and 0/3 and the first run's findings:\n%s", code, counts(second), second)
	}
	write(t, filepath.Join(dir, "api", "api.go"), "package api\n\nimport \"example.com/shop/store\"\n\n// Save is the store's.\nvar Save = store.Record\n")
	if out, code := run(t, dir, bin, "-stats", "./..."); code != 3 || counts(out) != "1/2" {
		t.Errorf("after editing api: exit %d, %s analysed/replayed, want 3 and 1/2 (api only):\n%s", code, counts(out), out)
	}
	// A comment that moves no code changes no key (the token digest);
	// early cut-off: a body change changes nothing store exports, so api
	// is replayed; a new exported function changes its declarations, and
	// api runs again.
	storeGo := filepath.Join(dir, "store", "store.go")
	src, err := os.ReadFile(storeGo)
	if err != nil {
		t.Fatal(err)
	}
	write(t, storeGo, string(src)+"\n// A comment.\n")
	if out, code := run(t, dir, bin, "-stats", "./..."); code != 3 || counts(out) != "0/3" {
		t.Errorf("after a comment at the end of store: exit %d, %s analysed/replayed, want 3 and 0/3:\n%s", code, counts(out), out)
	}
	renamed := strings.NewReplacer("var n int", "var k int", "Scan(&n)", "Scan(&k)", "if n > 0", "if k > 0").Replace(string(src))
	write(t, storeGo, renamed)
	if out, code := run(t, dir, bin, "-stats", "./..."); code != 3 || counts(out) != "1/2" {
		t.Errorf("after a variable renamed in store: exit %d, %s analysed/replayed, want 3 and 1/2 (store only):\n%s", code, counts(out), out)
	}
	write(t, storeGo, string(src)+"\n// Count is new.\nfunc Count() int { return 0 }\n")
	if out, code := run(t, dir, bin, "-stats", "./..."); code != 3 || counts(out) != "2/1" {
		t.Errorf("after a new function in store: exit %d, %s analysed/replayed, want 3 and 2/1 (store and api):\n%s", code, counts(out), out)
	}
	if out, code := run(t, dir, bin, "-stats", "-idemlint.fold", "./..."); code != 3 || counts(out) != "3/0" {
		t.Errorf("with another flag: exit %d, %s analysed/replayed, want 3 and 3/0:\n%s", code, counts(out), out)
	}
}

// twoPackages writes a store package with a finding and an api package
// importing it.
func twoPackages(t *testing.T, dir string) {
	t.Helper()
	for _, d := range []string{"store", "api"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, filepath.Join(dir, "store", "store.go"), `package store

import (
	"context"
	"database/sql"
)

// Record inserts a shipment unless a count says there is one.
func Record(ctx context.Context, db *sql.DB, orderID string) error {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM shipments WHERE order_id = $1", orderID).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, "INSERT INTO shipments (order_id) VALUES ($1)", orderID)
	return err
}
`)
	write(t, filepath.Join(dir, "api", "api.go"), "package api\n\nimport \"example.com/shop/store\"\n\n// Record is the store's.\nvar Record = store.Record\n")
}

// TestTypeError checks that a package the analyzers would analyse and
// that does not type-check is an error (exit status 1), as with go vet,
// and that a cached run says so again.
func TestTypeError(t *testing.T) {
	bin, dir := setup(t)
	write(t, filepath.Join(dir, "broken.go"), "package shop\n\nfunc Broken() int { return \"not an int\" }\n")
	for range 2 {
		out, code := run(t, dir, bin, "./...")
		if code != 1 || !strings.Contains(out, "broken.go:3:") {
			t.Errorf("exit code %d, want 1 and the type error\n%s", code, out)
		}
	}
}

// TestTypeChecked checks that -stats says what was type-checked: fresh,
// the package the gate admits with its function bodies and its
// dependencies by their declarations only; from the cache, nothing. A
// named package the gate does not admit, which nothing imports, is not
// type-checked: its type error is not reported.
func TestTypeChecked(t *testing.T) {
	bin, dir := setup(t)
	if err := os.MkdirAll(filepath.Join(dir, "plain"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "plain", "plain.go"), "package plain\n\nfunc Broken() int { return \"not an int\" }\n")
	stats := regexp.MustCompile(`\nidemlint: of (\d+) packages, (\d+) were type-checked with their function bodies, (\d+) by their declarations only \(type errors there are not reported\), (\d+) read from export data; the others were replayed or not needed\n`)
	for _, pass := range []string{"fresh", "cached"} {
		out, code := run(t, dir, bin, "-stats", "./...")
		m := stats.FindStringSubmatch(out)
		if code != 3 || m == nil || strings.Contains(out, "plain.go") {
			t.Fatalf("%s run: exit %d, want 3, the -stats line of what was type-checked, and no error of plain:\n%s", pass, code, out)
		}
		units, _ := strconv.Atoi(m[1])
		declared, _ := strconv.Atoi(m[3])
		switch {
		case pass == "fresh" && (m[2] != "1" || declared == 0 || m[4] != "0" || 1+declared >= units):
			t.Errorf("fresh run: %s, want shop with its bodies, its dependencies by their declarations, and plain not type-checked", m[0][1:])
		case pass == "cached" && (m[2] != "0" || declared != 0 || m[4] != "0"):
			t.Errorf("cached run: %s, want nothing type-checked", m[0][1:])
		}
	}
}

// TestOneShot runs the command on a module whose path ends in "test"
// (example.com/contest): it is analysed like any other, and one-shot code
// is decided by what reaches it across packages. The seed run from main,
// the subcommand main runs, the command main runs from its table of
// commands, the one its dispatcher runs from a struct of functions, the
// cobra command's RunE, the opener main passes to a command constructor
// whose RunE calls it, the defaults a store's constructor creates in a
// step of its slice of steps, the migration a package's init adds to a
// registry (a func parameter kept in a func field) that main's Run
// applies, the fixture only a test calls, and the root user main's
// Initialize creates — which a test helper package's server Start runs
// too, a method named as one a route calls on an interface — are silent; the sign-up a
// route reaches through a func field main fills, the invitation main
// passes to a function that routes it, the store's hook kept in a field,
// and the hook an init adds to a registry that a route fires, are
// reported — and the same is replayed from the cache.
func TestOneShot(t *testing.T) {
	onlyFindingIn(t, "oneshot", "./...",
		`^internal/hooks/hooks\.go:37:12: db\.QueryRowContext decides whether db\.ExecContext at line 43 runs`,
		`^internal/repo/repo\.go:57:12: r\.db\.QueryRow decides whether r\.db\.Exec at line 63 runs`,
		`^internal/users/users\.go:16:12: s\.DB\.QueryRowContext decides whether s\.DB\.ExecContext at line 22 runs`,
		`^internal/users/users\.go:58:12: s\.DB\.QueryRowContext decides whether s\.DB\.ExecContext at line 64 runs`)
}

// TestOneShotLibrary: a module that serves nothing (no handler, no
// receive loop) is a library even with commands: its example main calls
// the SDK's Create, whose idempotency key is minted per call, as its
// users' services do — reported. (TestOneShot's setup.Currency, outside
// internal directories but in a module that serves requests, stays
// start-up code.)
func TestOneShotLibrary(t *testing.T) {
	onlyFinding(t, "sdk", `^payments/payments\.go:24:2: req\.Header\.Set Idempotency-Key takes a key from time\.Now at line 24`)
}

// TestOneShotBlind: a package of the module that does not load (its
// generated docs are not committed) records no callers, so what it may
// call is live: the check-then-insert that a test also calls is reported,
// with the load error and exit status 1, fresh and from the cache.
func TestOneShotBlind(t *testing.T) {
	bin, _ := setup(t)
	for _, pass := range []string{"fresh", "cached"} {
		out, code := run(t, filepath.Join("testdata", "blind"), bin, "./...")
		if code != 1 || !strings.Contains(out, "\nlabels/labels.go:20:12: s.DB.QueryRowContext decides whether s.DB.ExecContext at line 26 runs") || !strings.Contains(out, "could not import example.com/blind/docs") {
			t.Errorf("%s run: exit %d:\n%s\nwant exit 1, the load error and labels' finding", pass, code, out)
		}
	}
}

// TestWired runs the command on a module whose handler calls its storage
// through an interface it declares, implemented in a package that only
// main imports: the whole-module view resolves the call to the one live
// implementation (a test's fake, a named bool converted only by a test
// though declared in a non-test file, and a testify mock built outside the
// tests do not count), and the check-then-insert
// is reported, fresh and from the cache. Audit's ledger has two live
// implementations, one of which does nothing known (a map type that main
// converts, as a test does too): silent.
func TestWired(t *testing.T) {
	onlyFinding(t, "wired", `^consumer/consumer\.go:22:15: h\.store\.Seen decides whether h\.store\.Save at line 26 runs`)
}

// TestNoopWired: main wires the store of another package, or one that
// does nothing (a deployment with no database): a no-op is no
// disagreement, and the check-then-insert is reported. Audit's other
// ledger logs, which is something the model does not know: silent.
func TestNoopWired(t *testing.T) {
	onlyFinding(t, "noopwired", `^consumer/consumer\.go:18:15: s\.Seen decides whether s\.Save at line 22 runs`)
}

// TestStandinWired: main wires the PostgreSQL store or a demo stand-in
// whose methods only compute their answers (a prefix test, an error for
// an empty id): in the same package, which the command analyses (the
// stand-in's Noop fact), or in a package of its own that imports only the
// standard library, which it only parses (the syntax). Either disagrees
// with nothing, and each check-then-insert is the database's.
func TestStandinWired(t *testing.T) {
	onlyFindingIn(t, "standin", "./...",
		`^consumer/consumer\.go:17:15: s\.Seen decides whether s\.Save at line 21 runs`,
		`^consumer/consumer\.go:33:13: l\.Has decides whether l\.Put at line 37 runs`)
}

// TestWiredDecorator: main wires the repository into the handler inside a
// metrics decorator of another package, which holds the interface and
// forwards to it: the decorator does what it wraps, and the call resolves
// to the repository's check. Audit's ledger, decorated too, may still be
// the in-memory one: silent.
func TestWiredDecorator(t *testing.T) {
	onlyFinding(t, "decorated", `^consumer/consumer\.go:22:15: h\.store\.Seen decides whether h\.store\.Save at line 26 runs`)
}

// TestWiredFacade: the handler sees its repository only through a facade
// interface that embeds it (db.Interface), implemented by a struct that
// embeds it too, which forwards and does not count; the repository's
// implementation lives in a package only main imports.
func TestWiredFacade(t *testing.T) {
	onlyFinding(t, "facade", `^api/api\.go:15:13: d\.Exists decides whether d\.Create at line 19 runs`)
}

// TestWiredHandler: main registers a function of another package with
// the service's own consumer, whose receive loop dispatches to it; the
// function is a handler though its package registers nothing. The error
// callback, and a function nothing registers, are not.
func TestWiredHandler(t *testing.T) {
	onlyFinding(t, "registered", `^orders/orders\.go:11:9: smtp\.SendMail runs in a handler that records no claim`)
}

// TestReached: a service's scheduler re-arms a timer of its own (an
// interface whose C returns a <-chan time.Time) and runs its pass on an
// interface that only main wires to the notify package's service, which
// posts each owner's reminder and only then advances its watermark: the
// post is reported in notify, where nothing per delivery is seen. The
// digest the other job sends after claiming the day, and the backfill
// only main runs, are not.
func TestReached(t *testing.T) {
	onlyFinding(t, "reached", `^notify/notify\.go:32:15: http\.Post runs before the processed marker s\.DB\.ExecContext at line 35: a crash in between, or the same job on another replica`)
}

// TestOneShotPartial: a run on one package of a service (./internal/labels)
// does not see the route of another package that calls its exported
// method, only its own test: the test decides nothing, and the
// check-then-insert is reported as the run on ./... reports it, where the
// fixture only that test calls stays silent.
func TestOneShotPartial(t *testing.T) {
	const want = `^internal/labels/labels\.go:17:12: s\.DB\.QueryRowContext decides whether s\.DB\.ExecContext at line 23 runs`
	onlyFinding(t, "partial", want)
	onlyFindingIn(t, "partial", "./internal/labels", want)
}

// onlyFinding runs the command on ./... of the module testdata/name,
// fresh and again from the cache, and wants exit status 3 and one finding,
// matching want.
func onlyFinding(t *testing.T, name, want string) {
	t.Helper()
	onlyFindingIn(t, name, "./...", want)
}

// onlyFindingIn is onlyFinding on the packages pattern names, for one
// finding or more: one matching each of wants, in order.
func onlyFindingIn(t *testing.T, name, pattern string, wants ...string) {
	t.Helper()
	bin, _ := setup(t)
	for _, pass := range []string{"fresh", "cached"} {
		out, code := run(t, filepath.Join("testdata", name), bin, pattern)
		var findings []string
		for _, l := range strings.Split(out, "\n") {
			if l != "" && !strings.HasPrefix(l, "\t") {
				findings = append(findings, l)
			}
		}
		ok := code == 3 && len(findings) == len(wants)
		for i := 0; ok && i < len(wants); i++ {
			ok = regexp.MustCompile(wants[i]).MatchString(findings[i])
		}
		if !ok {
			t.Errorf("%s run: exit %d, findings:\n%s\nwant exit 3 and findings matching %q", pass, code, out, wants)
		}
	}
}

// TestBrokenInput runs the command on packages that import nothing the
// model catalogues, one with a syntax error and one with an import the go
// command cannot resolve: each is reported, with the cause, and the exit
// status is 1 — fresh, and again from the cache.
func TestBrokenInput(t *testing.T) {
	bin, dir := setup(t)
	brokenPackages(t, dir)
	for _, pass := range []string{"fresh", "cached"} {
		out, code := run(t, dir, bin, "./a", "./b")
		if code != 1 || !strings.Contains(out, "a.go:3:9: expected ')', found '{'") || !strings.Contains(out, "example.com/shop/b: could not import example.com/nope: ") {
			t.Errorf("%s run: exit %d:\n%s\nwant exit 1, a's syntax error and b's unresolved import", pass, code, out)
		}
	}
}

// TestBrokenImportAnalysed: a package the gate analyses (it imports
// database/sql) whose import the go command cannot resolve reports its
// type errors, and the import with its cause (a module the proxy
// refused), fresh and from the cache.
func TestBrokenImportAnalysed(t *testing.T) {
	bin, dir := setup(t)
	if err := os.MkdirAll(filepath.Join(dir, "c"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "c", "c.go"), "package c\n\nimport (\n\t\"database/sql\"\n\n\t\"example.com/nope\"\n)\n\nvar _ = nope.X\n\nvar _ *sql.DB\n")
	for _, pass := range []string{"fresh", "cached"} {
		out, code := run(t, dir, bin, "./c")
		if code != 1 || !strings.Contains(out, "example.com/shop/c: could not import example.com/nope: ") {
			t.Errorf("%s run: exit %d:\n%s\nwant exit 1 and c's unresolved import with its cause", pass, code, out)
		}
	}
}

// TestExcludedPackage: a package its build constraints leave empty is
// named in its error, as the go command names it, where a run names it
// and where a test imports it; no error reads "-: …".
func TestExcludedPackage(t *testing.T) {
	bin, dir := setup(t)
	for _, d := range []string{"d", "r"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, filepath.Join(dir, "d", "d.go"), "//go:build never\n\npackage d\n\nvar X int\n")
	write(t, filepath.Join(dir, "r", "r.go"), "package r\n")
	write(t, filepath.Join(dir, "r", "r_test.go"), "package r\n\nimport (\n\t\"testing\"\n\n\t\"example.com/shop/d\"\n)\n\nfunc TestR(t *testing.T) { _ = d.X }\n")
	for pattern, want := range map[string]string{
		"./d": "example.com/shop/d: build constraints exclude all Go files in ",
		"./r": "example.com/shop/r: could not import example.com/shop/d: build constraints exclude all Go files in ",
	} {
		out, code := run(t, dir, bin, pattern)
		if code != 1 || !strings.Contains(out, want) || strings.Contains(out, "-: ") {
			t.Errorf("idemlint %s: exit %d:\n%s\nwant exit 1 and %q", pattern, code, out, want)
		}
	}
}

// brokenPackages adds to the module at dir a package with a syntax error
// (a, at a.go:3:9) and one whose import the go command cannot resolve (b).
func brokenPackages(t *testing.T, dir string) {
	t.Helper()
	for _, d := range []string{"a", "b"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, filepath.Join(dir, "a", "a.go"), "package a\n\nfunc F( {\n")
	write(t, filepath.Join(dir, "b", "b.go"), "package b\n\nimport \"example.com/nope\"\n\nvar _ = nope.X\n")
}

// TestProfiles checks that -cpuprofile and -memprofile write profiles
// that go tool pprof reads.
func TestProfiles(t *testing.T) {
	bin, _ := setup(t)
	dir := t.TempDir()
	cpu, mem := filepath.Join(dir, "cpu.pprof"), filepath.Join(dir, "mem.pprof")
	if out, code := run(t, filepath.Join("testdata", "wired"), bin, "-cpuprofile="+cpu, "-memprofile", mem, "./..."); code != 3 {
		t.Fatalf("exit %d:\n%s\nwant 3", code, out)
	}
	for _, f := range []string{cpu, mem} {
		out, err := exec.Command("go", "tool", "pprof", "-top", bin, f).CombinedOutput()
		if err != nil {
			t.Errorf("go tool pprof %s: %v\n%s", f, err, out)
		}
	}
	if out, code := run(t, filepath.Join("testdata", "wired"), bin, "-cpuprofile="+filepath.Join(dir, "no", "such"), "./..."); code != 2 || !strings.Contains(out, "-cpuprofile") {
		t.Errorf("an unwritable profile: exit %d:\n%s\nwant 2 and the cause", code, out)
	}
}

// TestProgress: on a terminal the run keeps a progress line on standard
// error, cleared before the findings; into a pipe it prints none.
func TestProgress(t *testing.T) {
	script, err := exec.LookPath("script")
	if err != nil {
		t.Skip("no script(1) to give the command a terminal")
	}
	bin, dir := setup(t)
	if out, _ := run(t, dir, bin, "./..."); strings.Contains(out, "packages") {
		t.Errorf("into a pipe:\n%s\nwant no progress line", out)
	}
	out, _ := run(t, dir, script, "-qec", "IDEMLINT_CACHE=off "+bin+" ./...", "/dev/null") // fresh: a replayed run is done at once
	if !regexp.MustCompile(`\ridemlint: \d+/\d+ packages\x1b\[K`).MatchString(out) || !strings.Contains(out, "\r\x1b[Kshop.go:10:") {
		t.Errorf("on a terminal:\n%q\nwant a progress line, cleared before the findings", out)
	}
}

// TestPassedFuncs: main passes its jobs to the scheduler's exported
// RegisterJob, which hands them to runJob, which gates the call of its
// func parameter on the job's row; every function passed sends an email,
// so the gate decides an email (checkthenact) that runs before the
// processed marker of a periodic job (effectbeforeclaim). RegisterQuiet is
// also given a function that does nothing the model knows, and
// RegisterAny is taken as a value: their gates decide nothing known.
func TestPassedFuncs(t *testing.T) {
	bin, _ := setup(t)
	wants := []*regexp.Regexp{
		regexp.MustCompile(`^internal/cron/cron\.go:42:12: s\.DB\.QueryRow decides whether fn at line 48 runs; two concurrent runs can both pass the check and both send the email .*\(checkthenact\)$`),
		regexp.MustCompile(`^internal/cron/cron\.go:48:2: fn runs before the processed marker s\.DB\.Exec at line 49: .*\(effectbeforeclaim\)$`),
	}
	for _, pass := range []string{"fresh", "cached"} {
		out, code := run(t, filepath.Join("testdata", "passed"), bin, "./...")
		var findings []string
		for _, l := range strings.Split(out, "\n") {
			if l != "" && !strings.HasPrefix(l, "\t") {
				findings = append(findings, l)
			}
		}
		ok := code == 3 && len(findings) == len(wants)
		for i := 0; ok && i < len(wants); i++ {
			ok = wants[i].MatchString(findings[i])
		}
		if !ok {
			t.Errorf("%s run: exit %d, findings:\n%s\nwant exit 3 and the findings %v", pass, code, out, wants)
		}
	}
}
