// Package model is idemlint's shared operation model: the analyzer named
// "idemlint" that every checker Requires and that owns every fact.
//
// For each package past the cost gate (it imports a catalogued library
// other than the ubiquitous time/sync/rand packages, imports a package
// that exported summaries or hands out a catalogued client — an exported
// variable, struct field or function result of a catalogued type, as a
// data layer's Data{DB *xorm.Engine} is, whose importers call the library
// without importing it — or holds //idemlint: directives; catalogued
// libraries themselves are never analysed as dependencies, and always as
// the main module: their maintainers' program), the model builds SSA, recognises
// the operations of the vocabulary (Kind: CHECK, WRITE, CLAIM, EFFECT, ACK,
// COMMIT, KEY SINK, RANDOM SOURCE, HANDLER) from internal/catalog, the
// directives and the flags, and returns them per function in a Result:
// each Op has its kind, the instruction and syntax range, the API as the
// user wrote it, the classified SQL, the table, the key, the transaction
// (with its isolation) and, through wrappers, the call chain. Handlers are
// marked with the reason they run once per delivery.
//
// Functions of the analysed program that perform operations are summarised
// as Summary facts, so callers in other packages see them as those
// operations: CHECK and RANDOM only when the result reaches the function's
// results, ACK only when it acknowledges a message the function was given,
// a processed marker (Summary.Marks) when it sets a status column of a row
// its caller names, and nothing started in a goroutine. Summaries are
// computed bottom-up over the package's call graph (callgraph.go): its
// strongly connected components, callees first, a fixpoint only inside a
// cycle, so a chain of wrappers is summarised whatever order it is
// declared in. Calls through interfaces declared by the program resolve to
// the implementations visible from the package (with their facts) or to
// the catalogued library types that implement them; a driver that sees
// the whole module attaches to an interface method the summary its live
// implementations anywhere in the module agree on (wiring.go, Decls), and
// that fact comes first. An implementation that does nothing (its body
// only returns: noop.go) disagrees with nothing in either view, nor does
// a stand-in that only computes whether to fail (a demo mailer's
// strings.Contains(to, "error"): a method answering only errors and
// booleans that calls nothing but pure functions and writes only what it
// allocates; read from SSA, and exported as the Noop fact the
// whole-module view reads for a package it analyses; for a package it
// only parses, one that imports nothing the catalog knows, the syntax
// says the same of a stand-in that computes its answers with the
// standard library's pure functions alone). A log call of the program's
// own — a function returning nothing, given a format and its arguments
// after a context at most (no recipient), that hands both on together to
// a printf function of the standard library, as
// go vet's printf check finds a wrapper (logs.go) — is nothing, whatever
// it does with the line (index it in Elasticsearch, POST it to a log
// intake, capture it in Sentry): no message's work is a log line, and one
// logged twice repeats nothing a user sees. A function that starts its func parameter in a goroutine
// (Summary.StartsParam: a bounded pool's RunTask) makes what its callers
// pass there a task they start (Started), which Reached follows. A function that registers its func parameter as
// a per-delivery handler with the program's own consumer (it calls it with
// the message in a dispatching receive loop, stores it where one does, or
// hands it on to a registration) says so (Summary.Registers, register.go):
// what its callers pass there is a handler, and a driver that sees the
// whole module attaches a Registered fact to a function of another
// package that main registers so.
//
// The analyzers ask the model, not their own tables: what records a
// message as done (Markers, Claims), which side of a branch on a check
// means "found" (Decision, FoundSide, CountCap), the order of operations
// through closures (At, OpAfter, OpDominates), the transaction an
// operation runs in (Op.InTx, MaybeInTx, TxCommit), what a handler
// reaches (Reached), conditional acks (ConditionalAck), and one memoised
// Flow per function for the questions of order on instructions.
//
// The model is precise before it is complete: whatever it cannot resolve
// (SQL text built at run time, values through unknown calls) it leaves
// unrecognised, and the analyzers stay silent there. Every search is
// bounded by a budget of budgets.go. A panic is a bug in idemlint: one
// guard (guard.go) raises it again under go test and otherwise records the
// function as skipped (Result.Skipped), which the standalone driver
// reports.
package model
