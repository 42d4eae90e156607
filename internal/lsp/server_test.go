package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/driver"
	"github.com/idemlint/idemlint/internal/source"
)

// The session is driven in process, over pipes, with a stand-in for the
// driver; cmd/idemlint's tests drive the binary, with the real one, and
// in Neovim.

// testClient is an editor's end of an in-process session.
type testClient struct {
	t     *testing.T
	conn  *jsonrpc2.Conn
	notes chan *jsonrpc2.Request
	queue []*jsonrpc2.Request // read while waiting for something else
	code  chan int            // serve's exit status
}

type pipes struct {
	io.Reader
	io.Writer
	closers []io.Closer
}

func (p pipes) Close() error {
	for _, c := range p.closers {
		c.Close()
	}
	return nil
}

func startSession(t *testing.T, cfg *Config, run runFunc) *testClient {
	t.Helper()
	serverIn, clientOut := io.Pipe()
	clientIn, serverOut := io.Pipe()
	c := &testClient{t: t, notes: make(chan *jsonrpc2.Request, 1000), code: make(chan int, 1)}
	go func() { c.code <- serve(cfg, run, serverIn, serverOut, io.Discard) }()
	rwc := pipes{clientIn, clientOut, []io.Closer{clientIn, clientOut}}
	c.conn = jsonrpc2.NewConn(context.Background(), jsonrpc2.NewBufferedStream(rwc, jsonrpc2.VSCodeObjectCodec{}),
		jsonrpc2.HandlerWithError(func(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
			c.notes <- req
			return nil, nil
		}))
	t.Cleanup(func() { c.conn.Close() })
	return c
}

func (c *testClient) call(method string, params, result any) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.conn.Call(ctx, method, params, result); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

func (c *testClient) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// await returns the first notification of method whose parameters
// contain want, keeping the others for a later await.
func (c *testClient) await(method, want string) json.RawMessage {
	c.t.Helper()
	match := func(r *jsonrpc2.Request) bool {
		return r.Method == method && r.Params != nil && strings.Contains(string(*r.Params), want)
	}
	for i, r := range c.queue {
		if match(r) {
			c.queue = append(c.queue[:i], c.queue[i+1:]...)
			return *r.Params
		}
	}
	timeout := time.After(10 * time.Second)
	for {
		select {
		case r := <-c.notes:
			if match(r) {
				return *r.Params
			}
			c.queue = append(c.queue, r)
		case <-timeout:
			c.t.Fatalf("no %s with %q", method, want)
		}
	}
}

// count returns how many notifications of method whose parameters
// contain want were read so far.
func (c *testClient) count(method, want string) int {
	n := 0
	for _, r := range c.queue {
		if r.Method == method && r.Params != nil && strings.Contains(string(*r.Params), want) {
			n++
		}
	}
	return n
}

// shown awaits a window/showMessage that ends with want, and checks it
// is an error's.
func (c *testClient) shown(want string) {
	c.t.Helper()
	var m struct {
		Type    int
		Message string
	}
	if err := json.Unmarshal(c.await("window/showMessage", ""), &m); err != nil || m.Type != msgError || !strings.Contains(m.Message, want) {
		c.t.Errorf("showMessage %+v (%v), want an error's with %q", m, err, want)
	}
}

func (c *testClient) initialize() json.RawMessage {
	c.t.Helper()
	var result json.RawMessage
	c.call("initialize", map[string]any{"capabilities": map[string]any{}}, &result)
	c.notify("initialized", map[string]any{})
	return result
}

func (c *testClient) shutdown() {
	c.t.Helper()
	c.call("shutdown", nil, nil)
	c.notify("exit", nil)
	select {
	case code := <-c.code:
		if code != 0 {
			c.t.Errorf("exit status %d, want 0", code)
		}
	case <-time.After(10 * time.Second):
		c.t.Errorf("the server did not exit")
	}
}

func (c *testClient) save(file string) {
	c.t.Helper()
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": pathToURI(file)}})
}

type published struct {
	URI         string
	Diagnostics []diagnostic
}

func (c *testClient) diagnostics(file string) []diagnostic {
	c.t.Helper()
	var p published
	if err := json.Unmarshal(c.await("textDocument/publishDiagnostics", `"`+pathToURI(file)+`"`), &p); err != nil {
		c.t.Fatal(err)
	}
	return p.Diagnostics
}

// pkgFile writes a Go file in a directory of its own.
func pkgFile(t *testing.T, src string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "p", "p.go")
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// finding is a stand-in's finding in file at line:col (bytes, from 1).
func finding(file string, line, col int) driver.Diagnostic {
	pos := token.Position{Filename: file, Line: line, Column: col}
	return driver.Diagnostic{Analyzer: "checkthenact", Pos: pos, EndPos: pos, Message: "a finding"}
}

// TestSupersede checks that opens and saves during a run queue one more
// run of the package, with the run under way's results dropped, and
// that the runs see the driver's configuration with the package's
// directory, storing export data.
func TestSupersede(t *testing.T) {
	file := pkgFile(t, "package p\n\nvar X = 1\n")
	started := make(chan int, 10)
	release := make(chan struct{})
	var mu sync.Mutex
	calls := 0
	run := func(cfg *driver.Config) (*driver.Result, error) {
		mu.Lock()
		calls++
		n := calls
		mu.Unlock()
		if cfg.Dir != filepath.Dir(file) || len(cfg.Patterns) != 1 || cfg.Patterns[0] != "." || cfg.Salt != "salt" || !cfg.Export {
			t.Errorf("run %d: dir %q, patterns %q, salt %q, export %t", n, cfg.Dir, cfg.Patterns, cfg.Salt, cfg.Export)
		}
		started <- n
		if n == 1 {
			<-release
		}
		return &driver.Result{Diagnostics: []driver.Diagnostic{finding(file, 3, 5), finding(file, 3, 5)}}, nil
	}
	c := startSession(t, &Config{Driver: driver.Config{Salt: "salt"}}, run)
	c.initialize()
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": pathToURI(file), "text": ""}})
	if n := <-started; n != 1 {
		t.Fatalf("first run is call %d", n)
	}
	c.save(file)
	c.save(file)
	var actions []codeAction // answered after the saves: they were handled
	c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": pathToURI(file)}, "context": map[string]any{"diagnostics": []any{}}}, &actions)
	close(release)
	c.await("window/logMessage", "run 1 superseded by a newer open or save")
	c.await("window/logMessage", "run 3 found 1 in ")
	if n := c.count("textDocument/publishDiagnostics", ""); n != 1 {
		t.Errorf("%d publishDiagnostics, want 1 (run 3's)", n)
	}
	if ds := c.diagnostics(file); len(ds) != 1 || ds[0].Range.Start != (position{2, 4}) {
		t.Errorf("diagnostics %+v, want the one finding (once) at 2:4", ds)
	}
	mu.Lock()
	if calls != 2 {
		t.Errorf("%d runs, want 2", calls)
	}
	mu.Unlock()
	c.shutdown()
}

// TestRunErrors checks that a run's errors are shown once while they
// last, with a diagnostic on the package clause, cleared when they go; a
// driver that fails or panics is a run's error too; the functions a step
// of the analysis skipped are logged.
func TestRunErrors(t *testing.T) {
	file := pkgFile(t, "// Package p.\npackage p\n\nvar X = 1\n")
	var mu sync.Mutex
	outcomes := []func() (*driver.Result, error){
		func() (*driver.Result, error) {
			return &driver.Result{Errors: []string{file + ":4:9: undefined: y", file + ":4:9: undefined: y"}}, nil
		},
		func() (*driver.Result, error) {
			return &driver.Result{Errors: []string{file + ":4:9: undefined: y"}}, nil
		},
		func() (*driver.Result, error) { return &driver.Result{Skipped: []string{"p: F (step: why)"}}, nil },
		func() (*driver.Result, error) { return nil, errors.New("go list failed") },
		func() (*driver.Result, error) { panic("a bug") },
	}
	run := func(*driver.Config) (*driver.Result, error) {
		mu.Lock()
		next := outcomes[0]
		outcomes = outcomes[1:]
		mu.Unlock()
		return next()
	}
	c := startSession(t, &Config{}, run)
	c.initialize()
	clause := lspRange{position{1, 0}, position{1, 9}}
	c.save(file)
	ds := c.diagnostics(file)
	if len(ds) != 1 || ds[0].Severity != severityError || ds[0].Range != clause || ds[0].Source != "idemlint" || ds[0].Code != nil ||
		ds[0].Message != "idemlint could not analyse this package:\n"+file+":4:9: undefined: y" {
		t.Errorf("diagnostics %+v, want the error once on the package clause %+v", ds, clause)
	}
	c.shown("idemlint: " + filepath.Dir(file) + ": " + file + ":4:9: undefined: y")
	c.save(file) // the same error: not shown again
	if ds := c.diagnostics(file); len(ds) != 1 || ds[0].Range != clause {
		t.Errorf("diagnostics %+v, want the error", ds)
	}
	c.await("window/logMessage", "run 2 found 0")
	if n := c.count("window/showMessage", ""); n != 0 {
		t.Errorf("the same error shown again")
	}
	c.save(file)
	if ds := c.diagnostics(file); len(ds) != 0 {
		t.Errorf("diagnostics %+v after the error went, want none", ds)
	}
	c.await("window/logMessage", `1 functions not analysed: a step of the analysis panicked on them (a bug in idemlint):\np: F (step: why)","type":1}`)
	c.save(file)
	if ds := c.diagnostics(file); len(ds) != 1 || !strings.HasSuffix(ds[0].Message, ":\ngo list failed") {
		t.Errorf("diagnostics %+v, want the driver's error", ds)
	}
	c.shown("go list failed")
	c.save(file)
	if ds := c.diagnostics(file); len(ds) != 1 || !strings.Contains(ds[0].Message, "idemlint panicked (a bug in idemlint): a bug\ngoroutine ") {
		t.Errorf("diagnostics %+v, want the panic with its stack", ds)
	}
	c.shown("idemlint panicked (a bug in idemlint): a bug (the package clause's diagnostic and the client's log have every error)")
	c.shutdown()
}

// TestFlagError checks that a session whose flags were rejected shows it
// at initialize, offers no capabilities and runs nothing.
func TestFlagError(t *testing.T) {
	file := pkgFile(t, "package p\n")
	run := func(*driver.Config) (*driver.Result, error) {
		t.Error("a run with a bad flag")
		return &driver.Result{}, nil
	}
	c := startSession(t, &Config{FlagError: errors.New("invalid value for -idemlint.effect")}, run)
	var init struct {
		Capabilities map[string]any
		ServerInfo   struct{ Name string }
	}
	if err := json.Unmarshal(c.initialize(), &init); err != nil || len(init.Capabilities) != 0 || init.ServerInfo.Name != "idemlint" {
		t.Errorf("initialize: %+v %v, want no capabilities", init, err)
	}
	c.shown("idemlint lsp: invalid value for -idemlint.effect: nothing will be analysed")
	c.save(file)
	var resp any
	c.call("textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": pathToURI(file)}}, &resp)
	if n := c.count("textDocument/publishDiagnostics", ""); n != 0 {
		t.Errorf("%d publishDiagnostics, want none", n)
	}
	c.shutdown()
}

// TestPositions checks the conversion of the driver's positions to LSP's
// UTF-16 columns, and of ranges whose end is not after their start.
func TestPositions(t *testing.T) {
	file := pkgFile(t, "package p\n\nvar s = \"é🧾\" + x\n")
	src := source.New()
	at := func(line, col int) token.Position { return token.Position{Filename: file, Line: line, Column: col} }
	for _, tc := range []struct {
		start, end token.Position
		want       lspRange
	}{
		{at(3, 1), at(3, 4), lspRange{position{2, 0}, position{2, 3}}},
		// é is 2 bytes, 1 UTF-16 unit; 🧾 4 bytes, 2 units.
		{at(3, 9), at(3, 19), lspRange{position{2, 8}, position{2, 15}}},
		{at(3, 19), at(3, 9), lspRange{position{2, 15}, position{2, 15}}},
		{at(3, 9), token.Position{Filename: "other.go", Line: 4, Column: 1}, lspRange{position{2, 8}, position{2, 8}}},
		{at(3, 9), at(3, 0), lspRange{position{2, 8}, position{2, 8}}},
		{at(9, 5), at(9, 5), lspRange{position{8, 4}, position{8, 4}}}, // past the end: as given
		{token.Position{Filename: filepath.Join(t.TempDir(), "gone.go"), Line: 2, Column: 3}, token.Position{}, lspRange{position{1, 2}, position{1, 2}}},
	} {
		if got := rangeOf(src, tc.start, tc.end); got != tc.want {
			t.Errorf("rangeOf(%v, %v) = %+v, want %+v", tc.start, tc.end, got, tc.want)
		}
	}
}

// TestClauseDiagnostic checks where a run's errors go: the package
// clause, after a comment and in a name of runes outside ASCII; the
// file's start when there is no clause to read.
func TestClauseDiagnostic(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want lspRange
	}{
		{"package p\n", lspRange{position{0, 0}, position{0, 9}}},
		{"// Package é.\n\n/* x */ package é\n", lspRange{position{2, 8}, position{2, 17}}},
		{"func {\n", lspRange{}},
	} {
		file := pkgFile(t, tc.src)
		d := clauseDiagnostic(file, []string{"e"}, source.New())
		if d.Range != tc.want || d.Severity != severityError || d.Message != "idemlint could not analyse this package:\ne" {
			t.Errorf("%q: %+v, want the error at %+v", tc.src, d, tc.want)
		}
	}
	d := clauseDiagnostic(filepath.Join(t.TempDir(), "gone.go"), []string{"e"}, source.New())
	if d.Range != (lspRange{}) {
		t.Errorf("a file that cannot be read: %+v, want the error at its start", d)
	}
}

// TestCacheProgErr checks that a cache program that fails is shown once,
// as a warning, and logged at each run, whose findings are published.
func TestCacheProgErr(t *testing.T) {
	file := pkgFile(t, "package p\n\nvar X = 1\n")
	run := func(*driver.Config) (*driver.Result, error) {
		return &driver.Result{Diagnostics: []driver.Diagnostic{finding(file, 3, 5)}, CacheProgErr: errors.New("GOCACHEPROG: exited")}, nil
	}
	c := startSession(t, &Config{}, run)
	c.initialize()
	for n := range 2 {
		c.save(file)
		if ds := c.diagnostics(file); len(ds) != 1 {
			t.Errorf("save %d: diagnostics %+v, want the finding", n+1, ds)
		}
		c.await("window/logMessage", `GOCACHEPROG: exited; the run went on without a cache","type":1}`)
		c.await("window/logMessage", "found 1 in")
	}
	var m struct {
		Type    int
		Message string
	}
	if err := json.Unmarshal(c.await("window/showMessage", ""), &m); err != nil || m.Type != msgWarning || m.Message != "idemlint: GOCACHEPROG: exited; the run went on without a cache (said once; each run's is in the client's log)" {
		t.Errorf("showMessage %+v (%v), want the warning", m, err)
	}
	if n := c.count("window/showMessage", ""); n != 0 {
		t.Errorf("the warning shown %d more times", n)
	}
	c.shutdown()
}

// TestUnnamed checks that a name a function-naming flag gives that the
// package a run loaded does not declare is shown once, as a warning with
// the closest name, and that names the package declares, and names of
// packages no run loaded, are not.
func TestUnnamed(t *testing.T) {
	file := pkgFile(t, "package p\n\ntype T struct{}\n\nfunc (T) Send() {}\n")
	model := &analysis.Analyzer{Name: "idemlint"}
	model.Flags.String("effect", "(example.com/p.T).Sendd,(*example.com/p.T).Send,example.com/other.F", "")
	model.Flags.Bool("fold", false, "")
	run := func(*driver.Config) (*driver.Result, error) {
		return &driver.Result{Packages: map[string][]string{"example.com/p": {file}}}, nil
	}
	c := startSession(t, &Config{Model: model}, run)
	c.initialize()
	for range 2 {
		c.save(file)
		c.await("window/logMessage", "found 0 in")
	}
	var m struct {
		Type    int
		Message string
	}
	want := "idemlint: -idemlint.effect: (example.com/p.T).Sendd names no function in the loaded packages (closest: (example.com/p.T).Send)"
	if err := json.Unmarshal(c.await("window/showMessage", ""), &m); err != nil || m.Type != msgWarning || m.Message != want {
		t.Errorf("showMessage %+v (%v), want a warning %q", m, err, want)
	}
	if n := c.count("window/showMessage", ""); n != 0 {
		t.Errorf("the warning shown %d more times", n)
	}
	c.shutdown()
}
