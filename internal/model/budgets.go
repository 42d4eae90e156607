package model

import (
	"fmt"
	"os"

	"golang.org/x/tools/go/ssa"
)

// The budgets of the analysis, in one place. Every question the model or
// an analyzer asks is bounded by one of them; over budget the question is
// given up and answered "not recognised", which the analyzers read as
// silence, and -idemlint.debug names the function and the budget (skip).
const (
	// MaxBlocks bounds the functions an analyzer examines: reachability
	// is computed per branch, and functions this large are generated
	// code, not handlers.
	MaxBlocks = 2000
	// MaxBodies bounds how deep effectbeforeclaim follows a handler's
	// delivery into the functions it hands it to (handle → process →
	// send) to report an effect where it is made.
	MaxBodies = 4

	// maxSchemaDirs, maxSchemaFiles and maxSchemaBytes bound the search
	// of the module for .sql files (schema.go): a tree larger than this
	// is not one whose schema can be read quickly per package; over
	// them nothing is known of its schema, and checkthenact reports as
	// it would without one.
	maxSchemaDirs  = 20000
	maxSchemaFiles = 2000
	maxSchemaBytes = 32 << 20

	// maxNodes bounds the syntax of one function body the model builds
	// SSA for: a larger body (a generated table, thousands of branches)
	// would be over maxInstrs anyway, and building it would cost more
	// than all the rest of the package.
	maxNodes = 60000
	// maxInstrs bounds the instructions of a function scanned: larger
	// bodies are generated tables, not handlers.
	maxInstrs = 20000

	// maxTrace bounds the steps of tracing a value back to its origin
	// (receiver chains, SQL text).
	maxTrace = 64
	// maxWalk bounds the values one walk of values visits (walk: whether
	// one value depends on another, where a key's identity comes from).
	maxWalk = 800
	// maxTableTrace bounds the values builderTable visits.
	maxTableTrace = 64
	// maxTargets bounds the functions a function value is followed to.
	maxTargets = 16
	// maxCopies bounds the copies of a literal followed (opts := defaults).
	maxCopies = 4
	// maxText bounds the bytes of resolved SQL text, and maxSteps the
	// values visited per resolution: phis of phis must not explode.
	maxText  = 1 << 16
	maxSteps = 256

	// maxSentinelRounds bounds the translation chains followed inside one
	// package (ErrNoRows → errNoRow → ErrNotFound).
	maxSentinelRounds = 2
	// maxCreates bounds the tables a summary lists as created: a wrapper
	// creating rows in more is a migration or an import, not a dedup
	// record.
	maxCreates = 8

	// maxComponent bounds the functions of one call cycle iterated to a
	// fixpoint, and maxComponentRounds the rounds of that fixpoint
	// (summariseComponent).
	maxComponent       = 400
	maxComponentRounds = 24
	// maxRounds bounds the passes over the package's call graph that a
	// new outcome error type starts again (summarise), and the rounds of
	// a call cycle larger than maxComponent.
	maxRounds = 6
)

// skip prints, under -idemlint.debug, that analyzer skips fn over a budget
// (once per function and analyzer).
func (m *model) skip(analyzer string, fn *ssa.Function, what string, n, limit int) {
	m.skipWhy(analyzer, fn, fmt.Sprintf("%d %s, over its budget of %d", n, what, limit))
}

// skipWhy prints, under -idemlint.debug, that analyzer skips fn and why
// (once per function and analyzer).
func (m *model) skipWhy(analyzer string, fn *ssa.Function, why string) {
	if !m.cfg.debug {
		return
	}
	key := analyzer + "\x00" + fn.String()
	if m.skipped[key] {
		return
	}
	m.skipped[key] = true
	fmt.Fprintf(os.Stderr, "idemlint: debug: %s: %s skips %s: %s\n", m.pass.Fset.Position(fn.Pos()), analyzer, fn.String(), why)
}
