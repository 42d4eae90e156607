package users

import (
	"context"
	"database/sql"
	"testing"

	"example.com/contest/internal/testutil"
)

func TestSignUp(t *testing.T) {
	var db *sql.DB
	testutil.Fixture(context.Background(), db)
	_ = (&Store{DB: db}).SignUp(context.Background(), "a@example.com")
}
