package checkthenact_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/checkthenact"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestCheckThenAct(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.Analyzer,
		"checkthenact/sqlraw", "checkthenact/inputlist", "checkthenact/commands", "checkthenact/helpercover", "checkthenact/mutex", "checkthenact/pgxcase", "checkthenact/pgxv4", "checkthenact/pickclaim", "checkthenact/pickclaim/sqlitequeue", "checkthenact/closureunique", "checkthenact/httpiface", "checkthenact/foundabove/db", "checkthenact/foundabove", "checkthenact/rowreturned", "checkthenact/gormcase", "checkthenact/rediscase", "checkthenact/redisv8", "checkthenact/redigocase",
		"checkthenact/sqlxcase", "checkthenact/sqlbuild", "checkthenact/buncase", "checkthenact/xormcase", "checkthenact/crud", "checkthenact/crud/sqlite", "checkthenact/jinzhucase", "checkthenact/notfound/service", "checkthenact/grpcstore", "checkthenact/eagerload", "checkthenact/directivecheck", "checkthenact/wrappers/consumer", "checkthenact/survey", "checkthenact/survey2", "checkthenact/sqlitecase", "checkthenact/cmdmain", "checkthenact/builders", "checkthenact/exemptions", "checkthenact/latest", "checkthenact/dbhelpers", "checkthenact/getorcreate", "checkthenact/upsert", "checkthenact/droppedclaim", "checkthenact/cachebump", "checkthenact/poollock", "checkthenact/parentlock", "checkthenact/blobcase",
		"checkthenact/dupsentinel/api", "checkthenact/mailqueue", "checkthenact/voidclaim", "checkthenact/mongocase", "checkthenact/mongov2", "checkthenact/dynamocase", "checkthenact/nopimpl", "checkthenact/twochecks", "checkthenact/validates", "checkthenact/seqid", "checkthenact/nextnumber", "checkthenact/popcode", "checkthenact/handle/repo",
	)
}

// TestSchema covers the uniqueness the module declares: SQL migrations
// (golang-migrate and goose layouts under a go.mod), gorm tags (of a type
// in another package), and a schema embedded in a package with no go.mod
// above it.
func TestSchema(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.Analyzer,
		"checkthenact/schema/sqlmig", "checkthenact/schema/ledger", "checkthenact/schema/svc", "checkthenact/schema/gormtags", "checkthenact/schema/buntags", "checkthenact/schema/feedsvc", "checkthenact/schema/xormtags", "checkthenact/schema/xormgonic", "checkthenact/schema/gormstruct", "checkthenact/schema/xormsnake", "checkthenact/schema/revalidate", "checkthenact/schema/sortorder", "checkthenact/schemaembed")
}

// TestCallers covers the message's words: deliveries in a job and in a
// function only a handler reaches, requests in an HTTP handler and in a
// helper only it reaches, calls elsewhere (reached by both, or by
// nothing the package shows); and the act: the email, the publish, the
// insert, a program effect by name, the key, the increment.
func TestCallers(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.Analyzer, "checkthenact/callers")
}

// TestNotDedup covers the writes a check decides that deduplicate
// nothing — a relative update of the row read, a check of the row the
// call just inserted, a singleton under a fixed key — and their twins.
func TestNotDedup(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.Analyzer, "checkthenact/notdedup", "checkthenact/minted", "checkthenact/singleton", "checkthenact/methodwrite")
}

// TestEntSchema covers the uniqueness an ent module declares: in its
// schema sources (a unique field, a composite unique index, edges whose
// Unique() is a cardinality, a one-to-one edge's field) and in its
// generated migrate/schema.go.
func TestEntSchema(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.Analyzer,
		"checkthenact/entschema/service", "checkthenact/entschema/ent/schema", "checkthenact/entmigrate/service", "checkthenact/entmigrate/ent/migrate")
}

// TestFuncValues covers acts and handlers that reach the code as function
// values: a parameter the gated function calls, a table of handlers
// registered in a loop, a handler injected into a consumer.
func TestFuncValues(t *testing.T) {
	analysistest.Run(t, testdata(t), checkthenact.Analyzer, "checkthenact/funcvals", "checkthenact/cmdtable")
}
