// Package use calls the helpers of package store.
package use

import (
	"context"
	"database/sql"

	"gorm.io/gorm"

	"model/txhelper/store"
)

func serial(ctx context.Context, db *sql.DB, id string) error {
	return store.WithSerializableTx(ctx, db, func(tx *sql.Tx) error { // want `commit store.WithSerializableTx tx=func/serializable via store.WithSerializableTx → sql.Tx.Commit` `write store.WithSerializableTx table=processed via func literal → sql.Tx.ExecContext`
		_, err := tx.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", id) // want `write tx.ExecContext table=processed tx=func/serializable`
		return err
	})
}

func gormHelper(s *store.Store, id string) error {
	return s.InTx(func(tx *gorm.DB) error { // want `commit s.InTx tx=func via` `write s.InTx table=processed via func literal → gorm.DB.Create`
		return tx.Create(&Processed{ID: id}).Error // want `write tx.Create table=processed tx=func`
	})
}

type Processed struct{ ID string }
