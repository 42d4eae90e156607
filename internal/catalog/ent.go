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
	// Called directly by users. The generated ent.IsConstraintError only
	// tests for its own ConstraintError type (any constraint) and is not
	// recognised.
	{Path: "entgo.io/ent/dialect/sql/sqlgraph", Name: "IsUniqueConstraintError", Role: UniqueViolation},

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
