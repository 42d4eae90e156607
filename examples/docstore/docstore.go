// Package docstore keeps the processed-events marker in a MongoDB
// collection, through the real driver (go.mongodb.org/mongo-driver/v2):
// a repository holds the collection its constructor names.
package docstore

import (
	"context"
	"errors"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

// Events is the processed-events collection.
type Events struct{ coll *mongo.Collection }

// New names the collection.
func New(db *mongo.Database) *Events { return &Events{coll: db.Collection("processed_events")} }

// FirstBuggy looks the event up and inserts it when it is missing: two
// concurrent deliveries both miss, and both go on.
func (e *Events) FirstBuggy(ctx context.Context, eventID string) (bool, error) {
	err := e.coll.FindOne(ctx, bson.M{"event_id": eventID}).Err() // idemlint: want checkthenact
	if err == nil {
		return false, nil
	}
	if !errors.Is(err, mongo.ErrNoDocuments) {
		return false, err
	}
	_, err = e.coll.InsertOne(ctx, bson.M{"event_id": eventID})
	return true, err
}

// First inserts the event under a unique index on event_id: the insert
// that fails with a duplicate key lost.
func (e *Events) First(ctx context.Context, eventID string) (bool, error) {
	_, err := e.coll.InsertOne(ctx, bson.M{"event_id": eventID}) // idemlint: ok
	if mongo.IsDuplicateKeyError(err) {
		return false, nil
	}
	return err == nil, err
}

// Claim upserts the marker and reports whether this call inserted it.
func (e *Events) Claim(ctx context.Context, eventID string) (bool, error) {
	res, err := e.coll.UpdateOne(ctx, bson.M{"_id": eventID}, bson.M{"$setOnInsert": bson.M{"event_id": eventID}},
		options.UpdateOne().SetUpsert(true)) // idemlint: ok
	if err != nil {
		return false, err
	}
	return res.UpsertedCount == 1, nil
}
