package catalog

const (
	xormPath        = "xorm.io/xorm"
	xormBuilderPath = "xorm.io/builder"
	xormNamesPath   = "xorm.io/xorm/names"
	xormCorePath    = "xorm.io/core" // the mappers of xorm before v1 (v0.8's Engine.SetMapper takes core.IMapper)
)

// xorm.io/xorm v1.4.3. Engine and Session declare the finishers
// themselves (an Engine call runs in a session of its own, autocommitted);
// the Interface both implement declares them too, without parameter names
// for most. A bean's non-zero fields are conditions, as Where's are: the
// bean argument of a read is its inline conditions (Get(&Event{ID: id})).
// Get returns (found bool, err error), Exist (bool, error) and Count the
// number: a missing row is no error. Update and Delete return the rows
// affected as a number, not through a RowsAffected field (Counts: the
// model reads Update's).
var xorm = concat(
	xormAt([]string{"Session", "Engine"}, Check, "beans|bean", "Get"), // bean: v0.8, one bean, not variadic
	xormAt([]string{"Session", "Engine"}, Check, "bean", "Exist", "Count"),
	xormAt([]string{"Session", "Engine"}, Check, "condiBean", "FindAndCount"),
	xormAt([]string{"Session"}, Check, "condiBean", "Find"),
	xormAt([]string{"Engine"}, Check, "condiBeans", "Find"),
	xormAt([]string{"Interface"}, Check, "", "Get", "Exist", "Count", "Find", "FindAndCount"),
	xormAt([]string{"Session", "Engine", "Interface"}, Write, "", "Insert", "InsertOne"),
	xormAt([]string{"Session"}, Write, "", "InsertMulti"),
	counting(withMode(Sets, xormAt([]string{"Session", "Engine", "Interface"}, Write, "", "Update"))),
	withMode(Removes, xormAt([]string{"Session", "Engine", "Interface"}, Write, "", "Delete")),
	// Conditions: a read built with one of them looks a key up.
	xormAt([]string{"Session", "Engine", "Interface"}, Filter, "", "Where", "ID", "In"),
	xormAt([]string{"Session"}, Filter, "", "And", "Or"),
	[]Row{
		// Begin and BeginTx return only an error: the session they are
		// called on is the transaction until its Commit or Rollback.
		{Path: xormPath, Recv: "Session", Name: "Begin", Role: TxBegin},
		{Path: xormPath, Recv: "Session", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
		{Path: xormPath, Recv: "Session", Name: "Commit", Role: TxCommit},
		{Path: xormPath, Recv: "Session", Name: "Rollback", Role: TxRollback},
		// ForUpdate makes the session's next read SELECT … FOR UPDATE.
		{Path: xormPath, Recv: "Session", Name: "ForUpdate", Role: LockClause},
		// Transaction runs f in a new session's transaction and commits
		// when it returns a nil error.
		{Path: xormPath, Recv: "Engine", Name: "Transaction", Role: TxFunc, Args: []Arg{{ArgFunc, "f"}}},
		// xorm.io/builder v0.3.13: a condition Where takes; Eq's keys are
		// columns compared equal to their values (cond_eq.go).
		{Path: xormBuilderPath, Name: "Eq", Object: Type, Role: EqConds},
		// The engine's mapper names the columns of fields whose tags do
		// not (SnakeMapper unless set); SetTableMapper names tables only.
		{Path: xormPath, Recv: "Engine", Name: "SetMapper", Role: ColumnMapper, Args: []Arg{{ArgValue, "mapper"}}},
		{Path: xormPath, Recv: "Engine", Name: "SetColumnMapper", Role: ColumnMapper, Args: []Arg{{ArgValue, "mapper"}}},
	},
	namingRows(xormNamesPath),
	namingRows(xormCorePath), // xorm.io/core v0.7.2
)

// The rules xorm's mappers name a Go field's column by (names/mapper.go
// at v1.4.3, core/mapper.go at v0.7.2): Snake puts an underscore before
// every capital but the first (UserID: user_i_d), Gonic keeps a run of
// capitals together (user_id), Same keeps the name.
const (
	NamingSnake = "snake"
	NamingGonic = "gonic"
	NamingSame  = "same"
)

// namings are the naming rules of the mapper types, by name.
var namings = map[string]string{"SnakeMapper": NamingSnake, "GonicMapper": NamingGonic, "SameMapper": NamingSame}

// namingRows lists the mapper types of an xorm names package.
func namingRows(path string) []Row {
	var rows []Row
	for _, n := range []string{"GonicMapper", "SnakeMapper", "SameMapper"} {
		rows = append(rows, Row{Path: path, Name: n, Object: Type, Role: ColumnNaming})
	}
	return rows
}

// Naming returns the naming rule of a ColumnNaming row.
func Naming(row *Row) string { return namings[row.Name] }

// xormAt lists the methods names of each of recvs with role; conds names
// their inline-conditions parameter, if any.
func xormAt(recvs []string, role Role, conds string, names ...string) []Row {
	var rows []Row
	for _, recv := range recvs {
		for _, n := range names {
			row := Row{Path: xormPath, Recv: recv, Name: n, Role: role}
			if conds != "" {
				row.Args = []Arg{{ArgConds, conds}}
			}
			rows = append(rows, row)
		}
	}
	return rows
}

// modelTags are the ORMs that read a model's columns, uniquenesses and
// table from struct tags of their own grammar, by package path, with
// the tag key: a create through one of them is read with that grammar.
// gorm's and bun's tags are read whatever the ORM.
var modelTags = map[string]string{
	xormPath: "xorm", // xorm.io/xorm/tags at v1.4.3: splitTag, defaultTagHandlers, names.SnakeMapper
}

// ModelTag returns the struct tag key whose grammar the ORM at path
// reads a model's schema from, or "".
func ModelTag(path string) string { return modelTags[Canonical(path)] }
