package labels

import (
	"context"
	"database/sql"
	"testing"

	"example.com/partial/internal/testutil"
)

func TestFindOrCreate(t *testing.T) {
	var db *sql.DB
	testutil.Fixture(context.Background(), db)
	_ = (&Store{DB: db}).FindOrCreate(context.Background(), "v", "a")
}
