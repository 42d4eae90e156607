// Package mongomarker: an email sent before the message's processed
// marker, a document inserted into a MongoDB collection, beside its twin
// that inserts the marker first.
package mongomarker

import (
	"context"
	"database/sql"
	"errors"
	"net/smtp"

	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgconn"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

type H struct{ processed *mongo.Collection }

func New(db *mongo.Database) *H { return &H{processed: db.Collection("processed")} }

type Late struct{ H }

// Bad: the marker is inserted after the email.
func (h *Late) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	n, err := h.processed.CountDocuments(ctx, bson.M{"task": id})
	if err != nil || n > 0 {
		return err
	}
	if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, nil); err != nil { // want `smtp.SendMail runs before the processed marker h.processed.InsertOne at line 34`
		return err
	}
	_, err = h.processed.InsertOne(ctx, bson.M{"task": id})
	return err
}

type First struct{ H }

// Good: the marker is inserted first, under a unique index; a duplicate
// is a task already done.
func (h *First) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	_, err := h.processed.InsertOne(ctx, bson.M{"_id": id})
	if mongo.IsDuplicateKeyError(err) {
		return nil
	}
	if err != nil {
		return err
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, nil)
}

type SQLFirst struct{ db *sql.DB }

// Good: the same with SQL: a plain INSERT whose unique violation is a
// task already done.
func (h *SQLFirst) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := h.db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, string(t.Payload()))
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return nil
	}
	if err != nil {
		return err
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, nil)
}

type Logged struct{ H }

// Bad: the duplicate is only logged, and the email goes out anyway.
func (h *Logged) ProcessTask(ctx context.Context, t *asynq.Task) error {
	_, err := h.processed.InsertOne(ctx, bson.M{"_id": string(t.Payload())})
	if mongo.IsDuplicateKeyError(err) {
		println("seen before")
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, nil) // want `smtp.SendMail runs in a handler that records no claim`
}
