package catalog

const (
	popPath    = "github.com/gobuffalo/pop"
	orypopPath = "github.com/ory/pop"
)

// github.com/gobuffalo/pop/v6 v6.4.1 and its fork github.com/ory/pop/v6
// v6.4.1, one API: a *Connection (a transaction's too) runs finishers
// itself or through the *Query its Where and Q build. First, Last and
// Find report a missing row as sql.ErrNoRows; Exists and Count return
// the answer. Update and UpdateColumns set the row with the model's
// primary key; Save updates when the model has an ID and creates
// otherwise (an upsert by key); Destroy deletes. Transaction runs fn in a
// transaction (or in the enclosing one) and commits when it returns nil.
//
// Create and ValidateAndCreate (inserts), and RawQuery as an operation (SQL
// text run by Exec, First or All), are left out: with them, ory/kratos gains a dozen
// checkthenact findings that are not races (a flow or session read whose
// missing-row branch reaches a helper that creates a new row under a key
// minted elsewhere, which a keyless ORM create cannot show). RawQuery's
// text is read only for the row lock it takes (RawText).
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
		withMode(Upserts, on([]string{"Connection"}, Write, "Save", "ValidateAndSave")),
		withMode(Sets, on([]string{"Connection"}, Write, "Update", "ValidateAndUpdate")),
		// UpdateColumns sets the columns it names: one that records
		// progress (status, sent_at) makes it a processed marker.
		[]Row{{Path: path, Recv: "Connection", Name: "UpdateColumns", Role: Write, Mode: Sets, Args: []Arg{{ArgColumns, "columnNames"}}}},
		withMode(Removes, on([]string{"Connection"}, Write, "Destroy")),
		// Conditions: a read built with Where looks a key up.
		on(both, Filter, "Where"),
		// Raw SQL text: only the row lock it takes is read (a repository's
		// FindXForUpdate, run on the transaction it is given).
		[]Row{
			{Path: path, Recv: "Connection", Name: "RawQuery", Role: RawText, Args: []Arg{{ArgQuery, "stmt"}}},
			{Path: path, Recv: "Query", Name: "RawQuery", Role: RawText, Args: []Arg{{ArgQuery, "stmt"}}},
		},
		[]Row{
			{Path: path, Recv: "Connection", Name: "Transaction", Role: TxFunc, Args: []Arg{{ArgFunc, "fn"}}},
		},
	)
}
