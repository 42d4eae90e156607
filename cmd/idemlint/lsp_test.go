package main_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The language server is driven over pipes as an editor drives it, on
// testdata/lsp/shop: a module (database/sql only) whose shop.go has a
// checkthenact finding with the insert it guards as related information,
// on a line that holds a 4-byte rune, 2 UTF-16 code units, before the end
// of its range; and whose bare.go, never opened, has an ignore directive
// without a reason, reported by the "idemlint" analyzer. testdata/lsp/fixed
// holds both files fixed.

// lspTimeout bounds one analysis: on a cold result cache the standard
// library's packages the fixture imports are declared first.
const lspTimeout = 3 * time.Minute

// fixture copies the shop module into a temporary directory and returns
// the path of its file.
func lspFixture(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "shop")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"go.mod", "shop.go", "bare.go"} {
		write(t, filepath.Join(dir, name), lspRead(t, filepath.Join("testdata", "lsp", "shop", name)))
	}
	return filepath.Join(dir, "shop.go")
}

func lspRead(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func lspFileURI(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

// lspOffline is the environment of a run on the fixture: no downloads.
var lspOffline = []string{"GOFLAGS=-mod=mod", "GOPROXY=off"}

// lspMessage is any JSON-RPC message.
type lspMessage struct {
	ID     json.RawMessage `json:"id,omitempty"`
	Method string          `json:"method,omitempty"`
	Params json.RawMessage `json:"params,omitempty"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error,omitempty"`
}

type lspPos struct{ Line, Character int }

type lspRange struct{ Start, End lspPos }

type lspDiag struct {
	Range              lspRange
	Severity           int
	Code               string
	CodeDescription    struct{ Href string }
	Source             string
	Message            string
	RelatedInformation []struct {
		Location struct {
			URI   string
			Range lspRange
		}
		Message string
	}
}

type lspPublished struct {
	URI         string
	Diagnostics []lspDiag
}

// client is an editor's end of the connection.
type lspClient struct {
	t      *testing.T
	cmd    *exec.Cmd
	in     io.WriteCloser
	msgs   chan lspMessage
	queue  []lspMessage // read while waiting for something else
	logs   []string     // window/logMessage
	stderr bytes.Buffer
	id     int
}

// lspStart starts idemlint lsp in dir, with the flags given.
func lspStart(t *testing.T, bin, dir string, flags ...string) *lspClient {
	t.Helper()
	c := &lspClient{t: t, msgs: make(chan lspMessage, 100)}
	c.cmd = exec.Command(bin, append([]string{"lsp"}, flags...)...)
	c.cmd.Dir = dir
	c.cmd.Env = append(os.Environ(), lspOffline...)
	c.cmd.Stderr = &c.stderr
	var err error
	if c.in, err = c.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	out, err := c.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if c.cmd.ProcessState == nil {
			c.cmd.Process.Kill()
			c.cmd.Wait()
		}
		if t.Failed() {
			t.Logf("server log:\n%s\nstderr:\n%s", strings.Join(c.logs, "\n"), c.stderr.String())
		}
	})
	go func() {
		defer close(c.msgs)
		r := bufio.NewReader(out)
		for {
			length := -1
			for {
				line, err := r.ReadString('\n')
				if err != nil {
					return
				}
				line = strings.TrimSpace(line)
				if line == "" {
					break
				}
				if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
					length, _ = strconv.Atoi(v)
				}
			}
			body := make([]byte, max(length, 0))
			if _, err := io.ReadFull(r, body); err != nil {
				return
			}
			var m lspMessage
			if err := json.Unmarshal(body, &m); err != nil {
				t.Errorf("the server sent %q: %v", body, err)
				return
			}
			c.msgs <- m
		}
	}()
	return c
}

// send writes one framed message.
func (c *lspClient) send(body []byte) {
	c.t.Helper()
	if _, err := fmt.Fprintf(c.in, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
		c.t.Fatal(err)
	}
}

func (c *lspClient) message(v any) {
	c.t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		c.t.Fatal(err)
	}
	c.send(b)
}

func (c *lspClient) notify(method string, params any) {
	c.t.Helper()
	c.message(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
}

// call sends a request and returns its response.
func (c *lspClient) call(method string, params any) lspMessage {
	c.t.Helper()
	c.id++
	c.message(map[string]any{"jsonrpc": "2.0", "id": c.id, "method": method, "params": params})
	id := strconv.Itoa(c.id)
	return c.await("the response to "+method, func(m lspMessage) bool { return m.Method == "" && string(m.ID) == id })
}

// await returns the first message that matches, keeping the others for a
// later await; window/logMessage is collected on the way.
func (c *lspClient) await(what string, match func(lspMessage) bool) lspMessage {
	c.t.Helper()
	for i, m := range c.queue {
		if match(m) {
			c.queue = append(c.queue[:i], c.queue[i+1:]...)
			return m
		}
	}
	timeout := time.After(lspTimeout)
	for {
		select {
		case m, ok := <-c.msgs:
			if !ok {
				c.t.Fatalf("the server closed its output, waiting for %s", what)
			}
			if m.Method == "window/logMessage" {
				var p struct{ Message string }
				json.Unmarshal(m.Params, &p)
				c.logs = append(c.logs, p.Message)
			}
			if match(m) {
				return m
			}
			c.queue = append(c.queue, m)
		case <-timeout:
			c.t.Fatalf("no %s in %v", what, lspTimeout)
		}
	}
}

// diagnostics waits for the next publishDiagnostics for uri.
func (c *lspClient) diagnostics(uri string) []lspDiag {
	c.t.Helper()
	m := c.await("publishDiagnostics for "+uri, func(m lspMessage) bool {
		return m.Method == "textDocument/publishDiagnostics" && strings.Contains(string(m.Params), strconv.Quote(uri))
	})
	var p lspPublished
	if err := json.Unmarshal(m.Params, &p); err != nil {
		c.t.Fatal(err)
	}
	if p.URI != uri {
		c.t.Fatalf("diagnostics for %s, want %s", p.URI, uri)
	}
	return p.Diagnostics
}

// initialize opens the session.
func (c *lspClient) initialize(root string) lspMessage {
	c.t.Helper()
	resp := c.call("initialize", map[string]any{"processId": os.Getpid(), "rootUri": lspFileURI(root), "capabilities": map[string]any{}})
	c.notify("initialized", map[string]any{})
	return resp
}

// shutdown ends the session as LSP says and checks the server exits 0.
func (c *lspClient) shutdown() {
	c.t.Helper()
	if resp := c.call("shutdown", nil); resp.Error != nil || string(resp.Result) != "null" {
		c.t.Errorf("shutdown: result %s, error %v", resp.Result, resp.Error)
	}
	c.notify("exit", nil)
	c.in.Close()
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			c.t.Errorf("the server exited with %v, want status 0", err)
		}
	case <-time.After(30 * time.Second):
		c.t.Errorf("the server did not exit after exit")
	}
}

// save sends didSave; the publishDiagnostics read before it are dropped,
// so that diagnostics returns this save's.
func (c *lspClient) save(uri string) {
	c.t.Helper()
	kept := c.queue[:0]
	for _, m := range c.queue {
		if m.Method != "textDocument/publishDiagnostics" {
			kept = append(kept, m)
		}
	}
	c.queue = kept
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": uri}})
}

// lspWantFinding checks the fixture's one finding.
func lspWantFinding(t *testing.T, diags []lspDiag, uri string) {
	t.Helper()
	if len(diags) != 1 {
		t.Fatalf("%d diagnostics, want 1: %+v", len(diags), diags)
	}
	d := diags[0]
	if d.Source != "idemlint" || d.Code != "checkthenact" || d.Severity != 2 {
		t.Errorf("source %q, code %q, severity %d; want idemlint, checkthenact, 2 (warning)", d.Source, d.Code, d.Severity)
	}
	if want := "https://pkg.go.dev/github.com/idemlint/idemlint/analyzers/checkthenact"; d.CodeDescription.Href != want {
		t.Errorf("codeDescription.href %q, want %q", d.CodeDescription.Href, want)
	}
	if !strings.HasPrefix(d.Message, "db.QueryRowContext decides whether db.ExecContext at line 20 runs") {
		t.Errorf("message %q", d.Message)
	}
	// Line 14, bytes 12 to 95 of which the rune 🧾 takes 4 (2 in UTF-16).
	if want := (lspRange{lspPos{13, 11}, lspPos{13, 92}}); d.Range != want {
		t.Errorf("range %+v, want %+v", d.Range, want)
	}
	if len(d.RelatedInformation) != 1 {
		t.Fatalf("related information %+v, want the act", d.RelatedInformation)
	}
	r := d.RelatedInformation[0]
	if want := (lspRange{lspPos{19, 11}, lspPos{19, 76}}); r.Location.URI != uri || r.Location.Range != want || r.Message != "the act: db.ExecContext" {
		t.Errorf("related information %+v, want %s %+v \"the act: db.ExecContext\"", r, uri, want)
	}
}

// TestLSP drives a session: the findings on open, in the file opened and
// in the other file of its package; the quick fix, for the analyzer's
// finding only; the directive it inserts silencing the finding once given
// a reason; the finding back without it; both files cleared by the fix;
// and the shutdown.
func TestLSP(t *testing.T) {
	bin, _ := setup(t)
	file := lspFixture(t)
	uri := lspFileURI(file)
	c := lspStart(t, bin, filepath.Dir(file))

	resp := c.initialize(filepath.Dir(file))
	var init struct {
		Capabilities struct {
			TextDocumentSync struct {
				OpenClose bool
				Change    int
				Save      struct{ IncludeText bool }
			}
			CodeActionProvider struct{ CodeActionKinds []string }
		}
		ServerInfo struct{ Name string }
	}
	if err := json.Unmarshal(resp.Result, &init); err != nil || resp.Error != nil {
		t.Fatalf("initialize: %s %v %v", resp.Result, resp.Error, err)
	}
	caps := init.Capabilities
	if !caps.TextDocumentSync.OpenClose || caps.TextDocumentSync.Change != 0 || fmt.Sprint(caps.CodeActionProvider.CodeActionKinds) != "[quickfix]" || init.ServerInfo.Name != "idemlint" {
		t.Errorf("initialize result %s", resp.Result)
	}

	start := time.Now()
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": lspRead(t, file)}})
	diags := c.diagnostics(uri)
	t.Logf("didOpen → diagnostics: %v", time.Since(start))
	lspWantFinding(t, diags, uri)
	bareURI := lspFileURI(filepath.Join(filepath.Dir(file), "bare.go"))
	bare := c.diagnostics(bareURI)
	if len(bare) != 1 || bare[0].Code != "idemlint" || bare[0].CodeDescription.Href != "https://pkg.go.dev/github.com/idemlint/idemlint/internal/model" ||
		bare[0].Range != (lspRange{lspPos{4, 0}, lspPos{4, 0}}) || !strings.HasPrefix(bare[0].Message, "idemlint:ignore needs a reason") {
		t.Errorf("bare.go: %+v, want the directive without a reason at 4:0", bare)
	}

	// The quick fix inserts the directive above the line, indented as it is.
	resp = c.call("textDocument/codeAction", map[string]any{
		"textDocument": map[string]any{"uri": uri},
		"range":        diags[0].Range,
		"context":      map[string]any{"diagnostics": append(diags, bare...)}, // a directive's finding gets no quick fix
	})
	var actions []struct {
		Title, Kind string
		Edit        struct {
			Changes map[string][]struct {
				Range   lspRange
				NewText string
			}
		}
	}
	if err := json.Unmarshal(resp.Result, &actions); err != nil || resp.Error != nil {
		t.Fatalf("codeAction: %s %v %v", resp.Result, resp.Error, err)
	}
	if len(actions) != 1 || actions[0].Kind != "quickfix" || len(actions[0].Edit.Changes[uri]) != 1 {
		t.Fatalf("code actions %s, want one quick fix editing %s", resp.Result, uri)
	}
	edit := actions[0].Edit.Changes[uri][0]
	if want := (lspRange{lspPos{13, 0}, lspPos{13, 0}}); edit.Range != want || edit.NewText != "\t//idemlint:ignore checkthenact \n" {
		t.Errorf("edit %+v, want %q inserted at %+v", edit, "\t//idemlint:ignore checkthenact \n", want)
	}

	// The user finishes the directive with a reason and saves.
	lines := strings.SplitAfter(lspRead(t, file), "\n")
	ignored := strings.Join(lines[:13], "") + strings.TrimSuffix(edit.NewText, "\n") + "one consumer by deployment\n" + strings.Join(lines[13:], "")
	write(t, file, ignored)
	c.save(uri)
	if diags := c.diagnostics(uri); len(diags) != 0 {
		t.Errorf("after the directive: %+v, want none", diags)
	}

	// Without it the finding is back (a warm run).
	write(t, file, lspRead(t, filepath.Join("testdata", "lsp", "shop", "shop.go")))
	start = time.Now()
	c.save(uri)
	diags = c.diagnostics(uri)
	t.Logf("didSave → diagnostics, warm: %v", time.Since(start))
	lspWantFinding(t, diags, uri)

	// Fixed, both files are cleared.
	for _, name := range []string{"shop.go", "bare.go"} {
		write(t, filepath.Join(filepath.Dir(file), name), lspRead(t, filepath.Join("testdata", "lsp", "fixed", name)))
	}
	c.save(uri)
	if diags := c.diagnostics(bareURI); len(diags) != 0 {
		t.Errorf("bare.go after the fix: %+v, want none", diags)
	}
	if diags := c.diagnostics(uri); len(diags) != 0 {
		t.Errorf("after the fix: %+v, want none", diags)
	}
	c.shutdown()
}

// TestLSPMalformed checks that bad input is answered with errors and does
// not end the session.
func TestLSPMalformed(t *testing.T) {
	bin, _ := setup(t)
	file := lspFixture(t)
	c := lspStart(t, bin, filepath.Dir(file))
	byID := func(id string) func(lspMessage) bool {
		return func(m lspMessage) bool { return m.Method == "" && string(m.ID) == id }
	}
	wantError := func(m lspMessage, code int) {
		t.Helper()
		if m.Error == nil || m.Error.Code != code {
			t.Errorf("response %+v, want error %d", m, code)
		}
	}

	c.send([]byte(`{"jsonrpc":"2.0","id":1,"method":"textDocument/codeAction","params":{}}`))
	wantError(c.await("the answer before initialize", byID("1")), -32002)
	c.send([]byte(`{not json`))
	wantError(c.await("a parse error", byID("null")), -32700)
	c.send([]byte(`[]`))
	wantError(c.await("an invalid request", byID("null")), -32600)

	c.initialize(filepath.Dir(file))
	c.send([]byte(`{"jsonrpc":"2.0","id":"a","method":"textDocument/codeAction","params":42}`))
	wantError(c.await("an answer to bad params", byID(`"a"`)), -32602)
	c.send([]byte(`{"jsonrpc":"2.0","id":"b","method":"textDocument/hover","params":{}}`))
	wantError(c.await("an answer to an unknown method", byID(`"b"`)), -32601)
	c.notify("textDocument/didOpen", 42)
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": "untitled:1"}})
	for _, want := range []string{"textDocument/didOpen: json: cannot unmarshal", `textDocument/didSave: "untitled:1" is not a file URI`} {
		c.await("a logged "+want, func(m lspMessage) bool {
			var p struct {
				Type    int
				Message string
			}
			return m.Method == "window/logMessage" && json.Unmarshal(m.Params, &p) == nil && p.Type == 1 && strings.Contains(p.Message, want)
		})
	}
	c.shutdown()
}

// lspShown awaits a window/showMessage of type Error that contains want.
func (c *lspClient) shown(want string) {
	c.t.Helper()
	c.await("a shown error with "+want, func(m lspMessage) bool {
		var p struct {
			Type    int
			Message string
		}
		return m.Method == "window/showMessage" && json.Unmarshal(m.Params, &p) == nil && p.Type == 1 && strings.Contains(p.Message, want)
	})
}

// TestLSPCompileError checks that a package that does not compile is
// shown to the user: a syntax error, then a declaration's type error,
// each as an error diagnostic on the package clause of the file saved and
// a window/showMessage; the package's findings go with its analysis, and
// come back when it compiles again.
func TestLSPCompileError(t *testing.T) {
	bin, _ := setup(t)
	file := lspFixture(t)
	uri := lspFileURI(file)
	c := lspStart(t, bin, filepath.Dir(file))
	c.initialize(filepath.Dir(file))
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": lspRead(t, file)}})
	lspWantFinding(t, c.diagnostics(uri), uri)

	broken := filepath.Join(filepath.Dir(file), "broken.go")
	brokenURI := lspFileURI(broken)
	clause := lspRange{lspPos{0, 0}, lspPos{0, 12}}
	for i, tc := range []struct{ src, want string }{
		{"package shop\n\nfunc {\n", broken + ":3:6: expected 'IDENT', found '{'"},
		{"package shop\n\nvar X int = \"x\"\n", broken + `:3:13: cannot use "x" (untyped string constant) as int value in variable declaration`},
	} {
		write(t, broken, tc.src)
		c.save(brokenURI)
		diags := c.diagnostics(brokenURI)
		if len(diags) != 1 || diags[0].Severity != 1 || diags[0].Source != "idemlint" || diags[0].Range != clause || !strings.Contains(diags[0].Message, tc.want) {
			t.Errorf("%q: diagnostics %+v, want an error with %q at %+v", tc.src, diags, tc.want, clause)
		}
		if i == 0 {
			if diags := c.diagnostics(uri); len(diags) != 0 {
				t.Errorf("shop.go's diagnostics %+v, want none: the package was not analysed", diags)
			}
		}
		c.shown(tc.want)
	}
	if err := os.Remove(broken); err != nil {
		t.Fatal(err)
	}
	c.save(uri)
	lspWantFinding(t, c.diagnostics(uri), uri)
	if diags := c.diagnostics(brokenURI); len(diags) != 0 {
		t.Errorf("broken.go, removed: %+v, want none", diags)
	}
	c.shutdown()
}

// TestLSPBadFlag checks the flags: a command line that does not parse
// makes idemlint lsp exit 2 at once, saying why; a flag whose value the
// analyzers reject is shown to the user at initialize, and the session
// analyses nothing and ends cleanly.
func TestLSPBadFlag(t *testing.T) {
	bin, _ := setup(t)
	file := lspFixture(t)
	for _, tc := range []struct {
		flags []string
		want  string
	}{
		{[]string{"-nosuch"}, "idemlint lsp: flag provided but not defined: -nosuch"},
		{[]string{"-idemlint.effect"}, "idemlint lsp: flag needs an argument: -idemlint.effect"},
		{[]string{"./..."}, "idemlint lsp: lsp takes the analyzers' flags and -tags only"},
		{[]string{"-format=sarif"}, "idemlint lsp: lsp takes the analyzers' flags and -tags only"},
	} {
		out, code := run(t, filepath.Dir(file), bin, append([]string{"lsp"}, tc.flags...)...)
		if code != 2 || !strings.HasPrefix(out, tc.want) {
			t.Errorf("idemlint lsp %q: status %d, output %q; want 2 and %q", tc.flags, code, out, tc.want)
		}
	}

	c := lspStart(t, bin, filepath.Dir(file), "-idemlint.effect=Send")
	resp := c.initialize(filepath.Dir(file))
	if string(resp.Result) == "" || strings.Contains(string(resp.Result), "textDocumentSync") {
		t.Errorf("initialize: %s, want no text document capabilities", resp.Result)
	}
	c.shown(`idemlint lsp: invalid value "Send" for flag -idemlint.effect: "Send" is not a function's full name`)
	uri := lspFileURI(file)
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": lspRead(t, file)}})
	c.shutdown()
	for _, m := range c.queue {
		if m.Method == "textDocument/publishDiagnostics" {
			t.Errorf("published %s with a bad flag", m.Params)
		}
	}
	if !strings.Contains(c.stderr.String(), `invalid value "Send" for flag -idemlint.effect`) {
		t.Errorf("stderr %q, want the flag's error", c.stderr.String())
	}
}

// lspNeovim returns the path of nvim; without it on PATH the test skips,
// unless IDEMLINT_NVIM is set (.ci/run sets it after installing Neovim),
// when it fails.
func lspNeovim(t *testing.T) string {
	t.Helper()
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		if os.Getenv("IDEMLINT_NVIM") != "" {
			t.Fatalf("IDEMLINT_NVIM is set and nvim is not on PATH: %v", err)
		}
		t.Skip("nvim is not on PATH (set IDEMLINT_NVIM to require it)")
	}
	return nvim
}

// lspRunNeovim runs headless Neovim on file with the script of
// testdata/lsp/nvim, bin on its PATH as idemlint, and decodes what the
// script wrote to $IDEMLINT_OUT into got. When the test fails, Neovim's
// output and its LSP log are logged.
func lspRunNeovim(t *testing.T, nvim, bin, script, file string, got any) {
	t.Helper()
	init, err := filepath.Abs(filepath.Join("testdata", "lsp", "nvim", script))
	if err != nil {
		t.Fatal(err)
	}
	gocache, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	out := filepath.Join(home, "out.json")
	cmd := exec.Command(nvim, "--headless", "-u", init, "-i", "NONE", "-n", file)
	cmd.Dir = filepath.Dir(file)
	cmd.Env = append(os.Environ(), lspOffline...)
	cmd.Env = append(cmd.Env,
		"PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"), // cmd = { 'idemlint', 'lsp' }
		"IDEMLINT_OUT="+out,
		"GOCACHE="+strings.TrimSpace(string(gocache)),
		"XDG_CONFIG_HOME="+home, "XDG_DATA_HOME="+home, "XDG_STATE_HOME="+home, "XDG_CACHE_HOME="+home,
	)
	var output bytes.Buffer
	cmd.Stdout, cmd.Stderr = &output, &output
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case <-time.After(2*lspTimeout + time.Minute):
		cmd.Process.Kill()
		err = <-done
	}
	t.Cleanup(func() {
		if !t.Failed() {
			return
		}
		t.Logf("nvim's output:\n%s", output.String())
		logs, _ := filepath.Glob(filepath.Join(home, "*", "lsp.log"))
		for _, name := range logs {
			t.Logf("%s:\n%s", name, lspRead(t, name))
		}
	})
	if err != nil {
		t.Fatalf("nvim: %v", err)
	}
	if err := json.Unmarshal([]byte(lspRead(t, out)), got); err != nil {
		t.Fatalf("%s: %v", out, err)
	}
}

// TestNeovim runs the server in a real editor: headless Neovim (0.7, as
// Debian ships it, or later) with testdata/lsp/nvim/init.lua, which
// configures the built-in client as README says, waits for the
// diagnostics, applies the quick fix, gives the reason, saves and waits
// for the diagnostics to clear.
func TestNeovim(t *testing.T) {
	nvim := lspNeovim(t)
	bin, _ := setup(t)
	file := lspFixture(t)
	var got struct {
		Error       string
		MS          int
		Diagnostics []struct {
			Lnum, Col, Severity         int
			EndLnum                     int `json:"end_lnum"`
			EndCol                      int `json:"end_col"`
			Source, Code, Message, Href string
			Related                     []struct {
				Location struct {
					URI   string
					Range lspRange
				}
				Message string
			}
		}
		Actions  []string
		Inserted string
		Cleared  bool
	}
	lspRunNeovim(t, nvim, bin, "init.lua", file, &got)
	t.Logf("Neovim: diagnostics %v ms after the file was opened", got.MS)
	if got.Error != "" {
		t.Errorf("init.lua: %s", got.Error)
	}
	if len(got.Diagnostics) != 1 {
		t.Fatalf("diagnostics %+v, want the fixture's one", got.Diagnostics)
	}
	d := got.Diagnostics[0]
	// Neovim's columns are bytes: 94 is the ')' after the 4-byte 🧾, which
	// the server sent as UTF-16 column 92.
	if d.Lnum != 13 || d.Col != 11 || d.EndLnum != 13 || d.EndCol != 94 || d.Severity != 2 {
		t.Errorf("at %d:%d-%d:%d severity %d, want 13:11-13:94 severity 2 (warning)", d.Lnum, d.Col, d.EndLnum, d.EndCol, d.Severity)
	}
	if d.Source != "idemlint" || d.Code != "checkthenact" || d.Href != "https://pkg.go.dev/github.com/idemlint/idemlint/analyzers/checkthenact" {
		t.Errorf("source %q, code %q, href %q", d.Source, d.Code, d.Href)
	}
	if !strings.HasPrefix(d.Message, "db.QueryRowContext decides whether db.ExecContext at line 20 runs") {
		t.Errorf("message %q", d.Message)
	}
	if len(d.Related) != 1 || d.Related[0].Message != "the act: db.ExecContext" || d.Related[0].Location.Range.Start != (lspPos{19, 11}) {
		t.Errorf("related information %+v, want the act at 19:11", d.Related)
	}
	if len(got.Actions) != 1 || !strings.HasPrefix(got.Actions[0], "Ignore checkthenact here") {
		t.Errorf("code actions %q, want the one quick fix", got.Actions)
	}
	if got.Inserted != "\t//idemlint:ignore checkthenact " {
		t.Errorf("inserted %q, want %q", got.Inserted, "\t//idemlint:ignore checkthenact ")
	}
	if !got.Cleared {
		t.Errorf("the diagnostics were not cleared after the reason was given and the file saved")
	}
	if want := "\t//idemlint:ignore checkthenact one consumer by deployment\n\tif err := db.QueryRowContext("; !strings.Contains(lspRead(t, file), want) {
		t.Errorf("the saved file lacks %q:\n%s", want, lspRead(t, file))
	}
}

// TestLSPExitWithoutShutdown checks LSP's exit status for an exit that no
// shutdown preceded: 1.
func TestLSPExitWithoutShutdown(t *testing.T) {
	bin, _ := setup(t)
	c := lspStart(t, bin, t.TempDir())
	c.initialize(t.TempDir())
	c.notify("exit", nil)
	c.in.Close()
	var exit *exec.ExitError
	if err := c.cmd.Wait(); !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Errorf("the server exited with %v, want status 1", err)
	}
}

// TestLSPDependencyFirst opens a file of a package that imports the
// fixture's before the fixture's own: the run on the importer analyses
// the fixture's package for its facts only (reporting nothing of it) and
// caches it so; the run on the fixture's must report its findings, not
// replay the former.
func TestLSPDependencyFirst(t *testing.T) {
	bin, _ := setup(t)
	file := lspFixture(t)
	user := filepath.Join(filepath.Dir(file), "user", "user.go")
	if err := os.MkdirAll(filepath.Dir(user), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, user, "package user\n\nimport \"example.com/shop\"\n\nvar Handle = shop.Handle\n")
	c := lspStart(t, bin, filepath.Dir(file))
	c.initialize(filepath.Dir(file))
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": lspFileURI(user), "languageId": "go", "version": 1, "text": lspRead(t, user)}})
	c.await("the run on the importer", func(m lspMessage) bool {
		var p struct{ Message string }
		return m.Method == "window/logMessage" && json.Unmarshal(m.Params, &p) == nil && strings.Contains(p.Message, "/user: run 1 found 0 in ")
	})
	uri := lspFileURI(file)
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": lspRead(t, file)}})
	lspWantFinding(t, c.diagnostics(uri), uri)
	c.shutdown()
}

// lspShownMessage is a window/showMessage that a Neovim script recorded.
type lspShownMessage struct {
	Type    int
	Message string
}

// TestNeovimCompileError opens, in headless Neovim with
// testdata/lsp/nvim/compile.lua, a file whose syntax error breaks the
// fixture's package: the error shows on its package clause, as an error,
// and as a message.
func TestNeovimCompileError(t *testing.T) {
	nvim := lspNeovim(t)
	bin, _ := setup(t)
	file := filepath.Join(filepath.Dir(lspFixture(t)), "broken.go")
	write(t, file, "// Package shop is broken.\npackage shop\n\nfunc {\n")
	var got struct {
		Error       string
		Diagnostics []struct {
			Lnum, Col, Severity int
			EndLnum             int `json:"end_lnum"`
			EndCol              int `json:"end_col"`
			Source, Message     string
		}
		Shown []lspShownMessage
	}
	lspRunNeovim(t, nvim, bin, "compile.lua", file, &got)
	if got.Error != "" {
		t.Errorf("compile.lua: %s", got.Error)
	}
	want := file + ":4:6: expected 'IDENT', found '{'"
	if len(got.Diagnostics) != 1 {
		t.Fatalf("diagnostics %+v, want the package's error", got.Diagnostics)
	}
	d := got.Diagnostics[0]
	if d.Lnum != 1 || d.Col != 0 || d.EndLnum != 1 || d.EndCol != 12 || d.Severity != 1 || d.Source != "idemlint" || !strings.Contains(d.Message, want) {
		t.Errorf("diagnostic %+v, want an error (1) at 1:0-1:12 (the package clause) with %q", d, want)
	}
	if len(got.Shown) != 1 || got.Shown[0].Type != 1 || !strings.Contains(got.Shown[0].Message, want) {
		t.Errorf("messages %+v, want one error with %q", got.Shown, want)
	}
}

// TestNeovimBadFlag starts the server in headless Neovim, with
// testdata/lsp/nvim/badflag.lua, with a flag whose value idemlint
// rejects: the error shows as a message, nothing is analysed, and the
// server exits 0 when the client stops it.
func TestNeovimBadFlag(t *testing.T) {
	nvim := lspNeovim(t)
	bin, _ := setup(t)
	file := lspFixture(t)
	var got struct {
		Error       string
		Shown       []lspShownMessage
		Diagnostics int
		ExitCode    *int `json:"exit_code"`
	}
	lspRunNeovim(t, nvim, bin, "badflag.lua", file, &got)
	if got.Error != "" {
		t.Errorf("badflag.lua: %s", got.Error)
	}
	want := `idemlint lsp: invalid value "Send" for flag -idemlint.effect: "Send" is not a function's full name`
	if len(got.Shown) != 1 || got.Shown[0].Type != 1 || !strings.HasPrefix(got.Shown[0].Message, want) {
		t.Errorf("messages %+v, want one error starting %q", got.Shown, want)
	}
	if got.Diagnostics != 0 {
		t.Errorf("%d diagnostics with a bad flag, want none", got.Diagnostics)
	}
	if got.ExitCode == nil || *got.ExitCode != 0 {
		t.Errorf("the server's exit status %v, want 0", got.ExitCode)
	}
}
