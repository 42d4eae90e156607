package model

import (
	"fmt"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/sqltext"
)

// Summary is the fact exported for a function of the analysed program that
// wraps recognised operations, so that callers in other packages see it as
// those operations. It holds no maps, interfaces or positions, so its
// encoding is deterministic.
type Summary struct {
	Kinds Mask  // operations the function performs (CHECK and RANDOM only when they reach its results)
	Class Class // the strongest EFFECT class, when Kinds has Effect
	// Via is the chain of calls that reaches the recognised API,
	// outermost first, e.g. "repo.MarkSent → sql.DB.ExecContext": the chain
	// of the first operation found.
	Via string
	// Chains holds, for each other kind in Kinds, its own chain, so that a
	// wrapper that writes and commits names the commit's path for the commit.
	Chains   []Chain
	Table    string // the SQL table the operation touches (for a CHECK, the table it reads), when known
	KeyParam int    // 1-based parameter that reaches a KEY SINK (or the key of a claim); 0 for none
	// KeyField is, when KeyParam is a struct or a pointer to one (the
	// program's own options copied into the SDK's), the 1-based field of
	// it that reaches the KEY SINK; its other fields do not.
	KeyField int
	// Mode says what the function's WRITEs together do when it runs twice.
	Mode Mode
	// Does says what its first EFFECT repeats when run twice ("send the email").
	Does string
	// Creates lists, sorted, the tables the function's creating WRITEs add
	// rows to, when its writes touch several tables (Table is then empty):
	// an order and its line items, or an order and a table not known. A
	// caller's check of any of them is paired with the call.
	Creates []string
	// Rechecked lists, sorted, those of Creates that the function looks
	// up itself before every create of them (a question's tags, found
	// or created one by one): a caller's check of such a table decides
	// nothing of that create, whose race, if any, is the function's.
	Rechecked []string
	// Overwrites reports that a create of the function runs only when an
	// UPDATE of the same row touched none (update, else create: apigee/
	// registry's save): a concurrent duplicate's update finds the first
	// one's row and overwrites it, so no uniqueness ends a caller's race
	// in an error.
	Overwrites bool
	// ReadTables lists, sorted, the tables the function's CHECKs read,
	// when they read several (Table is then empty): the rows looked for
	// and the rows an ORM loads with them (ent's eager-loaded edges). A
	// caller's create of a row of any of them is paired with the call's
	// check.
	ReadTables []string
	// UniqueHandled reports that every row the function creates has its
	// unique violation tested and treated as done inside it (it returns
	// ErrAlreadyRunning): a caller's check before the call is only an
	// optimisation.
	UniqueHandled bool
	// UniqueErrs lists, sorted, the package-level error variables the
	// function returns where a write's error is a unique violation (a
	// store helper that maps the drivers' duplicate-key errors, by their
	// codes or messages, to the program's ErrDuplicate, declared in any
	// package), itself or through a call whose error it returns: a
	// caller's errors.Is(err, ErrDuplicate) tests for a unique violation.
	UniqueErrs []string
	// Rechecks reports that every write of the function follows its own
	// check of what it writes (a get-or-create, whose CHECK its callers
	// do not see): its race is its own.
	Rechecks bool
	// Declared reports, for a CHECK, that the program marked it one
	// (//idemlint:check, -idemlint.check): it deduplicates whatever write it
	// decides, whatever table that write names.
	Declared bool
	// NoRow reports, for a CHECK, that the function returns an error when
	// the row is missing (a library's, or the program's ErrNotFound), so
	// err == nil means found; for a CLAIM, that it returns an error when
	// the claim is lost, so err == nil means won.
	NoRow bool
	// TxFuncParam is the 1-based func parameter the function runs inside a
	// transaction it opens and commits (a TxFunc for its callers, as
	// db.Transaction(func…) is), and TxSerializable that transaction's
	// isolation; TxLocked reports that it locks a row (SELECT … FOR
	// UPDATE) in that transaction before it runs the callback: the
	// callback runs serialised on that row (withUserLock(ctx, id, fn)).
	TxFuncParam    int
	TxSerializable bool
	TxLocked       bool
	// RunsParam is the 1-based func parameter the function calls before it
	// returns (a retry helper, withReadTx): a closure passed there does its
	// work at the call.
	RunsParam int
	// StartsParam is the 1-based func parameter the function runs in a
	// goroutine it starts (go fn(), go func() { …; fn() }(): a worker
	// pool of the program's own): a closure passed there is work of the
	// caller's, still running when the call returns.
	StartsParam int
	// Keyed reports that every EFFECT of the function hands its receiver a
	// stable idempotency key (a webhook helper that creates the
	// subscription with SetIdempotencyKey(session.ID)).
	Keyed bool
	// ClaimsFirst reports that every EFFECT of the function runs after a
	// CLAIM of its own whose outcome it reads (a sender that stores a new
	// share code with a conditional put, returns on its failure, then
	// mails it): the effect is decided inside, and a caller's later claim
	// is not the one it waits for.
	ClaimsFirst bool
	// MarksAfter is RunsParam when the function records a claim or a
	// write only after it ran that callback: mark-after-effect for its
	// callers (see effectbeforeclaim's doc).
	MarksAfter int
	// Marks reports that a WRITE of the function sets a done column
	// (status, sent_at, processed, …) of a row keyed by one of its
	// parameters: a processed marker for its callers.
	Marks bool
	// ClaimReturned reports that the outcome of the function's CLAIM
	// reaches a result that is no error (the rows an UPDATE … RETURNING
	// took, whether it won): a caller that drops those results and only
	// tests the error against nil does not read it. A claim whose outcome
	// is told through the error (ErrAlreadyProcessed) is read by that test.
	ClaimReturned bool
	// ClaimDecides reports that the function branches on its CLAIM's
	// outcome itself and returns nothing of it (a handler's helper that
	// answers 409 when the UPDATE … WHERE status = 'pending' moved no row):
	// the claim is atomic with what it decides, whatever its callers read.
	ClaimDecides bool
	// Verifies reports that the function verifies a webhook's signature of
	// what its caller hands it (the body bytes, the request): a caller that
	// passes it its own parameter is a webhook handler.
	Verifies bool
	// Keeps has bit i set when a result of the function takes its key
	// identity from parameter i+1 (a key helper that formats or hashes
	// what it is given, json.Marshal and sha256 included): a random value
	// in that argument makes the result random for the caller.
	Keeps uint64
	// KeepsAt lists at i, for a kept map parameter i+1 that the function
	// reads only by constant keys (m["order"]), those keys, sorted: what
	// the caller put at other keys does not reach the result. A kept
	// parameter with no keys listed keeps its whole argument.
	KeepsAt [][]string
	// HandsOff is the 1-based parameter the function sends on a channel,
	// or a value built from it (a worker pool's Submit): a hand-off of
	// what its caller gives it.
	HandsOff int
	// PoolLock is the 1-based parameter, a handle of an interface type
	// (sqlc's DBTX), on which the function runs a SELECT … FOR UPDATE
	// outside any transaction of its own; PoolLockMode and PoolLockTable
	// are that lock and its table. A caller that passes a pool there
	// (a *pgxpool.Pool, a *sql.DB) locks nothing past the statement.
	PoolLock      int
	PoolLockMode  sqltext.Lock
	PoolLockTable string
	// CheckKeyParam is, for a CHECK, the 1-based parameter that reaches
	// the key its check looks up (entryExists(ctx, tx, e): e), when every
	// check agrees: a caller's argument there is the check's key (minted
	// a moment before, or a constant).
	CheckKeyParam int
	// Keyless reports, for a CHECK, that every check of the function looks
	// no key up (a whole-table count, the settings row with id 1).
	Keyless bool
	// Columns is, for a CHECK, the columns its check compares equal to a
	// bound value (repo.GetByEmail: email), when every check agrees.
	Columns []string
	// Schemas is, for a WRITE that creates rows, what the module's schema
	// says of each table it creates rows in whose creates agree (the
	// uniquenesses they bind), sorted by table: a caller's check of a
	// unique column of that table is then a duplicate-key race, not a
	// duplicate row.
	Schemas []*TableSchema
	// Registers is the 1-based func parameter whose function the function
	// registers to run once per delivery (a consumer's Register, New or
	// Handle): it calls it with the message in a receive loop or handler
	// that does no work of its own, stores it where such a function calls
	// it (a handler field, a map of handlers), or passes it to a library's
	// registration or to another such parameter. A function passed there
	// is a handler for the caller (registrations, register.go).
	Registers int
	// RegistersMethod is, when that parameter is an interface, the method
	// called on it (c.handler.Handle(ctx, msg)): the method of the value
	// passed is the handler.
	RegistersMethod string
	// RegistersPeriodic reports a registration that runs the function on
	// a schedule (a ticker loop, a cron library), not per delivery.
	RegistersPeriodic bool
	// Minted reports that a WRITE of the function stores a row under a key
	// minted from a RANDOM SOURCE, or from a key the database assigned
	// (MintsKey).
	Minted bool
	// MintsKey reports that a result of the function is the key the
	// database assigned to a row it created (the id an ORM create fills
	// in, formatted or not: an id table's next value): a row a caller
	// stores under it is a new one, which no concurrent call shares.
	MintsKey bool
	// WriteKeyParam is the 1-based parameter that reaches the key of a
	// WRITE (the row's key column); 0 for none.
	WriteKeyParam int
	// Grouped reports that the function returns a reader built from a
	// configuration that names a consumer group (kafka-go
	// NewReader(ReaderConfig{GroupID: "orders"})): its ReadMessage
	// acknowledges on receipt, wherever the reader is used.
	Grouped bool
	// Conflict is the conflict clause the function adds to the builder it
	// is called on (ent's generated DoNothing): a create run on that
	// builder inserts or ignores.
	Conflict sqltext.Conflict
	// Swallows reports that a failure of the function's work ends in a
	// normal return (no error, or a nil one) with no nack, other work or
	// further branch on the way: process(msg) that logs a failed INSERT
	// and returns. A caller's ack after the call acks a failed message.
	Swallows bool
	// SendsMethod is the 1-based parameter that is the HTTP method of a
	// request the function builds and sends (an API client's do(ctx,
	// method, path, …)): a caller that passes a write method makes an
	// EFFECT (httpreq.go). SendsRequest is the parameter that is a request
	// the function sends (Do(ctx, req, v)), and BuildsMethod the one that
	// is the method of the request it returns (NewRequest(method, url,
	// body)).
	SendsMethod, SendsRequest, BuildsMethod int
	// AnswersStatus is the 1-based parameter that is the status of every
	// HTTP response the function writes (respond(w, http.StatusOK, v)),
	// and AnswersWith the one constant status it writes (fail(w, err)
	// answering http.Error(w, …, 500)): the caller's call is that answer
	// (respond.go).
	AnswersStatus, AnswersWith int
	// ModelParam is the 1-based parameter whose dynamic type is the model
	// of the function's ORM reads and writes (save(ctx, v any) calling
	// db.Create(v)): a caller's argument names their table.
	ModelParam int
	// Refreshes reports that every WRITE of the function is part of a
	// read (Op.Refreshes).
	Refreshes bool
	// Lapses reports that every CLAIM of the function lapses by itself
	// (Op.Lapses).
	Lapses bool
	// Removes reports that every CLAIM of the function deletes a record
	// and answers its absence with an error (Op.Removes).
	Removes bool
}

// AFact marks Summary as an analysis fact.
func (*Summary) AFact() {}

func (s *Summary) String() string {
	var b strings.Builder
	b.WriteString(s.Kinds.String())
	if s.Class != NoClass {
		fmt.Fprintf(&b, " (%s)", s.Class)
	}
	if s.Table != "" {
		fmt.Fprintf(&b, " table=%s", s.Table)
	}
	if s.KeyParam > 0 {
		fmt.Fprintf(&b, " keyparam=%d", s.KeyParam)
		if s.KeyField > 0 {
			fmt.Fprintf(&b, ".%d", s.KeyField)
		}
	}
	if s.Kinds.Has(Write) && s.Mode != Creates {
		b.WriteString(" " + s.Mode.String())
	}
	if s.Minted {
		b.WriteString(" minted")
	}
	if s.MintsKey {
		b.WriteString(" mintskey")
	}
	if s.Marks {
		b.WriteString(" marks")
	}
	if len(s.ReadTables) > 0 {
		fmt.Fprintf(&b, " reads=%s", strings.Join(s.ReadTables, ","))
	}
	if len(s.Creates) > 0 {
		fmt.Fprintf(&b, " creates=%s", strings.Join(s.Creates, ","))
	}
	if len(s.Rechecked) > 0 {
		fmt.Fprintf(&b, " rechecked=%s", strings.Join(s.Rechecked, ","))
	}
	if s.Overwrites {
		b.WriteString(" overwrites")
	}
	if s.NoRow {
		b.WriteString(" norow")
	}
	if s.Declared {
		b.WriteString(" declared")
	}
	if s.UniqueHandled {
		b.WriteString(" unique-handled")
	}
	if len(s.UniqueErrs) > 0 {
		fmt.Fprintf(&b, " unique-errs=%s", strings.Join(s.UniqueErrs, ","))
	}
	if s.Rechecks {
		b.WriteString(" rechecks")
	}
	if s.TxFuncParam > 0 {
		fmt.Fprintf(&b, " txfunc=%d", s.TxFuncParam)
		if s.TxSerializable {
			b.WriteString("/serializable")
		}
		if s.TxLocked {
			b.WriteString("/locked")
		}
	}
	if s.RunsParam > 0 {
		fmt.Fprintf(&b, " runs=%d", s.RunsParam)
	}
	if s.StartsParam > 0 {
		fmt.Fprintf(&b, " starts=%d", s.StartsParam)
	}
	if s.Keyed {
		b.WriteString(" keyed")
	}
	if s.ClaimsFirst {
		b.WriteString(" claims-first")
	}
	if s.Grouped {
		b.WriteString(" grouped")
	}
	if s.Conflict == sqltext.DoNothing {
		b.WriteString(" on-conflict-do-nothing")
	}
	if s.MarksAfter > 0 {
		fmt.Fprintf(&b, " marks-after=%d", s.MarksAfter)
	}
	if s.Verifies {
		b.WriteString(" verifies")
	}
	if s.Swallows {
		b.WriteString(" swallows")
	}
	if s.Refreshes {
		b.WriteString(" refreshes")
	}
	if s.Lapses {
		b.WriteString(" lapses")
	}
	if s.Removes {
		b.WriteString(" removes")
	}
	if s.SendsMethod > 0 {
		fmt.Fprintf(&b, " sends-method=%d", s.SendsMethod)
	}
	if s.SendsRequest > 0 {
		fmt.Fprintf(&b, " sends-request=%d", s.SendsRequest)
	}
	if s.BuildsMethod > 0 {
		fmt.Fprintf(&b, " builds-method=%d", s.BuildsMethod)
	}
	if s.AnswersStatus > 0 {
		fmt.Fprintf(&b, " answers-status=%d", s.AnswersStatus)
	}
	if s.AnswersWith > 0 {
		fmt.Fprintf(&b, " answers-with=%d", s.AnswersWith)
	}
	if s.ModelParam > 0 {
		fmt.Fprintf(&b, " model-param=%d", s.ModelParam)
	}
	if s.Keeps != 0 {
		var ps []string
		for i := range 64 {
			if s.Keeps&(1<<i) != 0 {
				p := fmt.Sprint(i + 1)
				if at, ok := s.keptAt(i + 1); ok {
					p += "[" + strings.Join(at, " ") + "]"
				}
				ps = append(ps, p)
			}
		}
		fmt.Fprintf(&b, " keeps=%s", strings.Join(ps, ","))
	}
	if s.HandsOff > 0 {
		fmt.Fprintf(&b, " handsoff=%d", s.HandsOff)
	}
	if s.WriteKeyParam > 0 {
		fmt.Fprintf(&b, " writekey=%d", s.WriteKeyParam)
	}
	if s.Registers > 0 {
		fmt.Fprintf(&b, " registers=%d", s.Registers)
		if s.RegistersMethod != "" {
			b.WriteString("." + s.RegistersMethod)
		}
		if s.RegistersPeriodic {
			b.WriteString("/periodic")
		}
	}
	if s.Via != "" {
		fmt.Fprintf(&b, " via %s", s.Via)
	}
	for _, c := range s.Chains {
		fmt.Fprintf(&b, "; %s via %s", c.Kind, c.Via)
	}
	if s.Does != "" {
		fmt.Fprintf(&b, "; does %q", s.Does)
	}
	if s.CheckKeyParam > 0 {
		fmt.Fprintf(&b, "; checkkey=%d", s.CheckKeyParam)
	}
	if s.PoolLock > 0 {
		fmt.Fprintf(&b, "; locks %s %s on param%d", s.PoolLockTable, s.PoolLockMode, s.PoolLock)
	}
	if s.Keyless {
		b.WriteString("; keyless")
	}
	if s.ClaimReturned {
		b.WriteString("; claim-returned")
	}
	if s.ClaimDecides {
		b.WriteString("; claim-decides")
	}
	if len(s.Columns) > 0 {
		fmt.Fprintf(&b, "; columns %s", strings.Join(s.Columns, ","))
	}
	for _, ts := range s.Schemas {
		fmt.Fprintf(&b, "; schema %s", ts)
	}
	return b.String()
}

func (s *Summary) equal(t *Summary) bool {
	return s.Kinds == t.Kinds && s.Class == t.Class && s.Via == t.Via && s.Table == t.Table && s.KeyParam == t.KeyParam && s.KeyField == t.KeyField && s.Mode == t.Mode && s.Does == t.Does && s.TxFuncParam == t.TxFuncParam && s.NoRow == t.NoRow && s.Declared == t.Declared && s.UniqueHandled == t.UniqueHandled && s.Rechecks == t.Rechecks && s.RunsParam == t.RunsParam && s.StartsParam == t.StartsParam && s.MarksAfter == t.MarksAfter && s.Keyed == t.Keyed && s.ClaimsFirst == t.ClaimsFirst && s.TxSerializable == t.TxSerializable && s.TxLocked == t.TxLocked && s.Minted == t.Minted && s.MintsKey == t.MintsKey && s.Marks == t.Marks && s.HandsOff == t.HandsOff && s.CheckKeyParam == t.CheckKeyParam && s.PoolLock == t.PoolLock && s.PoolLockMode == t.PoolLockMode && s.PoolLockTable == t.PoolLockTable && s.Keyless == t.Keyless && s.Registers == t.Registers && s.RegistersMethod == t.RegistersMethod && s.RegistersPeriodic == t.RegistersPeriodic && s.Keeps == t.Keeps && slices.EqualFunc(s.KeepsAt, t.KeepsAt, slices.Equal) && s.Verifies == t.Verifies && s.ClaimReturned == t.ClaimReturned && s.ClaimDecides == t.ClaimDecides && s.WriteKeyParam == t.WriteKeyParam && s.Grouped == t.Grouped && s.Conflict == t.Conflict && s.Swallows == t.Swallows && s.SendsMethod == t.SendsMethod && s.Refreshes == t.Refreshes && s.Lapses == t.Lapses && s.Removes == t.Removes && s.SendsRequest == t.SendsRequest && s.BuildsMethod == t.BuildsMethod && s.AnswersStatus == t.AnswersStatus && s.AnswersWith == t.AnswersWith && s.ModelParam == t.ModelParam && s.Overwrites == t.Overwrites &&
		slices.Equal(s.Chains, t.Chains) && slices.Equal(s.Creates, t.Creates) && slices.Equal(s.Rechecked, t.Rechecked) && slices.Equal(s.ReadTables, t.ReadTables) && slices.Equal(s.UniqueErrs, t.UniqueErrs) && slices.Equal(s.Columns, t.Columns) && equalSchemas(s.Schemas, t.Schemas)
}

// Chain is the call chain of one kind of a summary, and the table that
// operation touches.
type Chain struct {
	Kind  Kind
	Via   string
	Table string
}

// ViaFor returns the chain that reaches an operation of kind k.
func (s *Summary) ViaFor(k Kind) string {
	for _, c := range s.Chains {
		if c.Kind == k {
			return c.Via
		}
	}
	return s.Via
}

// TableFor returns the table an operation of kind k touches.
func (s *Summary) TableFor(k Kind) string {
	for _, c := range s.Chains {
		if c.Kind == k {
			return c.Table
		}
	}
	return s.Table
}

// Exported is the package fact saying a package exported at least one
// Summary, so its importers must be analysed (the cost gate).
type Exported struct{}

// AFact marks Exported as an analysis fact.
func (*Exported) AFact() {}

func (*Exported) String() string { return "exports summaries" }
