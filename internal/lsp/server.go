// Package lsp is idemlint's language server (idemlint lsp), over stdio,
// for editors that run it next to gopls (which cannot load third-party
// analyzers).
//
// When a Go file is opened or saved, the package in its directory is
// analysed in this process by the standalone command's driver
// (internal/driver), as `idemlint .` run in that directory with the
// server's flags would analyse it, with its result cache, on the files as
// saved on disk (an unsaved buffer is analysed when it is saved). The
// cache is what makes a save after the first fast: the dependencies'
// facts and findings are replayed from it and their declarations read
// from export data, which every run stores (driver.Config.Export), the
// first one too. After each run the process drops what the model keeps
// of its packages (model.ForgetPackages), so that a long session's memory
// stays that of one run.
//
// One run goes at a time. An open or save of a package whose run is under
// way or waiting queues one more run of it, however many come in the
// meantime; the run under way finishes (the driver has no way to stop it
// half-way) and publishes nothing, superseded. The findings are published
// for every file of the package that has some, at the driver's structured
// positions (converted to LSP's UTF-16 columns), with the analyzer as the
// code, its documentation as the code's description and the other half
// of the pair as related information; a file whose findings are gone gets
// an empty list. A quick fix inserts "//idemlint:ignore <analyzer> " above
// the finding's line, for the user to finish with a reason.
//
// Errors are shown to the user: a package that could not be loaded, type-
// checked or analysed gets an error diagnostic on the package clause of
// the file opened or saved, with every error of the run, and a
// window/showMessage when the errors differ from the package's last run's;
// each run's time and errors, and the functions a step of the analysis
// panicked on, also go to the client's log (window/logMessage). A cache
// program (GOCACHEPROG) that fails is shown once, as a warning, and
// logged at each run. A flag the analyzers rejected (Config.FlagError) is
// shown at initialize, and the session then analyses nothing. A name a
// function-naming flag gives (-idemlint.effect) that the package a run
// loads it from does not declare, which the standalone command calls a
// bad command line (named.Check), is shown once, as a warning, with the
// closest names; a name whose package no run has loaded is not, as the
// server cannot tell it from a package it has not loaded yet.
//
// JSON-RPC is github.com/sourcegraph/jsonrpc2; the few LSP messages the
// server speaks are declared here.
package lsp

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"log"
	"maps"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/driver"
	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/named"
	"github.com/idemlint/idemlint/internal/source"
)

// Config is what a session needs from the command line.
type Config struct {
	// Driver is every run's configuration: analyzers (their flags set),
	// named functions, salt and cache. Each run sets Dir to the package's
	// directory and Patterns to ".".
	Driver driver.Config
	// Docs maps an analyzer's name to its documentation URL, the
	// diagnostics' code description.
	Docs map[string]string
	// Version is the server's version, in initialize's serverInfo.
	Version string
	// FlagError is a flag of the command line that the analyzers
	// rejected: the session shows it to the user at initialize and
	// analyses nothing.
	FlagError error
	// Model is the analyzer whose function-naming flags each run checks
	// against the packages it loaded (named.Check): model.Analyzer, its
	// flags set; nil checks nothing.
	Model *analysis.Analyzer
}

// Serve runs the language server on the given streams until the client
// sends exit or closes the connection, and returns the exit status: 0
// after a shutdown request, 1 otherwise, as LSP specifies. A run still
// under way then is left to the process's end.
func Serve(cfg *Config, stdin io.ReadCloser, stdout io.WriteCloser, stderr io.Writer) int {
	return serve(cfg, driver.Run, stdin, stdout, stderr)
}

// runFunc is the driver's entry point (driver.Run; a stand-in in tests).
type runFunc func(*driver.Config) (*driver.Result, error)

func serve(cfg *Config, run runFunc, stdin io.ReadCloser, stdout io.WriteCloser, stderr io.Writer) int {
	if cfg.FlagError != nil {
		fmt.Fprintln(stderr, "idemlint lsp:", cfg.FlagError)
	}
	s := &server{
		cfg:  cfg,
		run:  run,
		pkgs: map[string]*pkgState{},
		uris: map[string]string{},
		miss: map[string]bool{},
		exit: make(chan int, 1),
		wake: make(chan struct{}, 1),
		done: make(chan struct{}),
	}
	st := &stream{r: bufio.NewReader(stdin), w: stdout, closers: []io.Closer{stdin, stdout}}
	conn := jsonrpc2.NewConn(context.Background(), st, jsonrpc2.HandlerWithError(s.handle), jsonrpc2.SetLogger(log.New(stderr, "idemlint lsp: ", 0)))
	go s.work(conn)
	code := 1
	select {
	case code = <-s.exit:
	case <-conn.DisconnectNotify(): // no handler runs after this
		s.mu.Lock()
		if s.shutdown {
			code = 0
		}
		s.mu.Unlock()
	}
	close(s.done)
	conn.Close()
	return code
}

// server is the state of one session.
type server struct {
	cfg  *Config
	run  runFunc
	exit chan int      // the status, once the client sent exit
	wake chan struct{} // a run was queued
	done chan struct{} // closed when the session ends

	mu          sync.Mutex
	initialized bool
	shutdown    bool
	closing     bool                 // exit received: start no run
	pkgs        map[string]*pkgState // by directory
	queue       []string             // directories whose run waits, first come first
	uris        map[string]string    // file → the URI the client named it by
	progShown   bool                 // a failing cache program was shown
	miss        map[string]bool      // the names of function-naming flags shown as declared nowhere
}

// pkgState is the analysis of the package in one directory.
type pkgState struct {
	requested int             // opens and saves so far: the number of the run that answers the latest
	queued    bool            // a run waits in the queue
	file      string          // the file last opened or saved, whose package clause carries errors
	published map[string]bool // files whose last published list was not empty
	shown     string          // the errors last shown with window/showMessage
}

// handle answers one request or notification. An error answers a
// request; for a notification it goes to the client's log.
func (s *server) handle(_ context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
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

func (s *server) dispatch(conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
	s.mu.Lock()
	initialized, shutdown := s.initialized, s.shutdown
	s.mu.Unlock()
	switch {
	case req.Method == "exit":
		s.mu.Lock()
		s.closing = true
		s.mu.Unlock()
		code := 1
		if shutdown {
			code = 0
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
		info := map[string]any{"name": "idemlint", "version": s.cfg.Version}
		if err := s.cfg.FlagError; err != nil {
			// LSP lets a server show messages before it answers initialize.
			s.show(conn, msgError, fmt.Sprintf("idemlint lsp: %v: nothing will be analysed until the flags in the editor's configuration of idemlint lsp are fixed", err))
			return map[string]any{"capabilities": map[string]any{}, "serverInfo": info}, nil
		}
		return map[string]any{
			"capabilities": map[string]any{
				// Open and save only: the analysis reads the files on disk.
				"textDocumentSync":   map[string]any{"openClose": true, "change": 0, "save": map[string]any{"includeText": false}},
				"codeActionProvider": map[string]any{"codeActionKinds": []string{"quickfix"}},
			},
			"serverInfo": info,
		}, nil
	case "textDocument/didOpen", "textDocument/didSave":
		var p struct {
			TextDocument textDocument `json:"textDocument"`
		}
		if err := params(req, &p); err != nil {
			return nil, err
		}
		return nil, s.request(p.TextDocument.URI)
	case "textDocument/codeAction":
		var p struct {
			TextDocument textDocument `json:"textDocument"`
			Context      struct {
				Diagnostics []diagnostic `json:"diagnostics"`
			} `json:"context"`
		}
		if err := params(req, &p); err != nil {
			return nil, err
		}
		return codeActions(p.TextDocument.URI, p.Context.Diagnostics)
	case "shutdown":
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		return nil, nil
	}
	if req.Notif {
		return nil, nil // initialized, didChange, didClose, $/cancelRequest (every request is answered at once), …
	}
	return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "idemlint lsp does not answer " + req.Method}
}

// logf sends a window/logMessage.
func (s *server) logf(conn *jsonrpc2.Conn, typ int, format string, args ...any) {
	conn.Notify(context.Background(), "window/logMessage", map[string]any{"type": typ, "message": "idemlint: " + fmt.Sprintf(format, args...)})
}

// show sends a window/showMessage.
func (s *server) show(conn *jsonrpc2.Conn, typ int, msg string) {
	conn.Notify(context.Background(), "window/showMessage", map[string]any{"type": typ, "message": msg})
}

// request queues a run on the package of a Go file, unless one waits
// already: it will read the files as they are when it starts.
func (s *server) request(uri string) error {
	file, err := uriToPath(uri)
	if err != nil {
		return err
	}
	if filepath.Ext(file) != ".go" {
		return nil
	}
	dir := filepath.Dir(file)
	s.mu.Lock()
	if s.closing || s.shutdown || s.cfg.FlagError != nil {
		s.mu.Unlock()
		return nil
	}
	s.uris[file] = uri
	p := s.pkgs[dir]
	if p == nil {
		p = &pkgState{published: map[string]bool{}}
		s.pkgs[dir] = p
	}
	p.requested++
	p.file = file
	if !p.queued {
		p.queued = true
		s.queue = append(s.queue, dir)
	}
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default: // the worker is awake
	}
	return nil
}

// work runs the queued runs, one at a time, until the session ends.
func (s *server) work(conn *jsonrpc2.Conn) {
	for {
		select {
		case <-s.done:
			return
		case <-s.wake:
		}
		for {
			dir, p, n, ok := s.next()
			if !ok {
				break
			}
			s.analyse(conn, dir, p, n)
		}
	}
}

// next takes the first queued run: its directory, its package and its
// number.
func (s *server) next() (string, *pkgState, int, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closing || s.shutdown || len(s.queue) == 0 {
		return "", nil, 0, false
	}
	dir := s.queue[0]
	s.queue = s.queue[1:]
	p := s.pkgs[dir]
	p.queued = false
	return dir, p, p.requested, true
}

// analyse runs the driver on the package in dir and publishes what it
// found, unless a newer open or save superseded the run.
func (s *server) analyse(conn *jsonrpc2.Conn, dir string, p *pkgState, n int) {
	start := time.Now()
	res, err := s.runPackage(dir)
	s.mu.Lock()
	defer s.mu.Unlock()
	if p.requested != n {
		s.logf(conn, msgLog, "%s: run %d superseded by a newer open or save: its results are dropped", dir, n)
		return
	}
	var errs []string
	if err != nil {
		errs = append(errs, err.Error())
	}
	if res != nil {
		errs = append(errs, res.Errors...)
	}
	slices.Sort(errs)
	errs = slices.Compact(errs)
	found := s.publish(conn, p, res, errs)
	if shown := strings.Join(errs, "\n"); len(errs) > 0 {
		s.logf(conn, msgError, "%s: %s", dir, shown)
		if shown != p.shown {
			msg := fmt.Sprintf("idemlint: %s: %s", dir, firstLine(errs[0]))
			if len(errs) > 1 || strings.Contains(errs[0], "\n") {
				msg += " (the package clause's diagnostic and the client's log have every error)"
			}
			s.show(conn, msgError, msg)
		}
		p.shown = shown
	} else {
		p.shown = ""
	}
	if res != nil && res.CacheProgErr != nil {
		msg := fmt.Sprintf("%v; the run went on without a cache", res.CacheProgErr)
		s.logf(conn, msgError, "%s: %s", dir, msg)
		if !s.progShown {
			s.progShown = true
			s.show(conn, msgWarning, "idemlint: "+msg+" (said once; each run's is in the client's log)")
		}
	}
	if res != nil {
		s.warnUnnamed(conn, res.Packages)
	}
	if res != nil && len(res.Skipped) > 0 {
		s.logf(conn, msgError, "%s: %d functions not analysed: a step of the analysis panicked on them (a bug in idemlint):\n%s", dir, len(res.Skipped), strings.Join(res.Skipped, "\n"))
	}
	s.logf(conn, msgLog, "%s: run %d found %d in %v", dir, n, found, time.Since(start).Round(time.Millisecond))
}

// warnUnnamed shows, once each, the names the function-naming flags give
// that a package the run loaded does not declare. The caller holds s.mu.
func (s *server) warnUnnamed(conn *jsonrpc2.Conn, pkgs map[string][]string) {
	if s.cfg.Model == nil {
		return
	}
	var msgs []string
	for _, m := range named.Check(s.cfg.Model, pkgs) {
		if msg := m.String(); m.Loaded && !s.miss[msg] {
			s.miss[msg] = true
			msgs = append(msgs, msg)
		}
	}
	if len(msgs) > 0 {
		msg := strings.Join(msgs, "; ")
		s.logf(conn, msgWarning, "%s", msg)
		s.show(conn, msgWarning, "idemlint: "+msg)
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// runPackage runs the driver on the package in dir. A panic on this
// goroutine, which would end the session, is an error of the run (a
// step of the analysis that panics is the model's guard's to skip, in
// Result.Skipped).
func (s *server) runPackage(dir string) (res *driver.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("idemlint panicked (a bug in idemlint): %v\n%s", r, debug.Stack())
		}
	}()
	defer model.ForgetPackages() // the next run type-checks its packages afresh
	cfg := s.cfg.Driver
	cfg.Dir, cfg.Patterns = dir, []string{"."}
	cfg.Export = true // every run is followed by edits
	return s.run(&cfg)
}

// findingKey identifies a finding: the driver reports one of a package
// and of its test variant twice.
type findingKey struct {
	analyzer string
	pos      token.Position
	message  string
}

// publish sends the findings of a run and its errors file by file, and
// empty lists for the files whose diagnostics are gone, and returns the
// number of findings. The caller holds s.mu.
func (s *server) publish(conn *jsonrpc2.Conn, p *pkgState, res *driver.Result, errs []string) int {
	src := source.New()
	byFile := map[string][]diagnostic{}
	found := 0
	if len(errs) > 0 {
		byFile[p.file] = []diagnostic{clauseDiagnostic(p.file, errs, src)}
	}
	if res != nil {
		ds := slices.Clone(res.Diagnostics)
		slices.SortStableFunc(ds, func(a, b driver.Diagnostic) int {
			return cmp.Or(cmp.Compare(a.Pos.Filename, b.Pos.Filename), cmp.Compare(a.Pos.Offset, b.Pos.Offset), cmp.Compare(a.Analyzer, b.Analyzer))
		})
		seen := map[findingKey]bool{}
		for _, d := range ds {
			k := findingKey{d.Analyzer, d.Pos, d.Message}
			if seen[k] {
				continue
			}
			seen[k] = true
			found++
			byFile[d.Pos.Filename] = append(byFile[d.Pos.Filename], s.diagnostic(d, src))
		}
	}
	for file := range p.published {
		if byFile[file] == nil {
			byFile[file] = []diagnostic{}
		}
	}
	p.published = map[string]bool{}
	for _, file := range slices.Sorted(maps.Keys(byFile)) {
		if len(byFile[file]) > 0 {
			p.published[file] = true
		}
		conn.Notify(context.Background(), "textDocument/publishDiagnostics", map[string]any{"uri": s.uri(file), "diagnostics": byFile[file]})
	}
	return found
}

// diagnostic converts one finding. The caller holds s.mu.
func (s *server) diagnostic(f driver.Diagnostic, src *source.Files) diagnostic {
	d := diagnostic{
		Range:    rangeOf(src, f.Pos, f.EndPos),
		Severity: severityWarning,
		Code:     f.Analyzer,
		Source:   "idemlint",
		Message:  f.Message,
	}
	if href := s.cfg.Docs[f.Analyzer]; href != "" {
		d.CodeDescription = &codeDescription{Href: href}
	}
	for _, r := range f.Related {
		d.RelatedInformation = append(d.RelatedInformation, relatedInformation{
			Location: location{URI: s.uri(r.Pos.Filename), Range: rangeOf(src, r.Pos, r.EndPos)},
			Message:  r.Message,
		})
	}
	return d
}

// clauseDiagnostic is the error diagnostic of a run that failed, on the
// package clause of file (its first character when the clause cannot be
// read).
func clauseDiagnostic(file string, errs []string, src *source.Files) diagnostic {
	var r lspRange
	fset := token.NewFileSet()
	if f, _ := parser.ParseFile(fset, file, nil, parser.PackageClauseOnly); f != nil && f.Package.IsValid() && f.Name != nil && f.Name.Pos().IsValid() {
		r = rangeOf(src, fset.Position(f.Package), fset.Position(f.Name.End()))
	}
	return diagnostic{
		Range:    r,
		Severity: severityError,
		Source:   "idemlint",
		Message:  "idemlint could not analyse this package:\n" + strings.Join(errs, "\n"),
	}
}

// uri returns a file's URI as the client spelt it, if it named the file.
// The caller holds s.mu.
func (s *server) uri(file string) string {
	if u, ok := s.uris[file]; ok {
		return u
	}
	return pathToURI(file)
}

// lspPosition converts a position (line and byte column from 1) to
// LSP's (line from 0, UTF-16 column from 0).
func lspPosition(src *source.Files, p token.Position) position {
	return position{Line: max(p.Line-1, 0), Character: src.Column(p.Filename, p.Line, max(p.Column, 1)) - 1}
}

// rangeOf converts a range; an end before its start, or in another file,
// is taken to be the start.
func rangeOf(src *source.Files, start, end token.Position) lspRange {
	r := lspRange{Start: lspPosition(src, start)}
	r.End = r.Start
	if end.Filename == start.Filename && end.Column > 0 && (end.Line > start.Line || end.Line == start.Line && end.Column >= start.Column) {
		r.End = lspPosition(src, end)
	}
	return r
}

// codeActions offers, for each idemlint finding the client sends, to
// insert an ignore directive above its line with the line's indentation.
func codeActions(uri string, diags []diagnostic) ([]codeAction, error) {
	file, err := uriToPath(uri)
	if err != nil {
		return nil, err
	}
	src := source.New()
	actions := []codeAction{}
	for _, d := range diags {
		name, _ := d.Code.(string)
		if d.Source != "idemlint" || name == "" || name == model.Analyzer.Name {
			continue // a malformed directive is fixed, not ignored; an error has no code
		}
		line := d.Range.Start.Line
		text := src.Line(file, line+1)
		indent := text[:len(text)-len(strings.TrimLeft(text, " \t"))]
		at := position{Line: line}
		actions = append(actions, codeAction{
			Title:       "Ignore " + name + " here (//idemlint:ignore, give a reason)",
			Kind:        "quickfix",
			Diagnostics: []diagnostic{d},
			Edit: workspaceEdit{Changes: map[string][]textEdit{uri: {{
				Range:   lspRange{Start: at, End: at},
				NewText: indent + "//idemlint:ignore " + name + " \n",
			}}}},
		})
	}
	return actions, nil
}
