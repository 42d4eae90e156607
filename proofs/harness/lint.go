package harness

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Func names a function whose static verdict a proof checks: the
// directory of its package, relative to the proofs module, and its name,
// "Recv.Method" for a method.
type Func struct {
	Dir  string
	Name string
}

// Example is a function of the bundled example service (../examples/dir).
func Example(dir, name string) Func { return Func{filepath.Join("..", "examples", dir), name} }

// Handler is a function of this module's handlers package, for a shape the
// example service does not have.
func Handler(name string) Func { return Func{"handlers", name} }

// Finding is one idemlint report.
type Finding struct {
	Analyzer string
	File     string
	Line     int
	Message  string
}

// Static checks the static half of a proof: idemlint's analyzer reports
// buggy and does not report correct. A mismatch fails the test: the run
// and the analyzer must agree.
func Static(t testing.TB, analyzer string, buggy, correct Func) {
	t.Helper()
	if got := findingsIn(t, analyzer, buggy); len(got) == 0 {
		t.Errorf("idemlint's %s does not report %s (%s), which the run shows to be wrong", analyzer, buggy.Name, buggy.Dir)
	}
	for _, f := range findingsIn(t, analyzer, correct) {
		t.Errorf("idemlint's %s reports %s (%s), which the run shows to be right: %s:%d: %s", analyzer, correct.Name, correct.Dir, f.File, f.Line, f.Message)
	}
}

func findingsIn(t testing.TB, analyzer string, fn Func) []Finding {
	t.Helper()
	dir, err := filepath.Abs(fn.Dir)
	if err != nil {
		t.Fatal(err)
	}
	file, from, to := locate(t, dir, fn.Name)
	all, err := lint(moduleOf(dir))
	if err != nil {
		t.Fatalf("idemlint cross-check: %v", err)
	}
	var in []Finding
	for _, f := range all {
		if f.Analyzer == analyzer && f.File == file && f.Line >= from && f.Line <= to {
			in = append(in, f)
		}
	}
	return in
}

// locate finds the declaration of name among dir's Go files and returns its
// file and line range.
func locate(t testing.TB, dir, name string) (string, int, int) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && funcName(fd) == name {
				return path, fset.Position(fd.Pos()).Line, fset.Position(fd.End()).Line
			}
		}
	}
	t.Fatalf("idemlint cross-check: no function %s in %s", name, dir)
	return "", 0, 0
}

func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	typ := fd.Recv.List[0].Type
	for {
		switch x := typ.(type) {
		case *ast.StarExpr:
			typ = x.X
			continue
		case *ast.IndexExpr:
			typ = x.X
			continue
		case *ast.IndexListExpr:
			typ = x.X
			continue
		case *ast.Ident:
			return x.Name + "." + fd.Name.Name
		}
		return fd.Name.Name
	}
}

// moduleOf is the directory of the go.mod that dir belongs to.
func moduleOf(dir string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil || d == filepath.Dir(d) {
			return d
		}
	}
}

var (
	lintMu    sync.Mutex
	lintCache = map[string]*lintRun{}
	binDir    string
	binOnce   = sync.OnceValues(buildIdemlint)
)

type lintRun struct {
	once     sync.Once
	findings []Finding
	err      error
}

// StartLint runs idemlint on the example service and on this module's
// handlers in the background, so that its results are ready when the
// proofs ask.
func StartLint() {
	for _, m := range []string{filepath.Join("..", "examples"), "."} {
		dir, err := filepath.Abs(m)
		if err == nil {
			go func() { _, _ = lint(dir) }()
		}
	}
}

// Cleanup removes the idemlint binary built for the cross-check.
func Cleanup() {
	if binDir != "" {
		os.RemoveAll(binDir)
	}
}

func lint(module string) ([]Finding, error) {
	lintMu.Lock()
	r := lintCache[module]
	if r == nil {
		r = &lintRun{}
		lintCache[module] = r
	}
	lintMu.Unlock()
	r.once.Do(func() { r.findings, r.err = runIdemlint(module) })
	return r.findings, r.err
}

// buildIdemlint builds the command from the root module, the proofs'
// parent directory.
func buildIdemlint() (string, error) {
	root, err := filepath.Abs("..")
	if err != nil {
		return "", err
	}
	binDir, err = os.MkdirTemp("", "idemlint-proofs-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(binDir, "idemlint")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/idemlint/idemlint/cmd/idemlint")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build idemlint in %s: %v\n%s", root, err, out)
	}
	return bin, nil
}

// notLinted are the directories with no handler in them: the example's
// catalogimports only type-checks the catalog, and this module's harness
// is the test machinery.
var notLinted = map[string]bool{"catalogimports": true, "harness": true}

// runIdemlint runs idemlint -json in module on its packages.
func runIdemlint(module string) ([]Finding, error) {
	bin, err := binOnce()
	if err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(module)
	if err != nil {
		return nil, err
	}
	var pkgs []string
	for _, e := range entries {
		if !e.IsDir() || notLinted[e.Name()] || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if _, err := os.Stat(filepath.Join(module, e.Name(), "go.mod")); err == nil {
			continue // a module of its own
		}
		pkgs = append(pkgs, "./"+e.Name()+"/...")
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(bin, append([]string{"-json"}, pkgs...)...)
	cmd.Dir = module
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("idemlint -json %s in %s: %v\n%s", strings.Join(pkgs, " "), module, err, stderr.Bytes())
	}
	var doc map[string]map[string]json.RawMessage
	if err := json.Unmarshal(stdout.Bytes(), &doc); err != nil {
		return nil, fmt.Errorf("idemlint -json in %s: %v\n%s", module, err, stdout.Bytes())
	}
	var out []Finding
	for pkg, byAnalyzer := range doc {
		for analyzer, raw := range byAnalyzer {
			var list []struct{ Posn, Message string }
			if err := json.Unmarshal(raw, &list); err != nil {
				return nil, fmt.Errorf("idemlint: %s: %s: %s", pkg, analyzer, raw)
			}
			for _, d := range list {
				file, line, err := splitPosn(d.Posn)
				if err != nil {
					return nil, err
				}
				out = append(out, Finding{Analyzer: analyzer, File: file, Line: line, Message: d.Message})
			}
		}
	}
	return out, nil
}

// splitPosn splits "file:line:col".
func splitPosn(posn string) (string, int, error) {
	rest, _, ok := cutLast(posn)
	if !ok {
		return "", 0, fmt.Errorf("idemlint: position %q", posn)
	}
	file, lineText, ok := cutLast(rest)
	line, err := strconv.Atoi(lineText)
	if !ok || err != nil {
		return "", 0, fmt.Errorf("idemlint: position %q", posn)
	}
	return file, line, nil
}

func cutLast(s string) (string, string, bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+1:], true
}
