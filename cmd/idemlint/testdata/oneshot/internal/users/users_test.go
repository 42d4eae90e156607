package users

import (
	"context"
	"database/sql"
	"testing"

	"example.com/contest/internal/testutil"
	"example.com/contest/testdata/images"
)

func TestSignUp(t *testing.T) {
	var db *sql.DB
	testutil.Fixture(context.Background(), db)
	_ = images.PNG
	_ = (&Store{DB: db}).SignUp(context.Background(), "a@example.com")
}
