package model

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/directive"
	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/ssax"
)

// Analyzer is the shared operation model. The four checkers Require it; it
// owns every fact. Its name is the tool's, so its flags read
// -idemlint.check=… and its own diagnostics (malformed directives) are
// attributed to idemlint.
var Analyzer = New()

// New returns a fresh model analyzer with its own flags, for drivers that
// configure several instances in one process (golangci-lint's plugin).
func New() *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:             "idemlint",
		Doc:              doc,
		URL:              "https://pkg.go.dev/github.com/idemlint/idemlint/internal/model",
		Run:              run,
		RunDespiteErrors: true,
		ResultType:       reflect.TypeFor[*Result](),
		FactTypes:        []analysis.Fact{(*Summary)(nil), (*Exported)(nil), (*NotFoundVars)(nil), (*Registered)(nil), (*Passed)(nil), (*Noop)(nil), (*ColumnNamings)(nil)},
		Flags:            newFlags(),
	}
}

// ResultOf returns the model's result among the results a checker
// requires, whichever model instance it was built with.
func ResultOf(pass *analysis.Pass) *Result {
	for _, r := range pass.ResultOf {
		if res, ok := r.(*Result); ok {
			return res
		}
	}
	return &Result{}
}

const doc = `the operation model shared by idemlint's analyzers

The idemlint analyzer recognises the operations of the idemlint vocabulary
(CHECK, WRITE, CLAIM, EFFECT, ACK, COMMIT, KEY SINK, RANDOM SOURCE, HANDLER)
in each function, from a catalog of library APIs, from //idemlint:
directives and from the flags below, and summarises the program's own
wrappers as facts for their callers. It reports malformed //idemlint:
directives.`

// Result is what the model knows about one package.
type Result struct {
	// Pkg is the SSA form of the package; nil when the package cannot
	// contain a recognised operation (the cost gate).
	Pkg *ssa.Package
	// Funcs lists the package's functions that hold operations or are
	// handlers, in source order, closures included.
	Funcs []*Func

	// Report says how the checkers report: related positions folded into
	// messages (-idemlint.fold), silenced findings kept
	// (-idemlint.show-ignored).
	Report report.Options

	byFn      map[*ssa.Function]*Func
	txCommits map[*ssa.Function]*Op // TxCommit
	calls     struct {
		once sync.Once
		n    map[*ssa.Function]int
	} // Calls, counted on first use: analyzers of one package may ask at once
	m *model
}

// Calls returns how many static calls of fn the package's functions make,
// closures included.
func (r *Result) Calls(fn *ssa.Function) int {
	if r.m == nil {
		return 0
	}
	r.calls.once.Do(func() {
		r.calls.n = map[*ssa.Function]int{}
		for _, g := range r.m.funcs {
			for _, b := range g.Blocks {
				for _, instr := range b.Instrs {
					if call, ok := instr.(ssa.CallInstruction); ok {
						if callee := call.Common().StaticCallee(); callee != nil {
							r.calls.n[callee]++
						}
					}
				}
			}
		}
	})
	return r.calls.n[fn]
}

// TestsNotFound reports whether cond is computed from a "no row" sentinel
// (sql.ErrNoRows, pgx.ErrNoRows, gorm.ErrRecordNotFound, redis.Nil).
func (r *Result) TestsNotFound(cond ssa.Value) bool {
	return r.m != nil && r.m.tests(cond, catalog.NotFound)
}

// TestsUnique reports whether cond is computed from a unique-violation
// test (pgconn's Code, gorm.ErrDuplicatedKey, a helper recognised as one).
func (r *Result) TestsUnique(cond ssa.Value) bool {
	return r.m != nil && r.m.tests(cond, catalog.UniqueViolation)
}

// IsProgram reports whether fn belongs to the analysed program, not to a
// catalogued library or the standard library.
func (r *Result) IsProgram(fn *ssa.Function) bool {
	if r.m == nil || fn.Pkg == nil {
		return false
	}
	path := fn.Pkg.Pkg.Path()
	return !r.m.ix.isCatalogPkg(path) && !r.m.foreignStd(path)
}

// Checkable reports whether analyzer examines f: not a test (a _test.go
// file's, or a helper taking a testing type in another file, as a
// conformance suite's: no broker redelivers there) and within its budget of blocks (functions larger are
// generated code, not handlers; a skip is noted under -idemlint.debug).
//
// Nor is a catalogued API's own implementation, where its library is the
// main module (kafka-go's Reader.ReadMessage commits what it fetched, as
// its documentation says): its row says what it does, and its callers are
// examined with that.
func (r *Result) Checkable(analyzer string, f *Func, maxBlocks int) bool {
	if len(f.SSA.Blocks) > maxBlocks {
		r.Skip(analyzer, f.SSA, "blocks", len(f.SSA.Blocks), maxBlocks)
		return false
	}
	if f.Test || takesTesting(ssax.Outermost(f.SSA)) {
		return false // a _test.go file's, or a test helper's (t *testing.T) in another file
	}
	if r.catalogued(f.SSA) {
		r.m.skipWhy(analyzer, f.SSA, "a catalogued API's own implementation (its catalog row says what it does)")
		return false
	}
	return true
}

// catalogued reports a function (or a closure of one) that a catalog row
// names.
func (r *Result) catalogued(fn *ssa.Function) bool {
	if r.m == nil {
		return false
	}
	obj, ok := ssax.Outermost(fn).Object().(*types.Func)
	return ok && r.m.ix.fn(obj) != nil
}

// Skip notes that analyzer skips fn because it is over a budget (what,
// limit): printed to standard error under -idemlint.debug, so that a
// function left unanalysed is visible to the developer, never reported as
// a finding.
func (r *Result) Skip(analyzer string, fn *ssa.Function, what string, n, limit int) {
	if r.m == nil || !r.m.cfg.debug {
		return
	}
	r.m.skip(analyzer, fn, what, n, limit)
}

// Flow returns the ordering questions of fn (before and after,
// dominance, the branch that decides a block, one iteration of a loop):
// one memoised Flow per function, shared by the model and the analyzers.
func (r *Result) Flow(fn *ssa.Function) *ssax.Flow {
	if r.m == nil {
		return ssax.NewFlow(fn)
	}
	return r.m.flow(fn)
}

// Of returns what the model knows of fn, or nil.
func (r *Result) Of(fn *ssa.Function) *Func { return r.byFn[fn] }

// Func is one function and its operations.
type Func struct {
	SSA     *ssa.Function
	Ops     []*Op
	Handler string // why the function runs once per delivery ("" if not known to)
	// Periodic reports a handler that runs on a schedule (a cron job, a
	// ticker's loop), not once per delivery: rerun after a crash, and by
	// every replica.
	Periodic bool
	// Tick is, for a periodic job that runs by a loop of its own (a
	// receive from a ticker, a poll's pause), where the loop waits: only
	// what runs in that loop's cycle runs every period; what comes before
	// or after it runs once.
	Tick ssa.Instruction
	// Verified are, for a webhook handler, the calls that verify what it
	// received (its signature, through a helper or not): what runs before
	// all of them is not the delivery's work; what such a call does (a
	// helper that verifies, then acts) is.
	Verified []ssa.Instruction
	// DoneOnReturn names, for a handler of a library that takes the
	// message as done when the handler returns (asynq, River, watermill,
	// machinery, gocraft/work, a Temporal activity), that library: the
	// return is the ACK. "" otherwise.
	DoneOnReturn string
	// Caller says who runs the function twice at once: deliveries,
	// requests, or calls the package does not show (callers.go).
	Caller Caller
	// Watched reports that the function runs as a go-redis Watch callback:
	// its reads of the watched keys are atomic with its transaction.
	Watched bool
	// Test reports that the function is declared in a _test.go file, where
	// no broker redelivers: the checkers do not report there.
	Test bool

	results map[ssa.Value]bool // the values of Ops
}

// Op is one recognised operation: where it is (the instruction, the
// syntax, the values it takes and returns) and what it does (Props).
type Op struct {
	Kind Kind
	// Instr is the instruction that performs it: a call, or the store of a
	// key into a KEY SINK field.
	Instr ssa.Instruction
	// Pos and End delimit the syntax the user wrote (the call expression).
	Pos, End token.Pos
	// API names the operation as the user wrote it: "db.QueryRowContext".
	API string
	// Callee is the library or program function called; nil for field stores.
	Callee *types.Func
	// Via is the wrapper chain when the operation comes from a fact.
	Via string
	// Tx is the transaction the operation runs in, or nil.
	Tx *Tx
	// Key is the value used as a key: a store key, the conflict target of a
	// claim, the value handed to a KEY SINK.
	Key ssa.Value
	// ArgKey is, for a CHECK through a program function, the argument
	// that reaches the key the function looks up (Summary.CheckKeyParam):
	// entryExists(ctx, tx, e)'s e. Key stays nil there: a Key without SQL
	// is a key-value store's.
	ArgKey ssa.Value
	// KeyField is, for a KEY SINK or CLAIM through a program function that
	// takes the program's own options struct, the 1-based field of Key
	// that reaches the key (Summary.KeyField); 0 when Key is the key.
	KeyField int
	// Reads is, for a DERIVE whose Key is a map, the keys the helper reads
	// of it (Summary.KeepsAt): only the entries put at them reach the
	// result. Nil: the whole map.
	Reads []string
	// Value is the operation's result (a call's value), or nil.
	Value ssa.Value
	// Count is, for a WRITE that updates rows, what holds the number of
	// rows it updated when the program reads it (the RowsAffected call or
	// field of its result, xorm's first result), or nil.
	Count ssa.Value
	// Stored is, for a key-value write, the value written, when known.
	Stored ssa.Value
	// Callback is the function a TxFunc, Watch or handler registration runs.
	Callback *ssa.Function
	// TxFuncParam is, for a TxFunc (or the call of a callback with a
	// transaction the function began), the 1-based parameter of the
	// function whose func value runs inside the transaction: the function
	// is a TxFunc for its callers.
	TxFuncParam int
	// Won reports a CLAIM that is a create whose duplicate-key error
	// decides a boolean result of the function (wonResults): the
	// function returns its outcome, though no result is computed from it.
	Won bool
	// Inner is, for an operation of a closure run at this call (a TxFunc's
	// callback, a closure called here), that operation inside the closure:
	// its own position, transaction and order.
	Inner *Op

	Props
}

// Props is what an operation does, apart from where it is: an operation
// of a closure run at a call stands at that call with the closure's
// operation's Props, so a property declared here reaches it there.
type Props struct {
	Class Class // for Effect
	// SQL is the classified statement, when the operation runs SQL text.
	SQL *sqltext.Stmt
	// Table is the SQL table, when known.
	Table string
	// Model is, for an ORM operation, the program's struct type it reads
	// or writes (db.Create(&User{…}), db.Model(&User{}).Count): its tags
	// may declare the table's unique constraints.
	Model *types.Named
	// ModelOf is, for an ORM operation whose model no type says (a
	// repository's save(ctx, v any) calling db.Create(v)), the value that
	// holds it: a parameter, or a variable a closure captured from one.
	// The caller's argument names the table (Summary.ModelParam).
	ModelOf ssa.Value
	// Columns is, for an ORM CHECK or UPDATE, the columns its string
	// conditions compare equal to a bound value (Where("email = ?", e));
	// for a CHECK through a wrapper, those of the wrapper's check
	// (Summary.Columns).
	Columns []string
	// Schemas is, for a creating WRITE through a wrapper, what the
	// module's schema says of the tables it writes (Summary.Schemas).
	Schemas []*TableSchema
	// Mode says, for a WRITE, what it does when run twice (directly or,
	// through a wrapper, what its writes together do).
	Mode Mode
	// Lock is the row lock a CHECK takes (SELECT … FOR UPDATE, gorm
	// clause.Locking), and SkipLocked whether it skips locked rows.
	Lock       sqltext.Lock
	SkipLocked bool
	// PoolLocked reports a call of a helper that runs a SELECT … FOR
	// UPDATE on the handle it is given (Summary.PoolLock), given a pool:
	// outside any transaction.
	PoolLocked bool
	// Keyless reports, for a CHECK, that it looks no key up: a whole-table
	// count, MAX(id), a read with no condition or with conditions that
	// bind only constants (the settings row with id 1).
	Keyless bool
	// Declared reports, for a CHECK, that the program marked it one
	// (//idemlint:check or the check flag).
	Declared bool
	// Creates lists, for a WRITE through a wrapper that creates rows in
	// several tables, those tables (Table is then empty).
	Creates []string
	// Rechecked lists those of Creates the wrapper looks up itself
	// before it creates them (Summary.Rechecked).
	Rechecked []string
	// Overwrites reports, for a create, that its duplicate overwrites the
	// first row instead of failing (Summary.Overwrites).
	Overwrites bool
	// ReadTables lists, for a CHECK through a wrapper whose reads touch
	// several tables, those tables (Table is then empty).
	ReadTables []string
	// NoRow reports, for a CHECK, that a missing row is an error (sql.Row's
	// ErrNoRows, gorm First's ErrRecordNotFound, a wrapper's ErrNotFound):
	// err == nil after it means found. For a CLAIM, that a lost claim is an
	// error (QueryRow of an UPDATE … RETURNING): err == nil means won.
	NoRow bool
	// Does says what the operation repeats when it runs twice, to end
	// "both deliveries …": "send the email", "insert the row".
	Does string
	// Minted reports, for a WRITE or CLAIM, that its key is a value minted
	// on the spot from a RANDOM SOURCE (a new session id): it creates a new
	// row, it does not record one that was looked for.
	Minted bool
	// MintsKey reports, for a WRITE through a program function, that
	// its result is the key the database assigned to the row it created
	// (Summary.MintsKey).
	MintsKey bool
	// Consulted reports, for a CLAIM, that its outcome (rows affected, the
	// RETURNING row, the boolean) is read.
	Consulted bool
	// Dropped reports, for a CLAIM through a wrapper whose outcome reaches
	// a result that is no error (Summary.ClaimReturned), that the caller
	// drops those results and tests only the error against nil: it learns
	// whether the call failed, not what it claimed (_, err :=
	// q.ResetWindows(ctx)). Such a call claims nothing the caller goes on
	// to act on.
	Dropped bool
	// AutoAck reports, for a Receive, that the library acknowledges on receipt.
	AutoAck bool
	// Keyed reports, for an EFFECT through a wrapper or a closure, that it
	// hands its receiver a stable idempotency key inside (every effect of
	// the wrapper does).
	Keyed bool
	// ClaimsFirst reports, for an EFFECT through a wrapper, that the
	// wrapper claims before it (Summary.ClaimsFirst).
	ClaimsFirst bool
	// AfterRun reports, for a WRITE or CLAIM through a program helper that
	// runs its func argument, that the helper records it only after the
	// callback ran (RunOnce(ctx, key, fn) calls fn, then INSERTs the key):
	// what the callback does comes first.
	AfterRun bool
	// Passed is, for an operation at a call of the function's func-typed
	// parameter, that 1-based parameter: what every function passed for
	// it does (paramFuncs). The function's summary leaves it out when its
	// callers add their argument's own (Summary.RunsParam), and it is not
	// the function's own work: a receive loop that calls it still
	// dispatches.
	Passed int
	// UniqueHandled reports, for a write, that its error is tested for a
	// unique violation (pgconn code 23505, gorm.ErrDuplicatedKey, a helper
	// that does so) and so treated as "already done".
	UniqueHandled bool
	// UniqueErrs lists, for a write of a program function, the
	// package-level errors it returns for a unique violation
	// (Summary.UniqueErrs).
	UniqueErrs []string
	// Rechecks reports, for a write of a program function, that the
	// function looks the row up itself before it creates it (a
	// get-or-create): its race, if any, is its own, reported inside it,
	// and a caller's earlier check does not decide it.
	Rechecks bool
	// Status is, for an HTTP response (Respond, or the Ack or Nack it is
	// in a webhook handler), the status it writes when known; 0 for
	// ResponseWriter.Write, which answers 200 unless a status came first.
	Status int
	// StatusParam is, for a Respond whose status is a parameter of its
	// function (a response helper's), that 1-based parameter.
	StatusParam int
	// Response reports an ACK or a nack that is a webhook handler's HTTP
	// answer: the sender retries on anything but a 2xx.
	Response bool
	// Refreshes reports, for a WRITE, that it is part of a read: an UPDATE
	// that returns the row whether it matched or not (a limit's window
	// reset as the limit is read), or a helper all of whose writes are
	// such (Summary.Refreshes). It is no work of the handler's own.
	Refreshes bool
	// Lapses reports, for a CLAIM, that it lapses by itself: a lease taken
	// over once its holder's time ran out (ON CONFLICT … DO UPDATE … WHERE
	// expires_at < now()), directly or through a helper all of whose
	// claims are such (Summary.Lapses). A crash after it leaves nothing
	// claimed for good.
	Lapses bool
	// Removes reports, for a CLAIM, that it is a DELETE of a record whose
	// absence the function answers with an error (DELETE FROM tasks WHERE
	// id = ?; if n == 0 { return ErrTaskNotFound }), directly or through a
	// helper all of whose claims are such (Summary.Removes): a record
	// deleted, not a message claimed — though only one caller gets past
	// it.
	Removes bool
	// Marks reports, for a WRITE, that it sets a column that records the
	// work as done (status, sent_at, processed, …), inline or through a
	// helper whose summary says so: a processed marker where it is keyed
	// by the message (Result.Markers).
	Marks bool
	// Swallowed reports, for work through a program function, that the
	// function drops a failure of its work (logs it and returns normally:
	// Summary.Swallows): the caller cannot tell it failed.
	Swallowed bool
}

func (op *Op) String() string {
	s := op.Kind.String()
	if op.Class != NoClass {
		s += "(" + op.Class.String() + ")"
	}
	s += " " + op.API
	if op.Table != "" {
		s += " table=" + op.Table
	}
	if op.Tx != nil {
		s += " tx=" + op.Tx.String()
	}
	if op.Kind == Claim && !op.Consulted {
		s += " unconsulted"
	}
	if op.Kind == Write && op.Mode != Creates {
		s += " " + op.Mode.String()
	}
	if op.AutoAck {
		s += " autoack"
	}
	if op.Via != "" {
		s += " via " + op.Via
	}
	return s
}

// Tx is one transaction.
type Tx struct {
	// Begin is the operation that opened it; nil for a transaction received
	// as a parameter or as the argument of a TxFunc callback.
	Begin *Op
	// Callback is the function run inside a TxFunc (pgx.BeginFunc,
	// gorm Transaction, bun RunInTx), if that is how it was opened.
	Callback *ssa.Function
	// Param is the 1-based parameter of Func that carries the transaction,
	// when the transaction comes from the caller.
	Param int
	// Func is the function that opened or received it.
	Func *ssa.Function
	// Serializable reports serializable isolation.
	Serializable bool
	// Locked reports a callback's transaction in which the TxFunc helper
	// locked a row before it ran the callback (Summary.TxLocked).
	Locked bool
	// Conn reports a dedicated connection (sql.DB.Conn), not a transaction:
	// its statements commit one by one, but a session lock taken on it
	// holds across them.
	Conn bool
}

func (tx *Tx) String() string {
	var s string
	switch {
	case tx.Param > 0:
		s = fmt.Sprintf("param%d", tx.Param)
	case tx.Callback != nil:
		s = "func"
	case tx.Begin != nil:
		s = tx.Begin.API
	case tx.Conn:
		s = "conn"
	default:
		s = "tx"
	}
	if tx.Serializable {
		s += "/serializable"
	}
	return s
}

// handlerKind is the pseudo-kind of the handler flag and directive.
const handlerKind = numKinds

func run(pass *analysis.Pass) (any, error) {
	cfg := readConfig(&pass.Analyzer.Flags)
	reportDirectiveProblems(pass)
	res := &Result{byFn: map[*ssa.Function]*Func{}, Report: report.Options{Fold: cfg.fold, ShowIgnored: cfg.showIgnored}}
	if !gate(pass, cfg) {
		return res, nil
	}
	m := newModel(pass, cfg)
	m.build()
	if m.prog == nil {
		return res, nil
	}
	res.Pkg = m.ssaPkg
	res.m = m
	if m.testsOnly() {
		return res, nil // its functions' calls are for the one-shot view (Entries); nothing else is reported or exported
	}
	m.testSupport = m.declaresTestHelpers()
	m.sent = newSentinels(m)
	m.findColumnNaming()
	m.findNotFoundVars()
	m.signatureHandlers()
	m.summarise()
	m.exportNotFound()
	m.webhookCallers()
	for _, fn := range m.funcs {
		f := m.final(fn)
		if f == nil {
			continue
		}
		res.Funcs = append(res.Funcs, f)
		res.byFn[fn] = f
	}
	m.callers(res)
	m.noteReached(res)
	res.txCommits = map[*ssa.Function]*Op{}
	for _, f := range res.Funcs {
		for _, op := range f.Ops {
			if op.Kind == Commit && op.Callback != nil && op.Tx != nil {
				res.txCommits[op.Callback] = op
			}
		}
	}
	return res, nil
}

// testsOnly reports a package whose code is test code only: it has
// functions with bodies, each declared in a _test.go file (an external
// test package, or a test variant whose other functions' bodies a driver
// left out, another unit answering for them). No finding is reported in
// test code, and no package but the test's own imports it: it is
// summarised no further than its calls.
func (m *model) testsOnly() bool {
	tests := false
	for _, fn := range m.funcs {
		if fn.Blocks == nil {
			continue
		}
		if !m.inTestFile(fn) {
			return false
		}
		tests = true
	}
	return tests
}

// gate reports whether the package can contain an operation (Gate).
func gate(pass *analysis.Pass, cfg *config) bool {
	var imports []string
	for _, imp := range pass.Pkg.Imports() {
		imports = append(imports, imp.Path())
	}
	named := make([]string, 0, len(cfg.byName))
	for n := range cfg.byName {
		named = append(named, n)
	}
	byPath := map[string]*types.Package{}
	for _, imp := range pass.Pkg.Imports() {
		byPath[imp.Path()] = imp
	}
	summarised := func(imp string) bool { return pass.ImportPackageFact(byPath[imp], new(Exported)) }
	directives := func() bool {
		for _, f := range pass.Files {
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					if strings.HasPrefix(c.Text, directive.Prefix) {
						return true
					}
				}
			}
		}
		return false
	}
	sends := func() bool {
		switch {
		case dependency(pass):
			return false // a dependency's helpers hand off nothing of the program's
		case pass.Module == nil && (len(pass.Files) == 0 || inGOROOT(pass.Fset.File(pass.Files[0].Pos()).Name())):
			return false // no module said (GOPATH mode): the standard library is no program
		}
		for _, f := range pass.Files {
			found := false
			ast.Inspect(f, func(n ast.Node) bool {
				_, ok := n.(*ast.SendStmt)
				found = found || ok
				return !found
			})
			if found {
				return true
			}
		}
		return false
	}
	return Gate(pass.Pkg.Path(), inModule(pass), inModule(pass) && !dependency(pass), imports, named, summarised, directives, sends) || seesSummarisedInterface(pass)
}

// inGOROOT reports a file of the Go installation's own tree.
func inGOROOT(name string) bool {
	root := build.Default.GOROOT
	return root != "" && strings.HasPrefix(filepath.Clean(name), filepath.Clean(root)+string(filepath.Separator))
}

// dependency reports a package of a module the build depends on: the main
// module has no version.
func dependency(pass *analysis.Pass) bool {
	return pass.Module != nil && pass.Module.Version != ""
}

// inModule reports a package that the driver says belongs to a module:
// not the standard library, which go vet and go/packages leave without
// one (std and cmd, when named, are not the program either).
func inModule(pass *analysis.Pass) bool {
	return pass.Module != nil && pass.Module.Path != "" && pass.Module.Path != "std" && pass.Module.Path != "cmd"
}

// seesSummarisedInterface reports a package that declares, or imports
// directly, an interface with a method that has a summary: the
// whole-module view's answer for its live implementations (Decls). A call
// on it is an operation, though the package imports nothing else the
// gate knows.
func seesSummarisedInterface(pass *analysis.Pass) bool {
	for _, p := range append([]*types.Package{pass.Pkg}, pass.Pkg.Imports()...) {
		scope := p.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok {
				continue
			}
			iface, ok := tn.Type().Underlying().(*types.Interface)
			if !ok {
				continue
			}
			for i := range iface.NumMethods() { // embedded ones too: a facade's methods are its repositories'
				if pass.ImportObjectFact(iface.Method(i), new(Summary)) {
					return true
				}
			}
		}
	}
	return false
}

// Gate is the model's gate: whether the package at path can contain an
// operation. It can when it imports a catalog package that matters on
// its own, when a function a -idemlint flag names (named: full names) is
// its own or an import's, when an import exported summaries (summarised;
// one of the standard library's counts only for a package of its own
// tree, as foreignStd draws it: text/template/parse's for text/template,
// not context's for the program), when a file holds a directive
// (directives), or when the package is of the main module and sends on a
// channel (sends, asked last: a helper that hands its caller's message to
// a worker, Summary.HandsOff, imports nothing the gate knows). A
// catalogued library itself can only as the main module. A driver asks it
// before reading any syntax, with its own answers to the three questions,
// and says whether the package belongs to a module (module: not the
// standard library) and to the main module (main; see GateImports).
func Gate(path string, module, main bool, imports, named []string, summarised func(imp string) bool, directives, sends func() bool) bool {
	admit, never := GateImports(path, module, main, imports, named)
	switch {
	case never:
		return false
	case admit:
		return true
	}
	for _, imp := range imports {
		if !stdOutside(imp, path) && summarised(imp) {
			return true
		}
	}
	return directives() || sends()
}

// GateImports is the part of the gate that import paths decide: never
// reports a package the model never analyses (a catalogued library
// itself, as a dependency: it is catalogued by name); admit, one it
// analyses because it is a catalogued library's package in the main
// module (main: its maintainers lint it, and its own routers and
// workers call its own API), because it imports a catalog package
// that matters on its own, because it is the program's and imports a
// hashing package (a key helper, Summary.Keeps), or because a function
// named by a -idemlint flag (named: full names) is its own or an
// import's. A package is the program's when the driver says it belongs to
// a module (module: a module named without a dot, "svc/keyhelper",
// included) or when its path's first element has a dot, as a module's
// does and the standard library's never does (for drivers that do not
// tell modules).
func GateImports(path string, module, main bool, imports, named []string) (admit, never bool) {
	ix := theIndex()
	if ix.isCatalogPkg(path) {
		// Its own maintainers' program when it is the main module: it
		// calls its own API.
		return main, !main
	}
	program := module || strings.Contains(strings.SplitN(path, "/", 2)[0], ".")
	for _, imp := range imports {
		if root := ix.catalogRoot(imp); root != "" && !ubiquitous[root] {
			return true, false
		}
		if program && catalog.Hashes(imp) {
			return true, false // it may hold a key helper (Summary.Keeps)
		}
	}
	for _, n := range named {
		p := namePackage(n)
		if p == path || slices.Contains(imports, p) {
			return true, false
		}
	}
	return false, false
}

// namePackage returns the package path of a function's full name
// ("example.com/mail.Send", "(*example.com/repo.Store).Seen").
func namePackage(full string) string {
	if strings.HasPrefix(full, "(") {
		full = strings.TrimPrefix(strings.TrimPrefix(full, "("), "*")
		if i := strings.Index(full, ")"); i >= 0 {
			full = full[:i]
		}
	}
	if i := strings.LastIndex(full, "."); i >= 0 {
		return full[:i]
	}
	return full
}

// ubiquitous are catalog packages that nearly every package imports and
// that cannot make a finding on their own (time.Now needs a KEY SINK, a
// Wait needs an ACK): importing them, or a package below them that no row
// names (sync/atomic), does not pass the gate. Importers of math/rand and
// crypto/rand do pass: they are few, and a function minting keys is worth
// a fact. Nor does strings, whose rows only read an error's text (a
// unique-violation test needs the write whose error it reads), nor the
// web frameworks, whose rows only say who calls a function
// (catalog.RequestContext).
var ubiquitous = map[string]bool{"time": true, "sync": true, "strings": true,
	"github.com/gin-gonic/gin": true, "github.com/labstack/echo": true, "github.com/gofiber/fiber": true}

// posOfCall returns the syntax range of the call expression whose
// parenthesis is at lparen, or a fallback.
func (m *model) callRange(lparen token.Pos) (token.Pos, token.Pos, ast.Expr) {
	if ce, ok := m.calls[lparen]; ok {
		return ce.Pos(), ce.End(), ce.Fun
	}
	return lparen, lparen, nil
}
