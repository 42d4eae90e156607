package catalog

// github.com/ClickHouse/clickhouse-go/v2 v2.51.0, its native API: the
// driver.Conn interface that clickhouse.Open returns. (Through
// database/sql, ClickHouse is recognised like any driver.) A batch is an
// INSERT whose text PrepareBatch takes; AsyncInsert inserts too.
var clickhouse = []Row{
	{Path: "github.com/ClickHouse/clickhouse-go/lib/driver", Recv: "Conn", Name: "Query", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
	{Path: "github.com/ClickHouse/clickhouse-go/lib/driver", Recv: "Conn", Name: "QueryRow", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
	{Path: "github.com/ClickHouse/clickhouse-go/lib/driver", Recv: "Conn", Name: "Exec", Role: SQLExec, Args: []Arg{{ArgQuery, "query"}}},
	{Path: "github.com/ClickHouse/clickhouse-go/lib/driver", Recv: "Conn", Name: "AsyncInsert", Role: SQLExec, Args: []Arg{{ArgQuery, "query"}}},
	{Path: "github.com/ClickHouse/clickhouse-go/lib/driver", Recv: "Conn", Name: "PrepareBatch", Role: SQLExec, Args: []Arg{{ArgQuery, "query"}}},
}
