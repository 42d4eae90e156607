package model

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/directive"
	"github.com/idemlint/idemlint/internal/ssax"
)

// model holds the state of one Run: everything here dies with the pass.
type model struct {
	pass   *analysis.Pass
	cfg    *config
	ix     *index
	prog   *ssa.Program
	ssaPkg *ssa.Package
	funcs  []*ssa.Function             // source functions and their closures, in source order
	calls  map[token.Pos]*ast.CallExpr // call expressions by Lparen, to map SSA calls back to syntax
	sends  map[token.Pos]*ast.SendStmt // send statements by Arrow, likewise
	decl   map[*types.Func][]Kind      // kinds declared by //idemlint: directives

	local    map[*ssa.Function]*Summary          // summaries of this package's functions
	handlers map[*ssa.Function]string            // why a function runs once per delivery
	periodic map[*ssa.Function]bool              // handlers that run on a schedule, not per delivery
	ticks    map[*ssa.Function]ssa.Instruction   // where a periodic job that runs by its own loop waits (Func.Tick)
	verifyAt map[*ssa.Function][]ssa.Instruction // where a webhook handler verifies what it received (Func.Verified)
	doneBy   map[*ssa.Function]string            // handlers whose return acks, by the library's name (Func.DoneOnReturn)
	verifies map[*ssa.Function]bool              // functions that verify a webhook's signature
	receives map[*ssa.Function]bool              // functions that receive messages (a receive loop's body)
	works    map[*ssa.Function]bool              // functions that check, write, commit or have an effect themselves
	drains   map[any]*drain                      // channels whose receiver acks or effects what it is sent (drains.go), by chanID
	// registered lists the functions of other packages that the
	// package's calls register as handlers (Registrations).
	registered []Registration
	// reachedBy holds the functions that the whole-module view says a
	// handler of another package calls (Registered.Reached).
	reachedBy map[*ssa.Function]*Registered
	cbTx      map[*ssa.Function]*Tx    // the transaction a TxFunc callback runs in
	watched   map[*ssa.Function]bool   // callbacks run under go-redis Watch
	scans     map[*ssa.Function]*fscan // the final scan of each function
	impls     map[*types.Func][]*types.Func
	noops     map[string]bool // the package's no-op methods (Noops), on first use
	implRows  map[*types.Func]implRow
	named     map[*types.Package][]*types.TypeName // concreteTypes, by package
	imports   []*types.Package                     // the package's imports, transitively (importsAll), on first use
	catalogs  []*types.Package                     // the catalog packages among them (catalogImports), on first use
	skipped   map[string]bool                      // budget skips printed under -idemlint.debug
	uses      map[*ssa.Function][]use              // where the package's functions are mentioned, built on first use
	passed    *paramUses                           // the static calls of its functions, for paramFuncs, built on first use
	passes    []Pass                               // what it passes for other packages' func parameters (Passes)
	// stored maps a struct field or package variable to the values the
	// package stores in it (Mailer{send: smtp.SendMail}), built on first
	// use.
	stored    map[types.Object][]ssa.Value
	ctors     map[string]ctor                 // constructorOf by type, built on first use
	tpCalls   map[*ssa.Function]bool          // callsTypeParams, by function
	errAllocs map[*ssa.Function]bool          // buildsErrors, by function
	randomRet map[*ssa.Function]randomReturns // returnsRandom, by function, for the sources it was asked with
	instBusy  map[*ssa.Function]bool          // functions instanceSummary is summarising
	sent      *sentinels
	// naming is the rule the ORM mappers the program sets name columns
	// by (findColumnNaming), "" when none is known.
	naming string
	fails  failures // functions skipped because a step panicked
	// testSupport reports a package of test helpers (declaresTestHelpers).
	testSupport bool
	flowMu      sync.Mutex
	flows       map[*ssa.Function]*ssax.Flow // flow, by function
	// serialDriver reports that the package imports a database/sql driver
	// whose transactions are always serializable (SQLite).
	serialDriver bool
	// schema is the module's SQL and ent schema (moduleSchema), read on
	// first use.
	schemaOnce sync.Once
	schema     *moduleSchema
}

func newModel(pass *analysis.Pass, cfg *config) *model {
	return &model{
		pass: pass, cfg: cfg, ix: theIndex(),
		calls:     map[token.Pos]*ast.CallExpr{},
		sends:     map[token.Pos]*ast.SendStmt{},
		decl:      map[*types.Func][]Kind{},
		local:     map[*ssa.Function]*Summary{},
		handlers:  map[*ssa.Function]string{},
		periodic:  map[*ssa.Function]bool{},
		reachedBy: map[*ssa.Function]*Registered{},
		ticks:     map[*ssa.Function]ssa.Instruction{},
		verifyAt:  map[*ssa.Function][]ssa.Instruction{},
		doneBy:    map[*ssa.Function]string{},
		verifies:  map[*ssa.Function]bool{},
		receives:  map[*ssa.Function]bool{},
		works:     map[*ssa.Function]bool{},
		drains:    map[any]*drain{},
		cbTx:      map[*ssa.Function]*Tx{},
		watched:   map[*ssa.Function]bool{},
		scans:     map[*ssa.Function]*fscan{},
		tpCalls:   map[*ssa.Function]bool{},
		errAllocs: map[*ssa.Function]bool{},
		randomRet: map[*ssa.Function]randomReturns{},
		instBusy:  map[*ssa.Function]bool{},
		impls:     map[*types.Func][]*types.Func{},
		implRows:  map[*types.Func]implRow{},
		named:     map[*types.Package][]*types.TypeName{},
		skipped:   map[string]bool{},
		flows:     map[*ssa.Function]*ssax.Flow{},
	}
}

// namedImports returns the imports of pkg whose package-level functions
// or variables info says the package's code uses: the SSA members that
// its code's SSA refers to. A constant is its value, a type its
// types.Type, and a method is created on demand.
func namedImports(pkg *types.Package, info *types.Info) map[*types.Package]bool {
	out := map[*types.Package]bool{}
	for _, obj := range info.Uses {
		p := obj.Pkg()
		if p == nil || p == pkg || out[p] {
			continue
		}
		switch o := obj.(type) {
		case *types.Func:
			obj = o.Origin()
		case *types.Var:
		default:
			continue
		}
		if p.Scope().Lookup(obj.Name()) == obj {
			out[p] = true
		}
	}
	return out
}

// build constructs SSA for the package alone, as buildssa does but without
// requiring it: the model has facts, so whatever it requires runs on every
// dependency.
func (m *model) build() {
	defer func() {
		if r := recover(); r != nil {
			m.prog = nil // ill-typed code the SSA builder cannot take: stay silent
		}
	}()
	// BareInits: the package initializer does not call its imports'
	// (nothing the model reads), so only the imports whose package-level
	// members the code names need SSA packages; methods of the others are
	// created on demand. Creating every import's members cost a tenth of
	// a fresh run.
	prog := ssa.NewProgram(m.pass.Fset, ssa.BareInits)
	named := namedImports(m.pass.Pkg, m.pass.TypesInfo)
	for _, p := range m.pass.Pkg.Imports() {
		if named[p] {
			prog.CreatePackage(p, nil, nil, true)
		}
		if w := m.ix.wild[catalog.Canonical(p.Path())]; w != nil && w.Role == catalog.SerializableDriver {
			m.serialDriver = true
		}
	}
	m.ssaPkg = prog.CreatePackage(m.pass.Pkg, m.ssaFiles(), m.pass.TypesInfo, false)
	m.ssaPkg.Build()
	m.prog = prog

	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		m.funcs = append(m.funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, f := range m.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			obj, ok := m.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			if fn := prog.FuncValue(obj); fn != nil && fn.Blocks != nil {
				add(fn)
			}
			m.declare(fd, obj)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				m.calls[x.Lparen] = x
			case *ast.SendStmt:
				m.sends[x.Arrow] = x
			}
			return true
		})
	}
	// Closures in package-level variable initialisers belong to init:
	// var h = message.NoPublishHandlerFunc(func(…) error { … }).
	if init := m.ssaPkg.Func("init"); init != nil {
		add(init)
	}
}

// declare records the directives on a declaration and the handler methods.
func (m *model) declare(fd *ast.FuncDecl, obj *types.Func) {
	kinds := map[directive.Kind]Kind{
		directive.Check: Check, directive.Claim: Claim, directive.Effect: Effect,
		directive.Ack: Ack, directive.KeySink: KeySink, directive.Handler: handlerKind,
	}
	for _, d := range directive.OfDecl(fd.Doc) {
		if k, ok := kinds[d.Kind]; ok {
			m.decl[obj] = append(m.decl[obj], k)
		}
	}
	if k, ok := m.cfg.byName[obj.FullName()]; ok {
		m.decl[obj] = append(m.decl[obj], k)
	}
	fn := m.prog.FuncValue(obj)
	if fn == nil {
		return
	}
	for _, k := range m.decl[obj] {
		if k == handlerKind {
			m.handlers[fn] = "marked //idemlint:handler"
		}
	}
	if why, path := m.handlerMethod(obj); why != "" {
		m.handlers[fn] = why
		m.doneBy[fn] = catalog.DoneOnReturn(path)
	}
	m.registeredFact(fn, obj)
}

// handlerMethod reports why method obj implements a per-delivery handler
// interface of a catalog library (asynq ProcessTask, River Work, sarama
// ConsumeClaim): same name, and a parameter of a type from that library.
func (m *model) handlerMethod(obj *types.Func) (why, path string) {
	sig := obj.Signature()
	if sig.Recv() == nil {
		return "", ""
	}
	for _, row := range handlerMethods() {
		if row.Name != obj.Name() {
			continue
		}
		for i := range sig.Params().Len() {
			if n := namedOf(sig.Params().At(i).Type()); n != nil && n.Obj().Pkg() != nil &&
				catalog.Canonical(n.Obj().Pkg().Path()) == row.Path {
				return fmt.Sprintf("implements %s.%s", pkgName(row.Path), row.Recv), row.Path
			}
		}
	}
	return "", ""
}

func handlerMethods() []*catalog.Row { return theHandlerMethods() }

var theHandlerMethods = onceRows(catalog.HandlerMethod)

var theHandlerTypes = onceRows(catalog.HandlerType)

// signatureHandlers marks the package's functions and closures whose
// signature is that of a handler func type of a library the package
// imports (asynq.HandlerFunc's func(context.Context, *asynq.Task) error):
// a closure made by a factory and registered through the program's own
// wrapper (mux.HandleFunc(name, wrap(asynq.HandlerFunc(h)))) runs once
// per delivery, though no conversion names it.
func (m *model) signatureHandlers() {
	var sigs []*types.Signature
	var names, paths []string
	for _, imp := range append([]*types.Package{m.pass.Pkg}, m.importsAll()...) {
		for _, row := range theHandlerTypes() {
			if catalog.Canonical(imp.Path()) != row.Path {
				continue
			}
			if tn, ok := imp.Scope().Lookup(row.Name).(*types.TypeName); ok {
				if sig, ok := tn.Type().Underlying().(*types.Signature); ok {
					sigs = append(sigs, sig)
					names = append(names, pkgName(row.Path)+"."+row.Name)
					paths = append(paths, row.Path)
				}
			}
		}
	}
	if len(sigs) == 0 {
		return
	}
	for _, fn := range m.funcs {
		if m.handlers[fn] != "" || m.inTestFile(fn) {
			continue
		}
		for i, sig := range sigs {
			if types.Identical(fn.Signature, sig) {
				m.handlers[fn] = "has the signature of " + names[i]
				m.doneBy[fn] = catalog.DoneOnReturn(paths[i])
				break
			}
		}
	}
}

func pkgName(path string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '/' {
			return path[i+1:]
		}
	}
	return path
}

// reportDirectiveProblems reports malformed //idemlint: directives.
func reportDirectiveProblems(pass *analysis.Pass) {
	for _, f := range pass.Files {
		for _, p := range directive.Problems(pass.Fset, f, knownAnalyzers) {
			pass.Report(analysis.Diagnostic{Pos: p.Pos, Category: "directive", Message: p.Message})
		}
	}
}

// knownAnalyzers are the names //idemlint:ignore accepts.
var knownAnalyzers = []string{"idemlint", "checkthenact", "effectbeforeclaim", "randomkey", "ackorder"}

// ssaFiles returns the package's files with each function body over
// maxNodes left out: the function is declared without a body, as one
// written in assembly is, and has no operations. -idemlint.debug names it.
func (m *model) ssaFiles() []*ast.File {
	var out []*ast.File
	for _, f := range m.pass.Files {
		g := f
		for i, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			n := countNodes(fd.Body, maxNodes)
			if n <= maxNodes {
				continue
			}
			if g == f {
				cp := *f
				cp.Decls = slices.Clone(f.Decls)
				g = &cp
			}
			stub := *fd
			stub.Body = nil
			g.Decls[i] = &stub
			m.skipSyntax(fd)
		}
		out = append(out, g)
	}
	return out
}

// countNodes counts the syntax nodes of n, stopping past limit.
func countNodes(n ast.Node, limit int) int {
	count := 0
	ast.Inspect(n, func(ast.Node) bool {
		count++
		return count <= limit
	})
	return count
}

// skipSyntax reports, under -idemlint.debug, a function whose body
// ssaFiles left out.
func (m *model) skipSyntax(fd *ast.FuncDecl) {
	if !m.cfg.debug {
		return
	}
	name := fd.Name.Name
	if obj, ok := m.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
		name = obj.FullName()
	}
	fmt.Fprintf(os.Stderr, "idemlint: debug: %s: idemlint skips %s: more than %d syntax nodes, over its budget of %d\n",
		m.pass.Fset.Position(fd.Pos()), name, maxNodes, maxNodes)
}

// flow returns the one Flow of fn, shared by the model and every analyzer
// of the package.
func (m *model) flow(fn *ssa.Function) *ssax.Flow {
	m.flowMu.Lock()
	defer m.flowMu.Unlock()
	f := m.flows[fn]
	if f == nil {
		f = ssax.NewFlow(fn)
		m.flows[fn] = f
	}
	return f
}
