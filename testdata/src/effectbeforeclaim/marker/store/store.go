package store // want package:"exports summaries"

// The package holds an order's processed marker and its claim, in a
// package of their own: the marker probe's "helper in another package".

import (
	"context"
	"database/sql"
)

// MarkPaid records that the order was charged.
func MarkPaid(ctx context.Context, db *sql.DB, id string) error { // want MarkPaid:`write table=orders sets marks writekey=3 via store.MarkPaid → sql.DB.ExecContext`
	_, err := db.ExecContext(ctx, `UPDATE orders SET status = 'paid' WHERE id = $1`, id)
	return err
}

// Claim moves the order from pending to charging and reports whether
// this caller won.
func Claim(ctx context.Context, db *sql.DB, id string) (bool, error) { // want Claim:`claim table=orders keyparam=3 via store.Claim → sql.DB.ExecContext`
	res, err := db.ExecContext(ctx, `UPDATE orders SET status = 'charging' WHERE id = $1 AND status = 'pending'`, id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// SetNote writes a note on the order: not a marker.
func SetNote(ctx context.Context, db *sql.DB, id, note string) error { // want SetNote:`write table=orders sets writekey=3 via store.SetNote → sql.DB.ExecContext`
	_, err := db.ExecContext(ctx, `UPDATE orders SET note = $2 WHERE id = $1`, id, note)
	return err
}
