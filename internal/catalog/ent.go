package catalog

// entgo.io/ent v0.14.5. ent generates its builders (UserQuery.Exist,
// UserCreate.Save, …) into the user's module, so only the runtime they call
// can be named here; the generated methods become wrappers through facts.
var ent = []Row{
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "QueryNodes", Role: Check},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "CountNodes", Role: Check},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "QueryEdges", Role: Check},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "CreateNode", Role: Write},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "BatchCreate", Role: Write},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "UpdateNode", Role: Write, Mode: Sets},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "UpdateNodes", Role: Write, Mode: Sets},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "DeleteNodes", Role: Write, Mode: Removes},
	// Called directly by users, and by the generated sqlSave, which turns
	// a constraint error into the generated ConstraintError: that type, and
	// the generated IsConstraintError, then test for it too. A foreign-key
	// or check constraint counts as well: a create that fails on one has
	// not run twice either.
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "IsUniqueConstraintError", Role: UniqueViolation},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "IsConstraintError", Role: UniqueViolation},

	// The generated builders name their table in the specs and selectors
	// they build; the read or write that runs one touches that table.
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "NewQuerySpec", Role: TableName, Args: []Arg{{ArgTable, "table"}}},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "NewCreateSpec", Role: TableName, Args: []Arg{{ArgTable, "table"}}},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "NewUpdateSpec", Role: TableName, Args: []Arg{{ArgTable, "table"}}},
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "NewDeleteSpec", Role: TableName, Args: []Arg{{ArgTable, "table"}}},
	{Path: "entgo.io/ent/dialect/sql", Name: "Table", Role: TableName, Args: []Arg{{ArgTable, "name"}}},
	{Path: "entgo.io/ent/dialect/sql", Recv: "DialectBuilder", Name: "Table", Role: TableName, Args: []Arg{{ArgTable, "name"}}},

	// The generated Select and GroupBy builders run the query their
	// selector builds through the driver's ExecQuerier (IDs, Exist and
	// Scan reach it).
	{Path: "entgo.io/ent/dialect", Recv: "ExecQuerier", Name: "Query", Role: Check},

	// The generated Client.Tx calls the Driver interface.
	{Path: "entgo.io/ent/dialect", Recv: "Driver", Name: "Tx", Role: TxBegin},
	// dialect.Tx declares no Commit or Rollback of its own: it embeds
	// database/sql/driver.Tx, which declares them. The generated Tx.Commit
	// calls them through dialect.Tx.
	{Path: "database/sql/driver", Recv: "Tx", Name: "Commit", Role: TxCommit},
	{Path: "database/sql/driver", Recv: "Tx", Name: "Rollback", Role: TxRollback},

	// The generated UpsertOne/UpsertBulk.DoNothing appends sql.DoNothing()
	// to the create's conflict options.
	{Path: "entgo.io/ent/dialect/sql", Name: "DoNothing", Role: OnConflict},
}
