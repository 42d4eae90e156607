package sqlraw

import (
	"context"
	"database/sql"
	"errors"
	"log"
)

// createVersion demotes the name's latest version, logging how many rows
// it changed, then inserts the new one: the demotion's count decides
// nothing, so the function creates.
func createVersion(ctx context.Context, db *sql.DB, name, version string) error {
	res, err := db.ExecContext(ctx, "UPDATE versions SET latest = false WHERE name = $1 AND latest = true", name)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		log.Printf("demoted %d versions of %s", n, name)
	}
	_, err = db.ExecContext(ctx, "INSERT INTO versions (name, version, latest) VALUES ($1, $2, true)", name, version)
	return err
}

// Bad: two concurrent publishes of a new version both find none and both
// insert it.
func publishVersion(ctx context.Context, db *sql.DB, name, version string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM versions WHERE name = $1 AND version = $2", name, version).Scan(&id) // want `db.QueryRowContext decides whether createVersion at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
	if errors.Is(err, sql.ErrNoRows) {
		return createVersion(ctx, db, name, version)
	}
	return err
}

// takeVersion moves the name's latest flag to the new version only when
// it was free: the count of the guarded UPDATE decides, so it is a claim.
func takeVersion(ctx context.Context, db *sql.DB, name, version string) error {
	res, err := db.ExecContext(ctx, "UPDATE versions SET latest = false WHERE name = $1 AND latest = true", name)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	_, err = db.ExecContext(ctx, "INSERT INTO versions (name, version, latest) VALUES ($1, $2, true)", name, version)
	return err
}

// Good: the act claims the name first.
func promoteVersion(ctx context.Context, db *sql.DB, name, version string) error {
	var id int64
	err := db.QueryRowContext(ctx, "SELECT id FROM versions WHERE name = $1 AND version = $2", name, version).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return takeVersion(ctx, db, name, version)
	}
	return err
}
