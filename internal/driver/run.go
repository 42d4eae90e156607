package driver

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"os"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/idemlint/idemlint/internal/model"
)

// Config is one run.
type Config struct {
	Dir        string   // the working directory of the go command; "" for the process's
	Patterns   []string // package patterns
	BuildFlags []string // the go command's flags (-tags)
	// Analyzers are the analyzers whose findings are wanted; their
	// requirements run too. Their flags are already set.
	Analyzers []*analysis.Analyzer
	// Named are the functions the flags name (model.NamedFuncs), which
	// the gate admits the packages of.
	Named []string
	// Salt identifies the tool and its configuration in cache keys.
	Salt string
	// CacheDir holds the result cache; "" runs without one.
	CacheDir string
	// CacheProg is the command line of a cache program (the go command's
	// GOCACHEPROG) that holds the result cache's entries instead of
	// CacheDir, which keeps only the index of file stamps and the go
	// command's listings; "" for none.
	CacheProg string
	// Export stores export data in every run, a fresh one too, for the
	// edits that follow (the language server's runs): by default only an
	// incremental run does (saveExport).
	Export bool
	// Progress, when set, is called as the run's first pass over the
	// units goes: how many are done, of how many (replayed, analysed or
	// declared). Calls may come from several goroutines, one at a time.
	Progress func(done, total int)
}

// Diagnostic is one finding, its positions printed as file:line:col (Posn,
// End) and as structured positions (Pos, EndPos: Filename, Line and
// Column, in bytes from 1, and Offset), for callers that convert them.
type Diagnostic struct {
	Analyzer, Pkg string // the analyzer's name; the import path of its package
	Category      string
	Posn, End     string
	Pos, EndPos   token.Position
	Message       string
	Related       []Related
}

// Related is a related position of a finding.
type Related struct {
	Posn, End, Message string
	Pos, EndPos        token.Position
}

// Result is what a run found.
type Result struct {
	Diagnostics []Diagnostic // of the packages the patterns name, in no order
	Errors      []string     // packages that could not be loaded or analysed
	Analysed    int          // units the analyzers ran on
	Cached      int          // units replayed from the cache
	// TestsOnly counts the analysed test variants ("p [p.test]") whose
	// analysis was of their test files only, p's code being p's
	// (unit.testsOnly).
	TestsOnly int
	// Units counts the units of the build; Bodies those type-checked
	// with their function bodies (the gate admitted them: their type
	// errors are reported), Declarations those type-checked by their
	// declarations only, for their importers (their type errors are not
	// reported), and FromExport those whose declarations were read from
	// the export data an earlier run stored. The others were not
	// type-checked: replayed, or not needed.
	Units, Bodies, Declarations, FromExport int
	// Skipped lists the functions a step of the analysis skipped because
	// it panicked (a bug in idemlint), as "pkg: func (step: why)".
	Skipped []string
	// Wired counts the interface methods the whole-module view of
	// interface calls resolved, Registered the functions it found
	// registered as handlers by another package, Rewired the units it ran
	// again, and WiringCut reports that the view still changed after
	// maxWiringRounds rounds.
	Wired      int
	Registered int
	Rewired    int
	WiringCut  bool
	// Packages lists the build's packages by import path, each with the
	// Go files of its largest variant (its test variant's, which hold the
	// package's own and its tests').
	Packages map[string][]string
	// Large lists the dependencies the run did not analyse for their
	// facts, being over the budget of source (maxDepSource), with their
	// sizes.
	Large []string
	// CacheProgErr is why the cache program was given up, when it was:
	// the run went on without a cache from then on.
	CacheProgErr error
}

// Run loads the packages the patterns name and runs the analyzers.
func Run(cfg *Config) (*Result, error) {
	c := openCache(cfg.CacheDir, cfg.CacheProg)
	g, err := loadGraph(cfg, c)
	if err != nil {
		c.close()
		return nil, err
	}
	contents := newFileHashes(c.stamps())
	g.gated(cfg.Named, contents)
	g.keys(cfg.Salt, contents, c)
	unanalysed := g.unanalysedErrors(contents)
	c.saveStamps(contents)
	missed := false
	known, hits := 0, 0 // analysed units whose key is known, and their hits
	for _, u := range g.units {
		if u.analyse && !u.pending {
			u.hit = c.get(u.key)
			known++
			if u.hit != nil {
				hits++
			}
		}
		missed = missed || u.analyse && u.hit == nil || inMain(u) && u.exp == ""
	}
	res := &Result{Errors: unanalysed, Packages: map[string][]string{}, Units: len(g.units), Large: g.large}
	for _, u := range g.units {
		if p := u.pkg.PkgPath; len(u.pkg.GoFiles) > len(res.Packages[p]) {
			res.Packages[p] = u.pkg.GoFiles
		}
	}
	for _, u := range g.units {
		for _, e := range u.pkg.Errors {
			switch {
			case !u.report:
			case e.Pos == "":
				// The package names an error without a position, as
				// the go command does (woodpecker's dummy backend, left
				// empty by its build constraints).
				res.Errors = append(res.Errors, u.pkg.PkgPath+": "+e.Msg)
			default:
				res.Errors = append(res.Errors, e.Error())
			}
		}
	}
	e := &executor{cfg: cfg, fset: token.NewFileSet(), cache: c, contents: contents, res: res,
		facts: map[factKey]analysis.Fact{}, summarised: map[*unit]bool{}, units: map[*types.Package]*unit{}, paths: map[types.Object]objectpath.Path{},
		outs: map[*unit]*entry{}, decls: map[*unit]*model.Decls{}, syntax: map[*unit]*syntax{}, factNames: map[factKey]string{}, unitFacts: map[*unit]map[factKey]bool{},
		typed: map[*unit]typing{}}
	e.incremental = cfg.Export || hits > 0 && 2*hits >= known
	e.plan()
	if missed {
		for _, u := range g.units {
			if u.analyse && !u.pending && u.hit == nil {
				e.below(u)
			}
		}
		e.runAll(g)
	} else {
		for _, u := range g.units {
			if u.analyse {
				e.replay(u, u.hit)
			}
		}
	}
	e.wire(g)
	for _, u := range g.units {
		out := e.outs[u]
		if out == nil {
			continue
		}
		if u.report {
			res.Diagnostics = append(res.Diagnostics, out.Diagnostics...)
			res.Errors = append(res.Errors, out.Errors...)
		}
		res.Skipped = append(res.Skipped, out.Skipped...)
		e.entries = append(e.entries, out.Entries...)
	}
	res.Diagnostics = oneShot(res.Diagnostics, e.entries, blind(g, e.outs))
	for _, t := range e.typed {
		switch t {
		case typedBodies:
			res.Bodies++
		case typedDeclarations:
			res.Declarations++
		case typedExport:
			res.FromExport++
		}
	}
	res.CacheProgErr = c.close()
	return res, nil
}

// below marks u and the packages below it as needed declared: a missed
// unit's check needs its imports' declarations.
func (e *executor) below(u *unit) {
	if u.declare {
		return
	}
	u.declare = true
	for _, imp := range u.imports {
		e.below(imp)
	}
}

// executor runs the analyzers on the units in dependency order.
type executor struct {
	cfg      *Config
	fset     *token.FileSet
	cache    *cache
	contents *fileHashes
	order    []*analysis.Analyzer // requirements first
	byName   map[string]*analysis.Analyzer
	wanted   map[*analysis.Analyzer]bool
	exported reflect.Type // the model's fact that a package exported summaries

	mu         sync.Mutex // guards what follows
	facts      map[factKey]analysis.Fact
	summarised map[*unit]bool                   // units that exported the model's Exported fact
	units      map[*types.Package]*unit         // a package's unit, by its declarations' types or its own
	paths      map[types.Object]objectpath.Path // objects' paths, once each; "" for none
	entries    []model.Entry                    // the units' functions, for the one-shot view
	outs       map[*unit]*entry                 // each unit's outcome, its last analysis's
	decls      map[*unit]*model.Decls           // the main module's declarations (wire)
	syntax     map[*unit]*syntax                // what a unit's files show the whole-module view
	factNames  map[factKey]string               // the names of the objects facts are about (wire)
	unitFacts  map[*unit]map[factKey]bool       // each unit's facts in facts
	byPkg      map[string][]*unit               // units by package path, the package itself first (wire)
	seeded     map[factKey]bool                 // the whole-module view's facts (wire)
	typed      map[*unit]typing                 // how each unit's types were had, for Result's counts
	res        *Result

	declMu sync.Mutex // serialises the declarations the whole-module view adds
	// incremental reports a run that replays most of its units, or whose
	// configuration asks for it (Config.Export): it stores export data
	// (saveExport).
	incremental bool
}

// typing is how a unit's types were had; a later kind outranks an
// earlier one (a unit declared for its importers may be checked with its
// bodies afterwards).
type typing int

const (
	typedDeclarations typing = iota + 1 // type-checked without function bodies
	typedExport                         // read from export data
	typedBodies                         // type-checked with its function bodies
)

// setTyped records how u's types were had.
func (e *executor) setTyped(u *unit, t typing) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.typed[u] = max(e.typed[u], t)
}

// factKey names a fact: of the object at path in a unit, or of the
// unit's package when path is empty. Facts are named by object path, as
// go vet's are, because a unit's own check and the declarations its
// importers were checked against are two type-checks of one package.
type factKey struct {
	a    *analysis.Analyzer
	u    *unit
	path objectpath.Path
	t    reflect.Type
}

// plan orders the analyzers and their requirements.
func (e *executor) plan() {
	e.wanted = map[*analysis.Analyzer]bool{}
	e.byName = map[string]*analysis.Analyzer{}
	seen := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, r := range a.Requires {
			visit(r)
		}
		e.order = append(e.order, a)
		e.byName[a.Name] = a
	}
	for _, a := range e.cfg.Analyzers {
		e.wanted[a] = true
		visit(a)
	}
	e.exported = reflect.TypeFor[*model.Exported]()
}

// runAll runs every unit once its imports are done, GOMAXPROCS at a time.
func (e *executor) runAll(g *graph) {
	if e.cfg.Progress == nil {
		e.inOrder(g, func(*unit) bool { return true }, e.runUnit)
		return
	}
	var mu sync.Mutex
	done := 0
	e.inOrder(g, func(*unit) bool { return true }, func(u *unit) {
		e.runUnit(u)
		mu.Lock()
		defer mu.Unlock()
		done++
		e.cfg.Progress(done, len(g.units))
	})
}

// runUnit replays or analyses one unit, or declares it for its importers.
func (e *executor) runUnit(u *unit) {
	defer e.exportDigest(u)
	if u.pending { // its imports' exports are known now
		u.setKey(e.cache)
		if u.analyse {
			u.hit = e.cache.get(u.key)
		}
		if u.analyse && u.hit == nil {
			e.declareBelow(u) // its check needs its imports' declarations
			u.declare = true
		}
	}
	if u.analyse && u.hit != nil {
		e.replay(u, u.hit)
	}
	if !u.declare {
		return
	}
	if !u.analyse || u.hit != nil || !e.admitted(u) {
		e.declareOnly(u)
		if u.analyse && u.hit == nil {
			e.store(u, u.key, &entry{}, false) // turned away by the gate
		}
		return
	}
	files, err := e.parse(u, true)
	e.analyse(u, u.key, files, err) // its check declares it for its importers too
	if u.types == nil {
		e.declare(u, files) // it did not parse
	}
	e.saveExport(u)
}

// inOrder runs do on the units need selects, each after its imports'
// runs (those among g's units), GOMAXPROCS at a time.
func (e *executor) inOrder(g *graph, need func(*unit) bool, do func(*unit)) {
	done := map[*unit]chan struct{}{}
	for _, u := range g.units {
		done[u] = make(chan struct{})
	}
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for _, u := range g.units {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(done[u])
			for _, imp := range append(u.imports[:len(u.imports):len(u.imports)], u.plain) {
				if ch, ok := done[imp]; ok { // an import of the units g holds, or the unit whose facts it takes
					<-ch
				}
			}
			if !need(u) {
				return
			}
			sem <- struct{}{}
			defer func() { <-sem }()
			do(u)
		}()
	}
	wg.Wait()
}

// replay takes a cached unit's facts and findings.
func (e *executor) replay(u *unit, hit *entry) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, f := range hit.Facts {
		a := e.byName[f.Analyzer]
		if a == nil || f.Type >= len(a.FactTypes) {
			continue
		}
		proto := a.FactTypes[f.Type]
		k := factKey{a: a, u: u, path: objectpath.Path(f.Path), t: reflect.TypeOf(proto)}
		e.setFact(k, &encodedFact{proto, f.Data})
		e.factNames[k] = f.Name
	}
	e.outs[u] = hit
	e.res.Cached++
}

// admitted is the model's gate (model.Gate), answered before the unit's
// syntax is read: a unit it turns away is not parsed.
func (e *executor) admitted(u *unit) bool {
	return u.gate(e.cfg.Named, func(imp *unit) bool {
		if imp.plain != nil {
			imp = imp.plain // whose facts it takes
		}
		e.mu.Lock()
		defer e.mu.Unlock()
		return e.summarised[imp]
	}, e.contents)
}

// analyse checks one unit the gate admits with its function bodies, runs
// the analyzers on it and stores what they found under key.
func (e *executor) analyse(u *unit, key string, files []*ast.File, parseErr error) {
	out := &entry{}
	p, err := (*checked)(nil), parseErr
	if err == nil {
		e.setTyped(u, typedBodies)
		p, err = e.check(u, files)
	}
	if p != nil && p.Types != nil && u.types == nil {
		// The first check of a unit declares it for its importers, type
		// errors or not, as declare would have.
		u.types = p.Types
		e.mu.Lock()
		e.units[p.Types] = u
		e.mu.Unlock()
	}
	if err != nil {
		if u.report {
			out.Errors = append(out.Errors, err.Error())
		}
		e.store(u, key, out, false) // go vet analyses no package that does not type-check
		return
	}
	e.mu.Lock()
	e.units[p.Types] = u
	if syn := e.syntax[u]; syn != nil {
		syn.Invokes, syn.Invoked = model.Invokes(p.Info), true
	}
	e.mu.Unlock()
	if u.testsOnly {
		p.Files = testsOnly(p.Files, e.fset)
	}
	if p.Types != u.types {
		defer func() { // a check again (the whole-module view's) is of no use to its importers
			e.mu.Lock()
			delete(e.units, p.Types)
			e.mu.Unlock()
		}()
	}
	results := map[*analysis.Analyzer]any{}
	failed := map[*analysis.Analyzer]bool{}
	local := map[localKey]analysis.Fact{}
	for _, a := range e.order {
		if !u.report && len(a.FactTypes) == 0 && !requiredForFacts(a, e.order) {
			continue // a dependency's unit computes facts only, as go vet's does
		}
		if slices.ContainsFunc(a.Requires, func(r *analysis.Analyzer) bool { return failed[r] }) {
			failed[a] = true
			continue
		}
		pass := e.pass(u, p, a, results, out, local)
		r, err := e.runPass(a, pass)
		if err != nil {
			failed[a] = true
			if u.report {
				out.Errors = append(out.Errors, fmt.Sprintf("%s: %s: %v", p.PkgPath, a.Name, err))
			}
			continue
		}
		results[a] = r
	}
	for _, r := range results {
		if mr, ok := r.(*model.Result); ok {
			for _, s := range mr.Skipped() {
				out.Skipped = append(out.Skipped, fmt.Sprintf("%s: %s (%s: %s)", p.PkgPath, s.Func, s.Step, s.Why))
			}
			if m := u.pkg.Module; m != nil && m.Main {
				out.Entries, out.Registrations, out.Passes = mr.Entries(), mr.Registrations(), mr.Passes()
				if u.testsOnly { // its other functions are p's, or nothing's
					out.Entries = slices.DeleteFunc(out.Entries, func(en model.Entry) bool { return !strings.HasSuffix(en.File, "_test.go") })
				}
			}
		}
	}
	e.store(u, key, out, true)
}

// testsOnly returns a test variant's files for its analysis: the
// functions declared outside its _test.go files lose their bodies, after
// the check that needed them (unit.testsOnly).
func testsOnly(files []*ast.File, fset *token.FileSet) []*ast.File {
	out := make([]*ast.File, len(files))
	for i, f := range files {
		out[i] = f
		if strings.HasSuffix(fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		thin := *f
		thin.Decls = make([]ast.Decl, len(f.Decls))
		for j, d := range f.Decls {
			thin.Decls[j] = d
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				bare := *fd
				bare.Body = nil
				thin.Decls[j] = &bare
			}
		}
		out[i] = &thin
	}
	return out
}

// checked is a unit type-checked with its function bodies.
type checked struct {
	PkgPath string
	Types   *types.Package
	Info    *types.Info
	Files   []*ast.File
	Errors  []types.Error
}

// parse parses a unit's files: with their bodies and comments, for a
// unit to analyse, or without bodies, for its declarations. It returns
// the files that could be read and parsed, and the first error.
func (e *executor) parse(u *unit, bodies bool) ([]*ast.File, error) {
	var files []*ast.File
	var first error
	syn := new(syntax)
	defer func() {
		if inMain(u) {
			e.mu.Lock()
			e.syntax[u] = syn
			e.mu.Unlock()
		}
	}()
	builds := func(name string, f *ast.File) {
		if inMain(u) {
			if strings.HasSuffix(name, "_test.go") {
				syn.TestBuilt = append(syn.TestBuilt, model.Builds(f, u.pkg.PkgPath)...)
			} else {
				syn.Built = append(syn.Built, model.Builds(f, u.pkg.PkgPath)...)
				syn.Noops = append(syn.Noops, model.Noops(f, u.pkg.PkgPath)...)
			}
			syn.Selects = append(syn.Selects, model.Selects(f)...)
		}
	}
	for _, name := range u.pkg.CompiledGoFiles {
		src, err := os.ReadFile(name)
		if err != nil {
			first = cmp.Or(first, err)
			continue
		}
		if bodies {
			f, err := parser.ParseFile(e.fset, name, src, parser.AllErrors|parser.ParseComments|parser.SkipObjectResolution)
			if err != nil {
				first = cmp.Or(first, err)
			} else {
				if !inMain(u) {
					thinTables(f)
				}
				builds(name, f)
				files = append(files, f)
			}
			continue
		}
		if !inMain(u) {
			src = blankBodies(src) // what declares a main module's package reads its bodies (model.Builds)
		}
		f, _ := parser.ParseFile(e.fset, name, src, parser.SkipObjectResolution)
		if f != nil {
			if !inMain(u) {
				thinTables(f)
			}
			builds(name, f)
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					fd.Body = nil // not needed, and the syntax is dropped the sooner
				}
			}
		}
		if f != nil {
			files = append(files, f)
		}
	}
	return files, first
}

// declare type-checks a unit's declarations, its function bodies
// skipped, for its importers; a package that does not check is declared
// as far as it goes, as go/packages would.
func (e *executor) declare(u *unit, files []*ast.File) {
	if u.pkg.PkgPath == "unsafe" {
		u.types = types.Unsafe
		return
	}
	conf := e.config(u, func(error) {})
	conf.IgnoreFuncBodies = true
	u.types, _ = conf.Check(u.pkg.PkgPath, e.fset, files, nil)
	if u.types == nil {
		u.types = types.NewPackage(u.pkg.PkgPath, u.pkg.Name)
	}
	e.setTyped(u, typedDeclarations)
	e.mu.Lock()
	e.units[u.types] = u
	e.mu.Unlock()
}

// exportDigest sets the export digest of a unit of the main module that
// the cache did not hold: from its declarations and facts when the run
// declared it, else its inputs (an importer's key then changes with them).
// It stores the digest for the next run.
func (e *executor) exportDigest(u *unit) {
	if !inMain(u) || u.exp != "" {
		return
	}
	e.declMu.Lock()
	pkg := u.types
	e.declMu.Unlock()
	if pkg == nil {
		u.exp = "inputs " + u.full
		return
	}
	h := sha256.New()
	for _, name := range pkg.Scope().Names() {
		obj := pkg.Scope().Lookup(name)
		fmt.Fprintf(h, "%s\x00", types.ObjectString(obj, nil))
		if tn, ok := obj.(*types.TypeName); ok && !tn.IsAlias() {
			if n, ok := tn.Type().(*types.Named); ok {
				for i := range n.NumMethods() {
					fmt.Fprintf(h, "%s\x00", types.ObjectString(n.Method(i), nil))
				}
			}
		}
	}
	facts := e.facts1(u)
	for _, k := range slices.SortedFunc(maps.Keys(facts), func(a, b factKey) int {
		return cmp.Compare(a.a.Name+" "+string(a.path)+" "+a.t.String(), b.a.Name+" "+string(b.path)+" "+b.t.String())
	}) {
		fmt.Fprintf(h, "fact %s %s %s %s\x00", k.a.Name, k.path, k.t, facts[k])
	}
	for _, imp := range u.imports {
		fmt.Fprintf(h, "import %s %s\x00", imp.pkg.ID, imp.exp)
	}
	if u.plain != nil {
		fmt.Fprintf(h, "facts of %s\x00", u.plain.exp)
	}
	u.exp = hex.EncodeToString(h.Sum(nil))
	e.cache.put(expKey(u), &entry{Digest: u.exp})
}

// declareBelow declares, imports first and GOMAXPROCS at a time, the
// units below u that the run has not declared: a unit whose key was
// pending missed, and its check needs them.
func (e *executor) declareBelow(u *unit) {
	e.declMu.Lock()
	defer e.declMu.Unlock()
	seen := map[*unit]bool{}
	below := &graph{}
	var visit func(v *unit)
	visit = func(v *unit) {
		if seen[v] {
			return
		}
		seen[v] = true
		for _, imp := range v.imports {
			visit(imp)
		}
		if v.types == nil && v != u {
			below.units = append(below.units, v)
		}
	}
	visit(u)
	e.inOrder(below, func(*unit) bool { return true }, e.declareOnly)
}

// declareOnly declares a unit for its importers: from its export data in
// the cache when there is some, else from its source, its export data then
// stored, so that the next run that needs the declarations of a package
// that did not change reads them instead of type-checking them again (a
// one-file edit of a module needs the declarations of everything below the
// edited package).
func (e *executor) declareOnly(u *unit) {
	if e.fromExport(u) {
		return
	}
	files, _ := e.parse(u, false)
	e.declare(u, files)
	e.saveExport(u)
}

// saveExport stores a unit's declarations as export data, with what its
// files show the whole-module view, in an incremental run: writing export
// data costs more than type-checking declarations, so a fresh run writes
// none, and the first run after an edit writes what it had to declare
// again, for the edits after it.
func (e *executor) saveExport(u *unit) {
	if !e.incremental || !e.cache.on() || u.full == "" || u.types == nil || u.pkg.PkgPath == "unsafe" {
		return
	}
	var buf bytes.Buffer
	if gcexportdata.Write(&buf, e.fset, u.types) != nil {
		return
	}
	e.cache.putRaw(exportKey(u), buf.Bytes())
	e.mu.Lock()
	syn := e.syntax[u]
	e.mu.Unlock()
	if syn != nil {
		e.cache.put(syntaxKey(u), &entry{Syntax: syn})
	}
}

// exportKey names a unit's export data in the cache, and syntaxKey what
// its files show the whole-module view.
func exportKey(u *unit) string { return u.full + "-export" }
func syntaxKey(u *unit) string { return u.full + "-syntax" }

// fromExport declares u from its export data in the cache, against its
// imports' declarations, and reports whether it could.
func (e *executor) fromExport(u *unit) bool {
	if !e.cache.on() || u.full == "" || u.pkg.PkgPath == "unsafe" {
		return false
	}
	data := e.cache.getRaw(exportKey(u))
	if len(data) == 0 {
		return false
	}
	imports := map[string]*types.Package{}
	seen := map[*unit]bool{}
	complete := true
	var visit func(v *unit)
	visit = func(v *unit) {
		for _, imp := range v.imports {
			if seen[imp] {
				continue
			}
			seen[imp] = true
			if imp.types == nil {
				complete = false
				return
			}
			imports[imp.pkg.PkgPath] = imp.types
			visit(imp)
		}
	}
	visit(u)
	if !complete {
		return false
	}
	pkg, err := gcexportdata.Read(bytes.NewReader(data), e.fset, imports, u.pkg.PkgPath)
	if err != nil {
		return false
	}
	u.types = pkg
	e.setTyped(u, typedExport)
	e.mu.Lock()
	e.units[pkg] = u
	e.mu.Unlock()
	if inMain(u) {
		if en := e.cache.get(syntaxKey(u)); en != nil && en.Syntax != nil {
			e.mu.Lock()
			e.syntax[u] = en.Syntax
			e.mu.Unlock()
		}
	}
	return true
}

// config is the type checker's configuration for a unit: its imports
// are their units' declarations.
func (e *executor) config(u *unit, report func(error)) *types.Config {
	conf := &types.Config{
		Importer: importer(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			if imp := u.byPath[path]; imp != nil && imp.types != nil {
				return imp.types, nil
			}
			return nil, fmt.Errorf("no package for import %q", path)
		}),
		Sizes: u.pkg.TypesSizes,
		Error: report,
	}
	if m := u.pkg.Module; m != nil && m.GoVersion != "" {
		conf.GoVersion = "go" + m.GoVersion
	}
	return conf
}

// check type-checks a unit's files, with their bodies, against its
// imports' declarations. With type errors it returns the unit as far as
// it checked, and the first error.
func (e *executor) check(u *unit, files []*ast.File) (*checked, error) {
	p := u.pkg
	c := &checked{PkgPath: p.PkgPath, Files: files}
	c.Info = &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
	conf := e.config(u, func(err error) {
		if te, ok := err.(types.Error); ok {
			c.Errors = append(c.Errors, te)
		}
	})
	c.Types, _ = conf.Check(p.PkgPath, e.fset, c.Files, c.Info)
	if len(c.Errors) > 0 {
		return c, fmt.Errorf("%s: %v", p.ID, c.Errors[0])
	}
	return c, nil
}

type importer func(path string) (*types.Package, error)

func (f importer) Import(path string) (*types.Package, error) { return f(path) }

// localKey names a fact of the unit's own objects, path or none.
type localKey struct {
	a   *analysis.Analyzer
	obj types.Object
	t   reflect.Type
}

// requiredForFacts reports whether an analyzer with facts requires a.
func requiredForFacts(a *analysis.Analyzer, order []*analysis.Analyzer) bool {
	for _, b := range order {
		if len(b.FactTypes) > 0 && slices.Contains(b.Requires, a) {
			return true
		}
	}
	return false
}

// runPass runs one analyzer, a panic turned into an error.
func (e *executor) runPass(a *analysis.Analyzer, pass *analysis.Pass) (r any, err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("internal error: %v\n%s", x, debug.Stack())
		}
	}()
	return a.Run(pass)
}

// store records a unit's outcome in the run and in the cache under key;
// analysed says the analyzers ran on it.
func (e *executor) store(u *unit, key string, out *entry, analysed bool) {
	e.cache.put(key, out)
	e.mu.Lock()
	defer e.mu.Unlock()
	e.outs[u] = out
	if analysed {
		e.res.Analysed++
		if u.testsOnly {
			e.res.TestsOnly++
		}
	}
}

// pass builds the analysis.Pass of analyzer a on unit u, checked as p.
func (e *executor) pass(u *unit, p *checked, a *analysis.Analyzer, results map[*analysis.Analyzer]any, out *entry, local map[localKey]analysis.Fact) *analysis.Pass {
	resultOf := map[*analysis.Analyzer]any{}
	for _, r := range a.Requires {
		resultOf[r] = results[r]
	}
	var module *analysis.Module
	if m := u.pkg.Module; m != nil {
		module = &analysis.Module{Path: m.Path, Version: m.Version, GoVersion: m.GoVersion}
	}
	factType := func(f analysis.Fact) int {
		return slices.IndexFunc(a.FactTypes, func(t analysis.Fact) bool { return reflect.TypeOf(t) == reflect.TypeOf(f) })
	}
	encoders := map[*types.Package]*objectpath.Encoder{}
	// key names obj's fact in the run's facts, if an importer can name it.
	key := func(obj types.Object, fact analysis.Fact) (factKey, bool) {
		e.mu.Lock()
		owner := e.units[obj.Pkg()]
		path, known := e.paths[obj]
		e.mu.Unlock()
		if owner == nil {
			return factKey{}, false
		}
		if !known {
			enc := encoders[obj.Pkg()]
			if enc == nil {
				enc = new(objectpath.Encoder)
				encoders[obj.Pkg()] = enc
			}
			var err error
			if path, err = enc.For(obj); err != nil {
				path = "" // no importer can name it
			}
			if obj.Pkg() != p.Types { // an import's: asked again by other units
				e.mu.Lock()
				e.paths[obj] = path
				e.mu.Unlock()
			}
		}
		return factKey{a: a, u: owner, path: path, t: reflect.TypeOf(fact)}, path != ""
	}
	// The facts a unit sees are those go vet's unit would (unitchecker):
	// its direct imports', and, of the packages below them, the facts
	// about types, fields and methods that each unit passes on to its
	// importers, not those about other package-level objects or packages.
	direct := func(owner *unit) bool { return owner == u || slices.Contains(u.imports, owner) }
	return &analysis.Pass{
		Analyzer:     a,
		Fset:         e.fset,
		Files:        p.Files,
		OtherFiles:   u.pkg.OtherFiles,
		IgnoredFiles: u.pkg.IgnoredFiles,
		Pkg:          p.Types,
		TypesInfo:    p.Info,
		TypesSizes:   u.pkg.TypesSizes,
		TypeErrors:   p.Errors,
		Module:       module,
		ResultOf:     resultOf,
		ReadFile:     os.ReadFile,
		Report: func(d analysis.Diagnostic) {
			if u.report && e.wanted[a] {
				out.Diagnostics = append(out.Diagnostics, e.diagnostic(p.PkgPath, a, d))
			}
		},
		ImportObjectFact: func(obj types.Object, fact analysis.Fact) bool {
			if f, ok := local[localKey{a, obj, reflect.TypeOf(fact)}]; ok {
				return copyFact(fact, f)
			}
			k, ok := key(obj, fact)
			return ok && (direct(k.u) || passedOn(obj)) && e.importFact(k, fact)
		},
		ImportPackageFact: func(pkg *types.Package, fact analysis.Fact) bool {
			e.mu.Lock()
			owner := e.units[pkg]
			e.mu.Unlock()
			return owner != nil && direct(owner) && e.importFact(factKey{a: a, u: owner, t: reflect.TypeOf(fact)}, fact)
		},
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			if obj.Pkg() != p.Types {
				panic(fmt.Sprintf("%s: fact about %s, an object of another package", a.Name, obj))
			}
			local[localKey{a, obj, reflect.TypeOf(fact)}] = fact
			if k, ok := key(obj, fact); ok { // else no importer can name it, as with go vet's facts
				e.exportFact(k, fact)
				e.mu.Lock()
				e.factNames[k] = obj.Name()
				e.mu.Unlock()
				out.addFact(a, string(k.path), obj.Name(), factType(fact), fact)
			}
		},
		ExportPackageFact: func(fact analysis.Fact) {
			e.exportFact(factKey{a: a, u: u, t: reflect.TypeOf(fact)}, fact)
			out.addFact(a, "", "", factType(fact), fact)
		},
		AllObjectFacts: func() []analysis.ObjectFact {
			var all []analysis.ObjectFact
			for k, f := range local {
				all = append(all, analysis.ObjectFact{Object: k.obj, Fact: f})
			}
			return all
		},
		AllPackageFacts: func() []analysis.PackageFact { return e.allPackageFacts(a) },
	}
}

// passedOn reports an object whose facts a unit passes on to its
// importers with its own (go vet's facts): a type, or a field or method.
func passedOn(obj types.Object) bool {
	_, isType := obj.(*types.TypeName)
	return isType || obj.Parent() != obj.Pkg().Scope()
}

func copyFact(dst, src analysis.Fact) bool {
	reflect.ValueOf(dst).Elem().Set(reflect.ValueOf(src).Elem())
	return true
}

func (e *executor) importFact(k factKey, fact analysis.Fact) bool {
	if k.u.plain != nil {
		k.u = k.u.plain // a package compiled again for tests: its package's facts
	}
	e.mu.Lock()
	f, ok := e.fact(k)
	e.mu.Unlock()
	return ok && copyFact(fact, f)
}

// encodedFact is a fact as a replayed entry holds it: most are never read
// by a run that replays, and decoding each is most of a replay's cost.
type encodedFact struct {
	proto analysis.Fact
	data  []byte
}

func (*encodedFact) AFact() {}

// fact returns the fact of k, decoded on first use; e.mu is held. A fact
// that cannot be decoded is dropped.
func (e *executor) fact(k factKey) (analysis.Fact, bool) {
	f, ok := e.facts[k]
	if enc, isEnc := f.(*encodedFact); isEnc {
		var err error
		if f, err = decodeFact(enc.proto, enc.data); err != nil {
			delete(e.facts, k)
			delete(e.unitFacts[k.u], k)
			return nil, false
		}
		e.facts[k] = f
	}
	return f, ok
}

func (e *executor) exportFact(k factKey, fact analysis.Fact) {
	e.mu.Lock()
	e.setFact(k, fact)
	e.mu.Unlock()
}

// setFact records a fact; e.mu is held.
func (e *executor) setFact(k factKey, fact analysis.Fact) {
	e.facts[k] = fact
	if e.unitFacts[k.u] == nil {
		e.unitFacts[k.u] = map[factKey]bool{}
	}
	e.unitFacts[k.u][k] = true
	if k.path == "" && k.t == e.exported {
		e.summarised[k.u] = true
	}
}

// allPackageFacts returns the package facts of a known to the run, each
// of its unit's declarations.
func (e *executor) allPackageFacts(a *analysis.Analyzer) []analysis.PackageFact {
	e.mu.Lock()
	defer e.mu.Unlock()
	var out []analysis.PackageFact
	for k := range e.facts {
		if k.a != a || k.path != "" {
			continue
		}
		if f, ok := e.fact(k); ok {
			out = append(out, analysis.PackageFact{Package: k.u.types, Fact: f})
		}
	}
	return out
}

// diagnostic gives a finding's positions, structured and printed as go
// vet's -json does.
func (e *executor) diagnostic(pkgPath string, a *analysis.Analyzer, d analysis.Diagnostic) Diagnostic {
	out := Diagnostic{
		Analyzer: a.Name,
		Pkg:      strings.TrimSuffix(pkgPath, "_test"),
		Category: d.Category,
		Pos:      e.fset.Position(d.Pos),
		EndPos:   e.fset.Position(cmp.Or(d.End, d.Pos)),
		Message:  d.Message,
	}
	out.Posn, out.End = out.Pos.String(), out.EndPos.String()
	for _, r := range d.Related {
		rel := Related{Pos: e.fset.Position(r.Pos), EndPos: e.fset.Position(cmp.Or(r.End, r.Pos)), Message: r.Message}
		rel.Posn, rel.End = rel.Pos.String(), rel.EndPos.String()
		out.Related = append(out.Related, rel)
	}
	return out
}
