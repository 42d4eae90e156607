// Package clause is an idemlint test stub of gorm.io/gorm/clause@v1.31.2: only the declarations the tests use, with the real names, receivers and parameter names.
package clause

// Builder builds SQL.
type Builder interface {
	WriteString(string) (int, error)
}

// Expression is a clause expression.
type Expression interface {
	Build(builder Builder)
}

// Column is a column reference.
type Column struct {
	Table string
	Name  string
	Alias string
	Raw   bool
}

// Assignment is one SET assignment.
type Assignment struct {
	Column Column
	Value  interface{}
}

// Set is a list of assignments.
type Set []Assignment

// AssignmentColumns assigns each column its EXCLUDED value.
func AssignmentColumns(values []string) Set {
	assignments := make([]Assignment, len(values))
	for idx, value := range values {
		assignments[idx] = Assignment{Column: Column{Name: value}, Value: Column{Table: "excluded", Name: value}}
	}
	return assignments
}

// Where is a WHERE clause.
type Where struct {
	Exprs []Expression
}

// OnConflict is the ON CONFLICT clause of an INSERT.
type OnConflict struct {
	Columns      []Column
	Where        Where
	TargetWhere  Where
	OnConstraint string
	DoNothing    bool
	DoUpdates    Set
	UpdateAll    bool
}

// Name returns the clause name.
func (OnConflict) Name() string { return "ON CONFLICT" }

// Build builds the clause.
func (onConflict OnConflict) Build(builder Builder) {}

// Locking is the FOR UPDATE / FOR SHARE clause of a SELECT.
type Locking struct {
	Strength string
	Table    Table
	Options  string
}

// Table names a table.
type Table struct {
	Name  string
	Alias string
	Raw   bool
}

// Locking strengths and options.
const (
	LockingStrengthUpdate    = "UPDATE"
	LockingStrengthShare     = "SHARE"
	LockingOptionsSkipLocked = "SKIP LOCKED"
	LockingOptionsNoWait     = "NOWAIT"
)

// Name returns the clause name.
func (Locking) Name() string { return "FOR" }

// Build builds the clause.
func (locking Locking) Build(builder Builder) {}

// Expr is a raw SQL expression with variables.
type Expr struct {
	SQL                string
	Vars               []interface{}
	WithoutParentheses bool
}

// Build builds the expression.
func (expr Expr) Build(builder Builder) {}
