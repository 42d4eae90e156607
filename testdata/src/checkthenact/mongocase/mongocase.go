// Package mongocase: dedup checks through the MongoDB driver (v1).
package mongocase

import (
	"context"
	"net/smtp"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

type Event struct {
	Key    string `bson:"key"`
	Status string `bson:"status"`
}

// Bad: FindOne's ErrNoDocuments decides the InsertOne of the same
// collection.
func findThenInsert(ctx context.Context, db *mongo.Database, key string) error {
	events := db.Collection("events")
	var e Event
	err := events.FindOne(ctx, bson.M{"key": key}).Decode(&e) // want `events.FindOne decides whether events.InsertOne at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with a unique index on the key and InsertOne, treating mongo.IsDuplicateKeyError as already done`
	if err != mongo.ErrNoDocuments {
		return err
	}
	_, err = events.InsertOne(ctx, Event{Key: key})
	return err
}

// Bad: a count with a bson.D filter decides an email and its record.
func countThenMail(ctx context.Context, db *mongo.Database, key, to string) error {
	n, err := db.Collection("sent").CountDocuments(ctx, bson.D{{Key: "key", Value: key}}) // want `db.Collection\(…\).CountDocuments decides whether smtp.SendMail at line \d+ runs; two concurrent calls can both pass the check and both send the email`
	if err != nil || n > 0 {
		return err
	}
	if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil); err != nil {
		return err
	}
	_, err = db.Collection("sent").InsertOne(ctx, bson.M{"key": key})
	return err
}

// Repo holds its collection in a field that its constructor fills.
type Repo struct{ events *mongo.Collection }

func NewRepo(db *mongo.Database) *Repo { return &Repo{events: db.Collection("events")} }

// Seen reports whether key was processed.
func (r *Repo) Seen(ctx context.Context, key string) (bool, error) {
	err := r.events.FindOne(ctx, bson.M{"key": key}).Err()
	if err == mongo.ErrNoDocuments {
		return false, nil
	}
	return err == nil, err
}

// Record stores the event.
func (r *Repo) Record(ctx context.Context, e Event) error {
	_, err := r.events.InsertOne(ctx, e)
	return err
}

// Bad: the repository's check and record, on the field's collection.
func (r *Repo) Handle(ctx context.Context, key string) error {
	seen, err := r.Seen(ctx, key) // want `r.Seen decides whether r.Record at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with a unique index on the key and InsertOne`
	if err != nil || seen {
		return err
	}
	return r.Record(ctx, Event{Key: key})
}

// Good: the insert's duplicate-key error is the answer; the check only
// saves a round trip.
func findThenInsertUnique(ctx context.Context, db *mongo.Database, key string) error {
	events := db.Collection("events")
	if err := events.FindOne(ctx, bson.M{"key": key}).Err(); err != mongo.ErrNoDocuments {
		return err
	}
	_, err := events.InsertOne(ctx, Event{Key: key})
	if mongo.IsDuplicateKeyError(err) {
		return nil
	}
	return err
}

// Good: another collection is written than the one read.
func otherCollection(ctx context.Context, db *mongo.Database, key string) error {
	var u Event
	err := db.Collection("users").FindOne(ctx, bson.M{"key": key}).Decode(&u)
	if err != mongo.ErrNoDocuments {
		return err
	}
	_, err = db.Collection("audit").InsertOne(ctx, Event{Key: key})
	return err
}

// Good: a filter with no value of the call's own looks no key up (the
// one settings document).
func seedSettings(ctx context.Context, db *mongo.Database) error {
	settings := db.Collection("settings")
	n, err := settings.CountDocuments(ctx, bson.M{"kind": "global"})
	if err != nil || n > 0 {
		return err
	}
	_, err = settings.InsertOne(ctx, bson.M{"kind": "global"})
	return err
}

// Shared is built around a collection its caller chooses: which one the
// check and the record touch is not known here.
type Shared struct{ coll *mongo.Collection }

func NewShared(coll *mongo.Collection) *Shared { return &Shared{coll: coll} }

// Good (not known): the collection comes from the caller.
func (s *Shared) Ensure(ctx context.Context, key string) error {
	n, err := s.coll.CountDocuments(ctx, bson.M{"key": key})
	if err != nil || n > 0 {
		return err
	}
	_, err = s.coll.InsertOne(ctx, bson.M{"key": key})
	return err
}
