package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"maps"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/model"
)

// idemlint lsp is a language server over stdio, for editors that run it
// next to gopls (which cannot load third-party analyzers). When a Go file
// is opened or saved, the package in its directory is analysed by go vet
// with this binary as its vet tool, from the facts of its dependencies and
// the go command's cache (shared by the saves that follow), on the
// files as saved on disk (an unsaved buffer is analysed when it is saved).
// A newer open or save of a file of the same package kills the run still
// under way. The findings are published for every file of the package
// that has some, with the analyzer as the code, its documentation as the
// code's description and the other half of the pair as related
// information; a file whose findings are gone gets an empty list. A quick
// fix inserts "//idemlint:ignore <analyzer> " above the finding's line, for
// the user to finish with a reason.
//
// JSON-RPC is github.com/sourcegraph/jsonrpc2; the few LSP messages the
// server speaks are declared here.

// LSP message types of window/logMessage.
const (
	msgError = 1
	msgLog   = 4
)

// codeNotInitialized is LSP's error for a request before initialize.
const codeNotInitialized = -32002

// maxMessage bounds the body of one message (a didOpen carries a file).
const maxMessage = 256 << 20

type lspPosition struct {
	Line      int `json:"line"`
	Character int `json:"character"` // UTF-16 code units
}

type lspRange struct {
	Start lspPosition `json:"start"`
	End   lspPosition `json:"end"`
}

type lspLocation struct {
	URI   string   `json:"uri"`
	Range lspRange `json:"range"`
}

type lspDiagnostic struct {
	Range              lspRange                `json:"range"`
	Severity           int                     `json:"severity,omitempty"`
	Code               any                     `json:"code,omitempty"` // a string or a number
	CodeDescription    *lspCodeDescription     `json:"codeDescription,omitempty"`
	Source             string                  `json:"source,omitempty"`
	Message            string                  `json:"message"`
	RelatedInformation []lspRelatedInformation `json:"relatedInformation,omitempty"`
}

type lspCodeDescription struct {
	Href string `json:"href"`
}

type lspRelatedInformation struct {
	Location lspLocation `json:"location"`
	Message  string      `json:"message"`
}

type lspTextDocument struct {
	URI string `json:"uri"`
}

type lspTextEdit struct {
	Range   lspRange `json:"range"`
	NewText string   `json:"newText"`
}

type lspCodeAction struct {
	Title       string           `json:"title"`
	Kind        string           `json:"kind"`
	Diagnostics []lspDiagnostic  `json:"diagnostics"`
	Edit        lspWorkspaceEdit `json:"edit"`
}

type lspWorkspaceEdit struct {
	Changes map[string][]lspTextEdit `json:"changes"`
}

// serveLSP runs the language server on the given streams until the client
// sends exit or closes the connection, and returns the exit status: 0
// after a shutdown request, 1 otherwise (as LSP specifies), 2 on a bad
// command line.
func serveLSP(analyzers []*analysis.Analyzer, args []string, stdin io.ReadCloser, stdout io.WriteCloser, stderr io.Writer) int {
	o, err := parseArgs(analyzers, args)
	if err == nil && (o.format != "text" || o.baseline != "" || o.newFromRev != "" || len(o.patterns) != 1 || o.patterns[0] != ".") {
		err = errors.New("lsp takes the analyzers' flags only: the package is that of each file opened")
	}
	if err != nil {
		fmt.Fprintln(stderr, "idemlint lsp:", err)
		return exitUsage
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(stderr, "idemlint lsp:", err)
		return exitError
	}
	ctx, stop := context.WithCancel(context.Background())
	s := &lspServer{
		self:     self,
		vetFlags: o.vetFlags,
		docs:     map[string]string{},
		ctx:      ctx,
		stop:     stop,
		pkgs:     map[string]*lspPackage{},
		uris:     map[string]string{},
		exit:     make(chan int, 1),
	}
	for _, a := range analyzers {
		s.docs[a.Name] = a.URL // SARIF's helpUri too
	}
	stream := &lspStream{r: bufio.NewReader(stdin), w: stdout, closers: []io.Closer{stdin, stdout}}
	conn := jsonrpc2.NewConn(context.Background(), stream, jsonrpc2.HandlerWithError(s.handle), jsonrpc2.SetLogger(log.New(stderr, "idemlint lsp: ", 0)))
	code := exitError
	select {
	case code = <-s.exit:
	case <-conn.DisconnectNotify(): // no handler runs after this
		s.mu.Lock()
		if s.shutdown {
			code = exitClean
		}
		s.mu.Unlock()
	}
	stop()
	conn.Close()
	s.wg.Wait()
	return code
}

// lspServer is the state of one session.
type lspServer struct {
	self     string             // this binary, go vet's vet tool
	vetFlags []string           // the analyzers' flags from the command line
	docs     map[string]string  // analyzer → documentation URL
	ctx      context.Context    // the runs' parent: stop ends it at shutdown or exit
	stop     context.CancelFunc // kills the runs still under way
	wg       sync.WaitGroup     // the runs under way
	exit     chan int           // the status, once the client sent exit

	mu          sync.Mutex
	initialized bool
	shutdown    bool
	closing     bool                   // exit received: start no run
	pkgs        map[string]*lspPackage // by directory
	uris        map[string]string      // file → the URI the client named it by
}

// lspPackage is the analysis of the package in one directory.
type lspPackage struct {
	run       int                // number of the latest run; a run that is not it publishes nothing
	cancel    context.CancelFunc // ends the latest run
	published map[string]bool    // files whose last published list was not empty
}

// handle answers one request or notification. An error answers a
// request; for a notification it goes to the client's log.
func (s *lspServer) handle(_ context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
	result, err := s.dispatch(conn, req)
	if err != nil && req.Notif {
		var e *jsonrpc2.Error
		if errors.As(err, &e) {
			err = errors.New(e.Message)
		}
		s.logf(conn, msgError, "%s: %v", req.Method, err)
		return nil, nil
	}
	return result, err
}

func (s *lspServer) dispatch(conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
	s.mu.Lock()
	initialized, shutdown := s.initialized, s.shutdown
	s.mu.Unlock()
	switch {
	case req.Method == "exit":
		s.mu.Lock()
		s.closing = true
		s.mu.Unlock()
		code := exitError
		if shutdown {
			code = exitClean
		}
		select {
		case s.exit <- code:
		default: // a second exit
		}
		return nil, nil
	case shutdown && !req.Notif:
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: "the server is shut down"}
	case !initialized && req.Method != "initialize":
		if req.Notif {
			return nil, nil // LSP drops notifications before initialize
		}
		return nil, &jsonrpc2.Error{Code: codeNotInitialized, Message: "initialize first"}
	}
	switch req.Method {
	case "initialize":
		s.mu.Lock()
		s.initialized = true
		s.mu.Unlock()
		return map[string]any{
			"capabilities": map[string]any{
				// Open and save only: the analysis reads the files on disk.
				"textDocumentSync":   map[string]any{"openClose": true, "change": 0, "save": map[string]any{"includeText": false}},
				"codeActionProvider": map[string]any{"codeActionKinds": []string{"quickfix"}},
			},
			"serverInfo": map[string]any{"name": "idemlint", "version": strings.TrimPrefix(version(), "idemlint ")},
		}, nil
	case "textDocument/didOpen", "textDocument/didSave":
		var p struct {
			TextDocument lspTextDocument `json:"textDocument"`
		}
		if err := params(req, &p); err != nil {
			return nil, err
		}
		return nil, s.analyse(conn, p.TextDocument.URI)
	case "textDocument/codeAction":
		var p struct {
			TextDocument lspTextDocument `json:"textDocument"`
			Context      struct {
				Diagnostics []lspDiagnostic `json:"diagnostics"`
			} `json:"context"`
		}
		if err := params(req, &p); err != nil {
			return nil, err
		}
		return s.codeActions(p.TextDocument.URI, p.Context.Diagnostics)
	case "shutdown":
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		s.stop()
		return nil, nil
	}
	if req.Notif {
		return nil, nil // initialized, didChange, didClose, $/cancelRequest (every request is answered at once), …
	}
	return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "idemlint lsp does not answer " + req.Method}
}

// params decodes a message's parameters.
func params(req *jsonrpc2.Request, v any) error {
	if req.Params == nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: "no params"}
	}
	if err := json.Unmarshal(*req.Params, v); err != nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: err.Error()}
	}
	return nil
}

// logf sends a window/logMessage.
func (s *lspServer) logf(conn *jsonrpc2.Conn, typ int, format string, args ...any) {
	conn.Notify(context.Background(), "window/logMessage", map[string]any{"type": typ, "message": "idemlint: " + fmt.Sprintf(format, args...)})
}

// analyse starts a run on the package of a Go file, ending the one still
// under way on that package.
func (s *lspServer) analyse(conn *jsonrpc2.Conn, uri string) error {
	file, err := uriToPath(uri)
	if err != nil {
		return err
	}
	if filepath.Ext(file) != ".go" {
		return nil
	}
	dir := filepath.Dir(file)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closing || s.shutdown {
		return nil
	}
	s.uris[file] = uri
	p := s.pkgs[dir]
	if p == nil {
		p = &lspPackage{published: map[string]bool{}}
		s.pkgs[dir] = p
	} else {
		p.cancel()
	}
	ctx, cancel := context.WithCancel(s.ctx)
	p.run++
	p.cancel = cancel
	s.wg.Add(1)
	go func(run int) {
		defer s.wg.Done()
		defer cancel()
		s.run(ctx, conn, dir, p, run)
	}(p.run)
	return nil
}

// run analyses the package in dir and publishes its findings.
func (s *lspServer) run(ctx context.Context, conn *jsonrpc2.Conn, dir string, p *lspPackage, run int) {
	start := time.Now()
	// go vet (Go 1.26) caches what the vet tool printed for a package under
	// the same key whether the package was vetted by name or only for the
	// facts of another (printing nothing): after a run on an importer, a run
	// on the package would replay no findings. A compiler flag with no
	// effect (-e: no limit on errors reported), for the package named only,
	// gives its runs keys of their own.
	args := append(append([]string{"vet", "-vettool=" + s.self, "-json", "-gcflags=.=-e"}, s.vetFlags...), ".")
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.WaitDelay = time.Second // a vet tool the go command left running may hold its output open
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	runErr := cmd.Run()
	switch {
	case s.ctx.Err() != nil:
		return
	case ctx.Err() != nil:
		s.logf(conn, msgLog, "%s: run %d cancelled by a newer one (go vet: %v)", dir, run, runErr)
		return
	}
	res, perr := decode(&out)
	var problems []string
	if runErr != nil {
		problems = append(problems, "go vet: "+runErr.Error())
	}
	if msg := strings.TrimSpace(errs.String()); msg != "" && runErr != nil {
		problems = append(problems, msg)
	}
	if perr != nil {
		problems = append(problems, "reading go vet's output: "+perr.Error())
	}
	problems = append(problems, res.errors...)
	if len(problems) > 0 {
		s.logf(conn, msgError, "%s: %s", dir, strings.Join(problems, "\n"))
	}
	if runErr != nil || perr != nil {
		return // the package did not load: its last findings stay until a run succeeds
	}
	s.publish(conn, p, run, res)
	s.logf(conn, msgLog, "%s: run %d found %d in %v", dir, run, len(res.findings), time.Since(start).Round(time.Millisecond))
}

// publish sends the findings of a run, file by file, and empty lists for
// the files whose findings are gone; unless a newer run has started.
func (s *lspServer) publish(conn *jsonrpc2.Conn, p *lspPackage, run int, res *results) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p.run != run {
		return
	}
	src := &sources{lines: map[string][]string{}}
	byFile := map[string][]lspDiagnostic{}
	for _, f := range res.findings {
		file, _, _ := splitPosn(f.Posn)
		byFile[file] = append(byFile[file], s.diagnostic(f, src))
	}
	for file := range p.published {
		if byFile[file] == nil {
			byFile[file] = []lspDiagnostic{}
		}
	}
	p.published = map[string]bool{}
	for _, file := range slices.Sorted(maps.Keys(byFile)) {
		if len(byFile[file]) > 0 {
			p.published[file] = true
		}
		conn.Notify(context.Background(), "textDocument/publishDiagnostics", map[string]any{"uri": s.uri(file), "diagnostics": byFile[file]})
	}
}

// diagnostic converts one finding. The caller holds s.mu.
func (s *lspServer) diagnostic(f *jsonDiagnostic, src *sources) lspDiagnostic {
	d := lspDiagnostic{
		Range:    src.lspRange(f.Posn, f.End),
		Severity: 2, // warning
		Code:     f.analyzer,
		Source:   "idemlint",
		Message:  f.Message,
	}
	if href := s.docs[f.analyzer]; href != "" {
		d.CodeDescription = &lspCodeDescription{Href: href}
	}
	for _, r := range f.Related {
		file, _, _ := splitPosn(r.Posn)
		d.RelatedInformation = append(d.RelatedInformation, lspRelatedInformation{
			Location: lspLocation{URI: s.uri(file), Range: src.lspRange(r.Posn, r.End)},
			Message:  r.Message,
		})
	}
	return d
}

// uri returns a file's URI as the client spelt it, if it named the file.
// The caller holds s.mu.
func (s *lspServer) uri(file string) string {
	if u, ok := s.uris[file]; ok {
		return u
	}
	return pathToURI(file)
}

// lspRange converts go vet's 1-based line:column (in bytes) positions to
// LSP's 0-based lines and UTF-16 columns.
func (s *sources) lspRange(posn, end string) lspRange {
	file, line, col := splitPosn(posn)
	r := lspRange{Start: s.lspPosition(file, line, col)}
	r.End = r.Start
	if efile, eline, ecol := splitPosn(end); efile == file && ecol > 0 && (eline > line || eline == line && ecol >= col) {
		r.End = s.lspPosition(file, eline, ecol)
	}
	return r
}

func (s *sources) lspPosition(file string, line, col int) lspPosition {
	return lspPosition{Line: max(line-1, 0), Character: max(s.column(file, line, col)-1, 0)}
}

// codeActions offers, for each idemlint diagnostic the client sends, to
// insert an ignore directive above its line with the line's indentation.
func (s *lspServer) codeActions(uri string, diags []lspDiagnostic) ([]lspCodeAction, error) {
	file, err := uriToPath(uri)
	if err != nil {
		return nil, err
	}
	src := &sources{lines: map[string][]string{}}
	actions := []lspCodeAction{}
	for _, d := range diags {
		name, _ := d.Code.(string)
		if d.Source != "idemlint" || name == "" || name == model.Analyzer.Name {
			continue // a malformed directive is fixed, not ignored
		}
		line := d.Range.Start.Line
		text := src.line(file, line+1)
		indent := text[:len(text)-len(strings.TrimLeft(text, " \t"))]
		at := lspPosition{Line: line}
		actions = append(actions, lspCodeAction{
			Title:       "Ignore " + name + " here (//idemlint:ignore, give a reason)",
			Kind:        "quickfix",
			Diagnostics: []lspDiagnostic{d},
			Edit: lspWorkspaceEdit{Changes: map[string][]lspTextEdit{uri: {{
				Range:   lspRange{Start: at, End: at},
				NewText: indent + "//idemlint:ignore " + name + " \n",
			}}}},
		})
	}
	return actions, nil
}

func uriToPath(uri string) (string, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	if u.Scheme != "file" {
		return "", fmt.Errorf("%q is not a file URI", uri)
	}
	p := u.Path
	if runtime.GOOS == "windows" {
		p = strings.TrimPrefix(p, "/") // file:///C:/dir
	}
	return filepath.FromSlash(p), nil
}

func pathToURI(file string) string {
	p := filepath.ToSlash(file)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

// lspStream is LSP's base protocol: each message a JSON body after a
// Content-Length header. A body that is not a JSON-RPC message is answered
// with an error and skipped, so that one bad message does not end the
// session; a broken header does, since nothing after it can be framed.
type lspStream struct {
	r       *bufio.Reader
	w       io.Writer
	closers []io.Closer
	mu      sync.Mutex // one message written at a time
}

func (t *lspStream) ReadObject(v any) error {
	for {
		body, err := t.readFrame()
		if err != nil {
			return err
		}
		err = json.Unmarshal(body, v)
		if err == nil {
			return nil
		}
		code := int64(jsonrpc2.CodeInvalidRequest)
		if errors.As(err, new(*json.SyntaxError)) {
			code = jsonrpc2.CodeParseError
		}
		if err := t.WriteObject(map[string]any{"jsonrpc": "2.0", "id": nil, "error": jsonrpc2.Error{Code: code, Message: err.Error()}}); err != nil {
			return err
		}
	}
}

func (t *lspStream) readFrame() ([]byte, error) {
	length := -1
	for {
		line, err := t.r.ReadString('\n')
		if err == io.EOF && line != "" {
			err = io.ErrUnexpectedEOF
		}
		if err != nil {
			return nil, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			break
		}
		name, value, _ := strings.Cut(line, ":")
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 || n > maxMessage {
				return nil, fmt.Errorf("bad header %q", line)
			}
			length = n
		}
	}
	if length < 0 {
		return nil, errors.New("a message without a Content-Length header")
	}
	body, err := io.ReadAll(io.LimitReader(t.r, int64(length)))
	if err == nil && len(body) < length {
		err = io.ErrUnexpectedEOF
	}
	return body, err
}

func (t *lspStream) WriteObject(v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	_, err = t.w.Write(append(fmt.Appendf(nil, "Content-Length: %d\r\n\r\n", len(body)), body...))
	return err
}

func (t *lspStream) Close() error {
	var errs []error
	for _, c := range t.closers {
		errs = append(errs, c.Close())
	}
	return errors.Join(errs...)
}
