package migrate

import (
	"context"
	"database/sql"
)

func init() { Add(1, backfillOwners) }

// backfillOwners gives every organization an owner row unless it has one:
// a step Run applies at start-up, never per request.
func backfillOwners(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `SELECT id FROM orgs`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var org string
		if err := rows.Scan(&org); err != nil {
			return err
		}
		var n int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM owners WHERE org_id = $1`, org).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			if _, err := db.ExecContext(ctx, `INSERT INTO owners (org_id) VALUES ($1)`, org); err != nil {
				return err
			}
		}
	}
	return rows.Err()
}
