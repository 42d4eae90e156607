// Package latest keeps the latest price per product: a package whose path
// ends in "test" is analysed like any other.
package latest

import (
	"context"
	"database/sql"
)

// Bad: two concurrent updates both find no price and both insert one.
func Record(ctx context.Context, db *sql.DB, product string, price int) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM prices WHERE product = $1`, product).Scan(&n); err != nil { // want `db.QueryRowContext decides whether db.ExecContext at line 19 runs`
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO prices (product, price) VALUES ($1, $2)`, product, price)
	return err
}
