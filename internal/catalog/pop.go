package catalog

const (
	popPath    = "github.com/gobuffalo/pop"
	orypopPath = "github.com/ory/pop"
)

// github.com/gobuffalo/pop/v6 v6.4.1 and its fork github.com/ory/pop/v6
// v6.4.1, one API: a *Connection (a transaction's too) runs finishers
// itself or through the *Query its Where, Q and RawQuery build. First,
// Last and Find report a missing row as sql.ErrNoRows; Exists and Count
// return the answer. Create inserts; Update and UpdateColumns set the
// row with the model's primary key; Save updates when the model has an
// ID and creates otherwise (an upsert by key); Destroy deletes. Eager()
// returns a *Connection whose Create is the same row. RawQuery's text
// is the SQL its Exec, First or All runs. Transaction runs fn in a
// transaction (or in the enclosing one) and commits when it returns nil.
var pop = concat(popRows(popPath), popRows(orypopPath))

func popRows(path string) []Row {
	on := func(recvs []string, role Role, names ...string) []Row {
		var rows []Row
		for _, recv := range recvs {
			for _, n := range names {
				rows = append(rows, Row{Path: path, Recv: recv, Name: n, Role: role})
			}
		}
		return rows
	}
	both := []string{"Connection", "Query"}
	return concat(
		on(both, Check, "First", "Last", "Find", "All", "Count"),
		on([]string{"Query"}, Check, "Exists"),
		on([]string{"Connection"}, Write, "Create", "ValidateAndCreate"),
		withMode(Upserts, on([]string{"Connection"}, Write, "Save", "ValidateAndSave")),
		withMode(Sets, on([]string{"Connection"}, Write, "Update", "ValidateAndUpdate")),
		// UpdateColumns sets the columns it names: one that records
		// progress (status, sent_at) makes it a processed marker.
		[]Row{{Path: path, Recv: "Connection", Name: "UpdateColumns", Role: Write, Mode: Sets, Args: []Arg{{ArgColumns, "columnNames"}}}},
		withMode(Removes, on([]string{"Connection"}, Write, "Destroy")),
		// Conditions: a read built with Where looks a key up.
		on(both, Filter, "Where"),
		[]Row{
			{Path: path, Recv: "Connection", Name: "RawQuery", Role: SQLQuery, Args: []Arg{{ArgQuery, "stmt"}}},
			{Path: path, Recv: "Query", Name: "RawQuery", Role: SQLQuery, Args: []Arg{{ArgQuery, "stmt"}}},
			{Path: path, Recv: "Connection", Name: "Transaction", Role: TxFunc, Args: []Arg{{ArgFunc, "fn"}}},
		},
	)
}
