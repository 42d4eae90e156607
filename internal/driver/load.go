// Package driver runs idemlint's analyzers over the packages of a build,
// in one process, with a result cache: a directory, or a GOCACHEPROG
// program the go command's way (progCache), shared between machines.
//
// A run asks the go command for the import graph only (no types, no
// syntax), or takes the answer it kept while nothing the go command reads
// changed (listPackages), and computes each package's cache key from its
// files (the main module's by their tokens, tokenDigest) and what its
// imports export (keys: early cut-off). When every unit the run
// analyses is in the cache, its findings and facts are replayed and
// nothing is type-checked. Otherwise
// units run in dependency order, in parallel. Each package below a missed
// unit is type-checked for its declarations alone, its function bodies
// skipped, which is all its importers' type-checking needs, at a fraction
// of the cost; a missed unit the gate admits is then parsed and checked
// again with its bodies, analysed, and dropped. Each takes its
// dependencies' facts from the ones just computed or from the cache.
//
// Which packages are analysed at all is the model's gate, decided from
// import paths before any syntax is read (model.GateImports): a package
// that imports no catalog package, no package that may export summaries
// and holds no directive cannot produce a fact or a finding, and is only
// type-checked for its declarations.
package driver

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/packages"

	"github.com/idemlint/idemlint/internal/directive"
	"github.com/idemlint/idemlint/internal/model"
)

// graphMode is what the go command is asked: the import graph, file
// names, modules and the compiler's sizes.
const graphMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedDeps | packages.NeedModule | packages.NeedTypesSizes | packages.NeedForTest

// unit is one package of the graph and what the run does with it.
type unit struct {
	pkg     *packages.Package // from the go command: names, files, imports
	imports []*unit
	byPath  map[string]*unit // imports by the path in the source
	types   *types.Package   // its declarations, checked without bodies (declare)
	key     string           // cache key; "" when the package cannot be analysed
	report  bool             // its findings are the run's: a package the patterns name
	analyse bool             // the run needs its facts or findings
	declare bool             // a missed unit's check needs its declarations
	hit     *entry           // its cache entry, when the key was found
	// wanted reports a unit the run would analyse but for the gate; own
	// is the digest of its own inputs, full that and its imports' exports
	// (keys), and cur the key it last ran under.
	wanted         bool
	own, full, cur string
	// exp is the digest of what the unit exports to its importers ("" not
	// known yet), and pending reports a key that waits for an import's.
	exp     string
	pending bool
	// plain is, for a package compiled again for another package's tests
	// ("p [q.test]"), the unit of p itself, whose facts it takes instead
	// of being analysed (recompiled).
	plain *unit
	// testsOnly reports a package's test variant ("p [p.test]") whose
	// own code, outside its _test.go files, p itself answers for: p's
	// importers want it analysed (or the gate turns it away, and its code
	// with it). The variant is type-checked whole, and analysed for what
	// its test files show the one-shot view (testCode).
	testsOnly bool
}

// graph is the first load's result.
type graph struct {
	large []string // dependencies over the source budget, not analysed (gated)
	units []*unit  // in dependency order: imports before importers
	byID  map[string]*unit
	named map[string]bool // import paths the patterns name
}

// loadGraph runs the first load (or takes the listing the cache keeps,
// listPackages) and decides each unit's role.
func loadGraph(cfg *Config, c *cache) (*graph, error) {
	roots, err := listPackages(cfg, c)
	if err != nil {
		return nil, err
	}
	g := &graph{byID: map[string]*unit{}, named: map[string]bool{}}
	var visit func(p *packages.Package) *unit
	visit = func(p *packages.Package) *unit {
		if u := g.byID[p.ID]; u != nil {
			return u
		}
		u := &unit{pkg: p, byPath: map[string]*unit{}}
		g.byID[p.ID] = u
		for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
			imp := visit(p.Imports[path])
			u.imports = append(u.imports, imp)
			u.byPath[path] = imp
		}
		g.units = append(g.units, u)
		return u
	}
	for _, r := range roots {
		visit(r)
		if r.ForTest == "" && !strings.HasSuffix(r.ID, ".test") {
			g.named[r.PkgPath] = true
		}
	}
	// The units go vet analyses for a named package: its test variant
	// when it has internal tests (a superset of its files), else itself,
	// and its external test package; then their dependencies, for facts.
	variants := map[string]*unit{}
	for _, r := range roots {
		if u := g.byID[r.ID]; variant(u) {
			variants[r.PkgPath] = u
		}
	}
	var need func(u *unit)
	need = func(u *unit) {
		if u.analyse {
			return
		}
		u.analyse, u.wanted = true, true
		for _, imp := range u.imports {
			need(imp)
		}
	}
	for _, r := range roots {
		u := g.byID[r.ID]
		switch {
		case strings.HasSuffix(r.ID, ".test") && r.Name == "main":
			continue // the generated test main
		case r.ForTest == "" && variants[r.PkgPath] != nil:
			continue // analysed as its test variant
		}
		need(u)
	}
	// A package compiled again for another's tests takes the facts of the
	// package itself, which the run then needs.
	plainOf := map[string]*unit{}
	for _, u := range g.units {
		if plain(u) {
			plainOf[u.pkg.PkgPath] = u
		}
	}
	for _, u := range g.units {
		if p := plainOf[u.pkg.PkgPath]; recompiled(u) && p != nil {
			u.plain = p
			if u.analyse {
				need(p)
			}
		}
	}
	// A test variant whose package its importers want analysed is
	// analysed for its test files only.
	for _, u := range g.units {
		if b := plainOf[u.pkg.PkgPath]; variant(u) && b != nil && b.wanted {
			u.testsOnly = true
		}
	}
	for _, u := range g.units {
		u.report = g.named[strings.TrimSuffix(u.pkg.PkgPath, "_test")]
	}
	return g, nil
}

// gated decides which units can produce facts or findings at all, from
// import paths and directives alone, and clears analyse for the others:
// the model's gate, with every import that may pass taken to export
// summaries.
//
// Nor are three kinds of unit analysed, being only declared for their
// importers: a package compiled again for another's tests, which takes
// the facts of the package itself (recompiled, unit.plain);
// a package of the standard library that the patterns do not name (the
// catalog says what idemlint knows of it); and a package outside the
// main modules with more than maxDepSource bytes of Go source, which
// g.large lists (a C library translated to Go, a generated API client):
// its analysis would cost more than the rest of a build, for facts no
// service's code reaches.
func (g *graph) gated(named []string, contents *fileHashes) {
	pass := map[*unit]bool{}
	for _, u := range g.units { // dependency order: imports are decided first
		pass[u] = u.gate(named, func(imp *unit) bool { return pass[imp] }, contents)
		if u.plain != nil {
			u.analyse = false // its importers are gated as before: a test's calls matter to the one-shot view
			continue
		}
		if pass[u] && !u.report && !inMain(u) {
			if standard(u) {
				pass[u] = false
			} else if size := u.sourceSize(contents); size > maxDepSource {
				pass[u] = false
				if u.wanted {
					g.large = append(g.large, fmt.Sprintf("%s (%.1f MiB)", u.pkg.PkgPath, float64(size)/(1<<20)))
				}
			}
		}
		if !pass[u] {
			u.analyse = false
		}
	}
	slices.Sort(g.large)
	g.large = slices.Compact(g.large)
}

// variant reports a package's test variant ("p [p.test]").
func variant(u *unit) bool {
	return u.pkg.ForTest != "" && u.pkg.PkgPath == u.pkg.ForTest && !strings.HasSuffix(u.pkg.ID, ".test")
}

// recompiled reports a package compiled again for another package's
// tests ("p [q.test]", p importing q): its code is p's, so its facts are
// p's but for what q's test files change below it, and its importers
// are q's external test and other such packages, test code, where
// nothing is reported.
func recompiled(u *unit) bool {
	f := u.pkg.ForTest
	return f != "" && u.pkg.PkgPath != f && u.pkg.PkgPath != f+"_test"
}

// maxDepSource is the budget of Go source, in bytes, of a dependency
// package analysed for its facts.
const maxDepSource = 3 << 20

// standard reports a package of the standard library.
func standard(u *unit) bool {
	first, _, _ := strings.Cut(u.pkg.PkgPath, "/")
	return u.pkg.Module == nil && !strings.Contains(first, ".")
}

// sourceSize returns the size of the unit's Go files.
func (u *unit) sourceSize(contents *fileHashes) int64 {
	var n int64
	for _, f := range u.pkg.CompiledGoFiles {
		n += contents.get(f).size
	}
	return n
}

// gate asks the model's gate (model.Gate) of u, summarised answering
// whether an import exported summaries.
func (u *unit) gate(named []string, summarised func(*unit) bool, contents *fileHashes) bool {
	imports := make([]string, len(u.imports))
	byPath := map[string]*unit{}
	for i, imp := range u.imports {
		imports[i] = imp.pkg.PkgPath
		byPath[imp.pkg.PkgPath] = imp
	}
	return model.Gate(u.pkg.PkgPath, u.pkg.Module != nil, u.pkg.Module != nil && u.pkg.Module.Main, imports, named,
		func(imp string) bool { return summarised(byPath[imp]) },
		func() bool { return slices.ContainsFunc(u.pkg.CompiledGoFiles, contents.hasDirective) },
		func() bool {
			return u.pkg.Module != nil && u.pkg.Module.Main && slices.ContainsFunc(u.pkg.CompiledGoFiles, contents.hasSend)
		})
}

// fileHashes reads and hashes source files once per run. A file whose
// size and modification time are those the cache's index recorded, and
// which was last modified more than stampAge before the run, is taken at
// its recorded hash unread, as the go command trusts its own hashes of
// files by their modification times.
type fileHashes struct {
	mu    sync.Mutex
	files map[string]fileInfo
	index map[string]stamp // the cache's; nil without a cache
	dirty bool             // index has new entries
	start time.Time
}

type fileInfo struct {
	sum       string
	directive bool
	sends     bool
	size      int64
}

// stamp is what the index records of a file.
type stamp struct {
	Size, ModTime int64
	Sum           string
	Directive     bool
	Sends         bool // hasSend: the file may hand a value off on a channel
	// Parsed reports that the file was parsed at this stamp, and Syntax
	// is its first syntax error ("" for none).
	Parsed bool
	Syntax string
	// Tokens is the file's token digest (tokenDigest), "" when not taken.
	Tokens string
}

// stampAge is how old a modification must be for its stamp to be trusted:
// a file rewritten within the file system's time granularity keeps its
// modification time.
const stampAge = 2 * time.Second

func newFileHashes(index map[string]stamp) *fileHashes {
	return &fileHashes{files: map[string]fileInfo{}, index: index, start: time.Now()}
}

func (h *fileHashes) get(name string) fileInfo {
	h.mu.Lock()
	fi, ok := h.files[name]
	h.mu.Unlock()
	if ok {
		return fi
	}
	st, err := os.Stat(name)
	settled := err == nil && h.index != nil && h.start.Sub(st.ModTime()) > stampAge
	h.mu.Lock()
	old, ok := h.index[name]
	h.mu.Unlock()
	if settled && ok && old.Size == st.Size() && old.ModTime == st.ModTime().UnixNano() {
		fi = fileInfo{sum: old.Sum, directive: old.Directive, sends: old.Sends, size: old.Size}
	} else if src, err := os.ReadFile(name); err != nil {
		fi = fileInfo{sum: "unreadable"}
		settled = false
	} else {
		sum := sha256.Sum256(src)
		fi = fileInfo{sum: hex.EncodeToString(sum[:]), directive: bytes.Contains(src, []byte(directive.Prefix)), sends: hasSend(src), size: int64(len(src))}
	}
	h.mu.Lock()
	h.files[name] = fi
	if settled && !(ok && old.Sum == fi.sum && old.ModTime == st.ModTime().UnixNano()) {
		h.index[name] = stamp{Size: st.Size(), ModTime: st.ModTime().UnixNano(), Sum: fi.sum, Directive: fi.directive, Sends: fi.sends}
		h.dirty = true
	}
	h.mu.Unlock()
	return fi
}

func (h *fileHashes) hasDirective(name string) bool { return h.get(name).directive }

func (h *fileHashes) hasSend(name string) bool { return h.get(name).sends }

// hasSend reports whether Go source may hold a send statement (ch <- v):
// a "<-" after an operand (a name that is no keyword, a closing bracket),
// not before chan. Comments and strings are not told apart: a false yes
// costs the package's analysis, never a finding.
func hasSend(src []byte) bool {
	for i := bytes.Index(src, []byte("<-")); i >= 0; {
		j := i
		for j > 0 && (src[j-1] == ' ' || src[j-1] == '\t') {
			j--
		}
		k := j
		for k > 0 && isIdentByte(src[k-1]) {
			k--
		}
		rest := bytes.TrimLeft(src[i+2:], " \t")
		switch {
		case bytes.HasPrefix(rest, []byte("chan")) && (len(rest) == 4 || !isIdentByte(rest[4])):
		case j > 0 && (src[j-1] == ')' || src[j-1] == ']'):
			return true
		case k < j && !sendKeywords[string(src[k:j])] && !(src[k] >= '0' && src[k] <= '9'):
			return true
		}
		next := bytes.Index(src[i+2:], []byte("<-"))
		if next < 0 {
			break
		}
		i += 2 + next
	}
	return false
}

// sendKeywords are the words after which "<-" receives.
var sendKeywords = map[string]bool{"case": true, "return": true, "if": true, "for": true, "range": true, "go": true, "defer": true, "switch": true, "select": true, "else": true, "chan": true}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// syntaxError returns the syntax errors of the file name, "" for none. The
// answer is remembered in the index with the file's stamp, so that a run
// with nothing changed reads no file to give it again.
func (h *fileHashes) syntaxError(name string) string {
	sum := h.get(name).sum
	h.mu.Lock()
	st, ok := h.index[name]
	h.mu.Unlock()
	if ok && st.Sum == sum && st.Parsed {
		return st.Syntax
	}
	src, err := os.ReadFile(name)
	if err != nil {
		return ""
	}
	msg := ""
	if _, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution); err != nil {
		msg = err.Error()
	}
	if ok && st.Sum == sum {
		st.Parsed, st.Syntax = true, msg
		h.mu.Lock()
		h.index[name] = st
		h.dirty = true
		h.mu.Unlock()
	}
	return msg
}

// tokens returns the token digest of the Go file name (tokenDigest),
// remembered in the index with its stamp as syntaxError's answer is.
func (h *fileHashes) tokens(name string) string {
	sum := h.get(name).sum
	h.mu.Lock()
	st, ok := h.index[name]
	h.mu.Unlock()
	if ok && st.Sum == sum && st.Tokens != "" {
		return st.Tokens
	}
	src, err := os.ReadFile(name)
	if err != nil {
		return "unreadable"
	}
	digest := tokenDigest(src)
	if ok && st.Sum == sum {
		st.Tokens = digest
		h.mu.Lock()
		h.index[name] = st
		h.dirty = true
		h.mu.Unlock()
	}
	return digest
}

// tokenDigest digests a Go file as the analysis reads it: every token,
// with its offset, and the comments that can change what is analysed or
// where it is (those before the package clause, the directives of
// idemlint and golangci-lint, //go: and //line), with theirs. A comment
// added, removed or edited anywhere else without moving a token (at the
// end of the file, or within a comment line) leaves it unchanged, and so
// the package's key: it replays.
func tokenDigest(src []byte) string {
	h := sha256.New()
	fset := token.NewFileSet()
	var sc scanner.Scanner
	sc.Init(fset.AddFile("", -1, len(src)), src, nil, scanner.ScanComments)
	seenPackage := false
	for {
		pos, tok, lit := sc.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.COMMENT && seenPackage && !strings.Contains(lit, "idemlint") && !strings.Contains(lit, "nolint") &&
			!strings.Contains(lit, "go:") && !strings.Contains(lit, "line ") {
			continue
		}
		seenPackage = seenPackage || tok == token.PACKAGE
		fmt.Fprintf(h, "%d %d %s\x00", pos, tok, lit)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// unanalysedErrors returns the errors no check of the named packages
// would report: the syntax errors of those the gate does not analyse, and
// the imports the go command could not resolve (with its cause) of all of
// them, each once, however many variants of the package the run has.
func (g *graph) unanalysedErrors(contents *fileHashes) []string {
	var out []string
	seen := map[string]bool{}
	once := func(key, msg string) {
		if !seen[key] {
			seen[key] = true
			out = append(out, msg)
		}
	}
	for _, u := range g.units {
		if !u.report {
			continue
		}
		for _, f := range u.pkg.CompiledGoFiles {
			if msg := contents.syntaxError(f); msg != "" && !u.analyse {
				once(f, msg)
			}
		}
		// An analysed package reports its type errors, not why an
		// import is missing (a module the proxy refused): say it, once,
		// for the package itself (its test variant imports the same).
		for _, imp := range u.imports {
			if u.analyse && (!plain(u) || excluded(imp)) {
				continue
			}
			if len(imp.pkg.Errors) > 0 && len(imp.pkg.CompiledGoFiles) == 0 {
				path := strings.TrimSuffix(u.pkg.PkgPath, "_test")
				once(path+"\x00"+imp.pkg.PkgPath, fmt.Sprintf("%s: could not import %s: %s", path, imp.pkg.PkgPath, errText(imp.pkg.Errors[0])))
			}
		}
	}
	return out
}

// errText is a load error's text, with its position when it has one
// (packages.Error says "-" for none).
func errText(e packages.Error) string {
	if e.Pos == "" {
		return e.Msg
	}
	return e.Error()
}

// excluded reports a package that the build constraints leave empty: it
// is there, and the package reports it itself where it is named.
func excluded(u *unit) bool {
	return slices.ContainsFunc(u.pkg.Errors, func(e packages.Error) bool {
		return strings.Contains(e.Msg, "build constraints exclude all Go files")
	})
}

// keys computes the cache key of every unit the run analyses: the tool,
// its configuration, the package's files, and what its imports export, so
// that a change to a package invalidates it, and its importers only when
// what it exports changed (early cut-off, as build systems with
// content-addressed outputs do).
//
// What a unit of a dependency module exports is taken to be its inputs:
// the module cache does not change. What a unit of the main module exports
// is a digest of its declarations, its facts and its imports' exports
// (exportDigest), which the run that declared or analysed it stored under
// its key; a unit whose digest the cache does not hold yet gets its key
// when the run reaches it, after its imports are done (pending), and the
// run computes its digest then.
func (g *graph) keys(salt string, contents *fileHashes, c *cache) {
	schemas := map[string]string{} // the digest of a main module's .sql files, by its directory
	for _, u := range g.units {
		h := sha256.New()
		fmt.Fprintf(h, "%s\x00%s\x00%s\x00", salt, u.pkg.ID, u.pkg.Name)
		if m := u.pkg.Module; m != nil && m.Main && m.Dir != "" {
			// The model reads the module's schema files (model.ModuleSchemaFiles).
			if _, ok := schemas[m.Dir]; !ok {
				schemas[m.Dir] = sqlDigest(m.Dir, contents)
			}
			fmt.Fprintf(h, "schema %s\x00", schemas[m.Dir])
		}
		main := inMain(u)
		for _, f := range u.pkg.CompiledGoFiles {
			if main && strings.HasSuffix(f, ".go") {
				fmt.Fprintf(h, "tokens %s %s\x00", f, contents.tokens(f))
				continue
			}
			fmt.Fprintf(h, "file %s %s\x00", f, contents.get(f).sum)
		}
		for _, e := range u.pkg.Errors {
			fmt.Fprintf(h, "error %s\x00", e)
		}
		if u.testsOnly {
			fmt.Fprintf(h, "tests only\x00")
		}
		u.own = hex.EncodeToString(h.Sum(nil))
		u.pending = slices.ContainsFunc(u.imports, func(imp *unit) bool { return imp.pending || imp.exp == "" })
		if !u.pending {
			u.setKey(c)
		}
	}
}

// setKey computes a unit's key from its own inputs and its imports'
// exports, and takes its export digest from the cache where it has it.
func (u *unit) setKey(c *cache) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00", u.own)
	for _, imp := range u.imports {
		fmt.Fprintf(h, "import %s %s\x00", imp.pkg.ID, imp.exp)
	}
	u.full = hex.EncodeToString(h.Sum(nil))
	if u.analyse || u.wanted && inMain(u) {
		u.key = fmt.Sprintf("%s-%t", u.full, u.report)
	}
	u.pending = false
	switch {
	case !inMain(u):
		u.exp = "inputs " + u.full
	default:
		if en := c.get(expKey(u)); en != nil && en.Digest != "" {
			u.exp = en.Digest
		}
	}
}

// expKey names a unit's export digest in the cache.
func expKey(u *unit) string { return u.full + "-exp" }

// sqlDigest digests the schema files of the module at dir (its .sql
// files and its ent schema's), names and contents.
func sqlDigest(dir string, contents *fileHashes) string {
	files, ok := model.ModuleSchemaFiles(dir)
	h := sha256.New()
	fmt.Fprintf(h, "%t\x00", ok)
	for _, f := range files {
		fmt.Fprintf(h, "%s %s\x00", f, contents.get(f).sum)
	}
	return hex.EncodeToString(h.Sum(nil))
}
