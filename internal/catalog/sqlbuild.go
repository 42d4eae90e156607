package catalog

import "slices"

// SQL builders assemble a statement from a chain of calls; the model reads
// the chain back and spells the statement as SQL text (model's builder.go).
// A method of a builder package that returns its receiver's type and has
// no row here (Limit, OrderBy, PlaceholderFormat, sqlf's To) adds nothing
// the analysis reads.

const (
	squirrelPath = "github.com/Masterminds/squirrel"
	sqlfPath     = "github.com/leporo/sqlf"
)

// github.com/Masterminds/squirrel v1.5.4. Builders are values: each method
// returns a new one. A statement runs through RunWith(runner) and one of
// its Exec/Query/QueryRow methods, or is spelled by ToSql and run by the
// program on database/sql, sqlx or pgx.
var squirrel = concat(
	[]Row{
		{Path: squirrelPath, Name: "Select", Role: SQLBuild, Clause: BuildSelect},
		{Path: squirrelPath, Name: "Insert", Role: SQLBuild, Clause: BuildInsert, Args: []Arg{{ArgTable, "into"}}},
		{Path: squirrelPath, Name: "Update", Role: SQLBuild, Clause: BuildUpdate, Args: []Arg{{ArgTable, "table"}}},
		{Path: squirrelPath, Name: "Delete", Role: SQLBuild, Clause: BuildDelete, Args: []Arg{{ArgTable, "from"}}},
		{Path: squirrelPath, Recv: "StatementBuilderType", Name: "Select", Role: SQLBuild, Clause: BuildSelect},
		{Path: squirrelPath, Recv: "StatementBuilderType", Name: "Insert", Role: SQLBuild, Clause: BuildInsert, Args: []Arg{{ArgTable, "into"}}},
		{Path: squirrelPath, Recv: "StatementBuilderType", Name: "Update", Role: SQLBuild, Clause: BuildUpdate, Args: []Arg{{ArgTable, "table"}}},
		{Path: squirrelPath, Recv: "StatementBuilderType", Name: "Delete", Role: SQLBuild, Clause: BuildDelete, Args: []Arg{{ArgTable, "from"}}},
		{Path: squirrelPath, Recv: "StatementBuilderType", Name: "RunWith", Role: SQLBuild, Clause: BuildRunner, Args: []Arg{{ArgRunner, "runner"}}},
		{Path: squirrelPath, Recv: "SelectBuilder", Name: "From", Role: SQLBuild, Clause: BuildTable, Args: []Arg{{ArgTable, "from"}}},
		{Path: squirrelPath, Recv: "InsertBuilder", Name: "Into", Role: SQLBuild, Clause: BuildTable, Args: []Arg{{ArgTable, "from"}}},
		{Path: squirrelPath, Recv: "InsertBuilder", Name: "Options", Role: SQLBuild, Clause: BuildOptions, Args: []Arg{{ArgColumns, "options"}}},
		{Path: squirrelPath, Recv: "InsertBuilder", Name: "Columns", Role: SQLBuild, Clause: BuildColumns, Args: []Arg{{ArgColumns, "columns"}}},
		{Path: squirrelPath, Recv: "InsertBuilder", Name: "Values", Role: SQLBuild, Clause: BuildValues, Args: []Arg{{ArgValue, "values"}}},
		{Path: squirrelPath, Recv: "InsertBuilder", Name: "SetMap", Role: SQLBuild, Clause: BuildSetMap, Args: []Arg{{ArgValue, "clauses"}}},
		{Path: squirrelPath, Recv: "UpdateBuilder", Name: "Table", Role: SQLBuild, Clause: BuildTable, Args: []Arg{{ArgTable, "table"}}},
		{Path: squirrelPath, Recv: "UpdateBuilder", Name: "Set", Role: SQLBuild, Clause: BuildSet, Args: []Arg{{ArgKey, "column"}, {ArgValue, "value"}}},
		{Path: squirrelPath, Recv: "UpdateBuilder", Name: "SetMap", Role: SQLBuild, Clause: BuildSetMap, Args: []Arg{{ArgValue, "clauses"}}},
		{Path: squirrelPath, Recv: "DeleteBuilder", Name: "From", Role: SQLBuild, Clause: BuildTable, Args: []Arg{{ArgTable, "from"}}},
		// Eq{"name": n} as a condition: name = n, for each key.
		{Path: squirrelPath, Name: "Eq", Object: Type, Role: EqConds},
	},
	squirrelEach(BuildWhere, "Where", Arg{ArgQuery, "pred"}, Arg{ArgValue, "args"}),
	squirrelEach(BuildSuffix, "Suffix", Arg{ArgQuery, "sql"}, Arg{ArgValue, "args"}),
	squirrelEach(BuildRunner, "RunWith", Arg{ArgRunner, "runner"}),
	squirrelEach(BuildText, "ToSql"),
	squirrelRun(SQLExec, "Exec", "ExecContext"),
	squirrelRun(SQLQuery, "Query", "QueryContext", "QueryRow", "QueryRowContext", "Scan", "ScanContext"),
)

// squirrelBuilders are the statement builders; DeleteBuilder has no
// QueryRow or Scan in v1.5.4.
var squirrelBuilders = []string{"SelectBuilder", "InsertBuilder", "UpdateBuilder", "DeleteBuilder"}

// squirrelEach lists the method name of every statement builder as an
// SQLBuild row adding clause (InsertBuilder has no Where).
func squirrelEach(clause Clause, name string, args ...Arg) []Row {
	rows := make([]Row, 0, len(squirrelBuilders))
	for _, b := range squirrelBuilders {
		if b == "InsertBuilder" && name == "Where" {
			continue
		}
		rows = append(rows, Row{Path: squirrelPath, Recv: b, Name: name, Role: SQLBuild, Clause: clause, Args: args})
	}
	return rows
}

// squirrelRun lists the methods of the statement builders that run the
// statement they built on the runner RunWith gave them.
func squirrelRun(role Role, names ...string) []Row {
	var rows []Row
	for _, b := range squirrelBuilders {
		for _, n := range names {
			if b == "DeleteBuilder" && (n == "QueryRow" || n == "Scan") {
				continue
			}
			rows = append(rows, Row{Path: squirrelPath, Recv: b, Name: n, Role: role})
		}
	}
	return rows
}

// mutableBuilders are the builder packages whose statement is one value
// every method changes (and returns): a call whose result is dropped
// changes it too.
var mutableBuilders = []string{sqlfPath}

// MutableBuilder reports whether the builder package at path changes its
// statement in place.
func MutableBuilder(path string) bool { return slices.Contains(mutableBuilders, Canonical(path)) }

// github.com/leporo/sqlf v1.4.0. One mutable *Stmt: every method returns
// its receiver. sqlf.From starts a SELECT of its table; a statement runs
// with Exec/Query/QueryRow (and their …AndClose forms) on the db given,
// or is spelled by String with its arguments in Args.
var sqlf = []Row{
	{Path: sqlfPath, Name: "From", Role: SQLBuild, Clause: BuildSelect, Args: []Arg{{ArgTable, "expr"}}},
	{Path: sqlfPath, Name: "Select", Role: SQLBuild, Clause: BuildSelect},
	{Path: sqlfPath, Name: "InsertInto", Role: SQLBuild, Clause: BuildInsert, Args: []Arg{{ArgTable, "tableName"}}},
	{Path: sqlfPath, Name: "Update", Role: SQLBuild, Clause: BuildUpdate, Args: []Arg{{ArgTable, "tableName"}}},
	{Path: sqlfPath, Name: "DeleteFrom", Role: SQLBuild, Clause: BuildDelete, Args: []Arg{{ArgTable, "tableName"}}},
	{Path: sqlfPath, Recv: "Dialect", Name: "From", Role: SQLBuild, Clause: BuildSelect, Args: []Arg{{ArgTable, "expr"}}},
	{Path: sqlfPath, Recv: "Dialect", Name: "Select", Role: SQLBuild, Clause: BuildSelect},
	{Path: sqlfPath, Recv: "Dialect", Name: "InsertInto", Role: SQLBuild, Clause: BuildInsert, Args: []Arg{{ArgTable, "tableName"}}},
	{Path: sqlfPath, Recv: "Dialect", Name: "Update", Role: SQLBuild, Clause: BuildUpdate, Args: []Arg{{ArgTable, "tableName"}}},
	{Path: sqlfPath, Recv: "Dialect", Name: "DeleteFrom", Role: SQLBuild, Clause: BuildDelete, Args: []Arg{{ArgTable, "tableName"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "From", Role: SQLBuild, Clause: BuildTable, Args: []Arg{{ArgTable, "expr"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "Where", Role: SQLBuild, Clause: BuildWhere, Args: []Arg{{ArgQuery, "expr"}, {ArgValue, "args"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "Set", Role: SQLBuild, Clause: BuildSet, Args: []Arg{{ArgKey, "field"}, {ArgValue, "value"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "Clause", Role: SQLBuild, Clause: BuildSuffix, Args: []Arg{{ArgQuery, "expr"}, {ArgValue, "args"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "Returning", Role: SQLBuild, Clause: BuildReturning, Args: []Arg{{ArgColumns, "expr"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "String", Role: SQLBuild, Clause: BuildText},
	{Path: sqlfPath, Recv: "Stmt", Name: "Args", Role: SQLBuild, Clause: BuildArgs},
	{Path: sqlfPath, Recv: "Stmt", Name: "Exec", Role: SQLExec, Args: []Arg{{ArgRunner, "db"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "ExecAndClose", Role: SQLExec, Args: []Arg{{ArgRunner, "db"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "Query", Role: SQLQuery, Args: []Arg{{ArgRunner, "db"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "QueryAndClose", Role: SQLQuery, Args: []Arg{{ArgRunner, "db"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "QueryRow", Role: SQLQuery, Args: []Arg{{ArgRunner, "db"}}},
	{Path: sqlfPath, Recv: "Stmt", Name: "QueryRowAndClose", Role: SQLQuery, Args: []Arg{{ArgRunner, "db"}}},
}
