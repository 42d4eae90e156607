// Package ent uses the hand-"generated" client in entgen the way application
// code uses an ent client. The catalog rows are called inside entgen; each
// call here reaches one of them through a wrapper (named in "via:").
package ent

import (
	"context"

	"entgo.io/ent/dialect/sql/sqlgraph"

	"catalogcases/ent/entgen"
)

func reads(ctx context.Context, c *entgen.Client) error {
	seen, err := c.User.Query().Exist(ctx) // via: CountNodes
	if err != nil || seen {
		return err
	}
	if _, err := c.User.Query().All(ctx); err != nil { // via: QueryNodes
		return err
	}
	_, err = c.User.Query().GroupIDs(ctx) // via: QueryEdges
	return err
}

func writes(ctx context.Context, c *entgen.Client, eventID string) error {
	if _, err := c.User.Create().SetEventID(eventID).Save(ctx); err != nil { // via: CreateNode
		if sqlgraph.IsUniqueConstraintError(err) { // row: IsUniqueConstraintError
			return nil
		}
		return err
	}
	a, b := c.User.Create().SetEventID("a"), c.User.Create().SetEventID("b")
	if _, err := c.User.CreateBulk(a, b).Save(ctx); err != nil { // via: BatchCreate
		return err
	}
	if _, err := c.User.UpdateOneID(1).SetEventID(eventID).Save(ctx); err != nil { // via: UpdateNode
		return err
	}
	if _, err := c.User.Update().SetEventID(eventID).Save(ctx); err != nil { // via: UpdateNodes
		return err
	}
	_, err := c.User.Delete().Exec(ctx) // via: DeleteNodes
	return err
}

func claim(ctx context.Context, c *entgen.Client, eventID string) error {
	return c.User.Create().SetEventID(eventID).OnConflictColumns("event_id").DoNothing().Exec(ctx) // via: DoNothing, CreateNode
}

func transaction(ctx context.Context, c *entgen.Client, eventID string) error {
	tx, err := c.Tx(ctx) // via: Driver.Tx
	if err != nil {
		return err
	}
	if _, err := tx.User.Create().SetEventID(eventID).Save(ctx); err != nil {
		_ = tx.Rollback() // via: Tx.Rollback
		return err
	}
	return tx.Commit() // via: Tx.Commit
}
