// Package mongo is an idemlint test stub of go.mongodb.org/mongo-driver/v2/mongo@v2.10.0: only the declarations the tests use, with the real names, receivers and parameter names (options are left out).
package mongo

import (
	"context"
	"errors"
)

// ErrNoDocuments is returned by SingleResult methods when the operation that created the SingleResult did not return any documents.
var ErrNoDocuments = errors.New("mongo: no documents in result")

// IsDuplicateKeyError returns true if err is a duplicate key error.
func IsDuplicateKeyError(err error) bool { return false }

// Client is a handle representing a pool of connections to a MongoDB deployment.
type Client struct{}

// Database returns a handle for a database with the given name.
func (c *Client) Database(name string) *Database { return &Database{} }

// Database is a handle to a MongoDB database.
type Database struct{}

// Collection gets a handle for a collection with the given name in the database.
func (db *Database) Collection(name string) *Collection { return &Collection{} }

// Collection is a handle to a MongoDB collection.
type Collection struct{}

// InsertOneResult is the result type returned by an InsertOne operation.
type InsertOneResult struct{ InsertedID any }

// InsertManyResult is a result type returned by an InsertMany operation.
type InsertManyResult struct{ InsertedIDs []any }

// UpdateResult is the result type returned from UpdateOne, UpdateMany, and ReplaceOne operations.
type UpdateResult struct {
	MatchedCount  int64
	ModifiedCount int64
	UpsertedCount int64
	UpsertedID    any
}

// SingleResult represents a single document returned from an operation.
type SingleResult struct{}

// Decode will unmarshal the document represented by this SingleResult into v.
func (sr *SingleResult) Decode(v any) error { return nil }

// Err returns the error from the operation that created this SingleResult.
func (sr *SingleResult) Err() error { return nil }

// Cursor is used to iterate over a stream of documents.
type Cursor struct{}

// All iterates the cursor and decodes each document into results.
func (c *Cursor) All(ctx context.Context, results any) error { return nil }

// Next gets the next document for this cursor.
func (c *Cursor) Next(ctx context.Context) bool { return false }

// InsertOne executes an insert command to insert a single document into the collection.
func (coll *Collection) InsertOne(ctx context.Context, document any) (*InsertOneResult, error) {
	return nil, nil
}

// InsertMany executes an insert command to insert multiple documents into the collection.
func (coll *Collection) InsertMany(ctx context.Context, documents []any) (*InsertManyResult, error) {
	return nil, nil
}

// UpdateOne executes an update command to update at most one document in the collection.
func (coll *Collection) UpdateOne(ctx context.Context, filter any, update any) (*UpdateResult, error) {
	return nil, nil
}

// CountDocuments returns the number of documents in the collection.
func (coll *Collection) CountDocuments(ctx context.Context, filter any) (int64, error) {
	return 0, nil
}

// Find executes a find command and returns a Cursor over the matching documents in the collection.
func (coll *Collection) Find(ctx context.Context, filter any) (*Cursor, error) {
	return nil, nil
}

// FindOne executes a find command and returns a SingleResult for one document in the collection.
func (coll *Collection) FindOne(ctx context.Context, filter any) *SingleResult {
	return nil
}

// UpdateMany executes an update command to update documents in the collection.
func (coll *Collection) UpdateMany(ctx context.Context, filter any, update any) (*UpdateResult, error) {
	return nil, nil
}

// ReplaceOne executes an update command to replace at most one document in the collection.
func (coll *Collection) ReplaceOne(ctx context.Context, filter any, replacement any) (*UpdateResult, error) {
	return nil, nil
}

// DeleteResult is the result type returned by DeleteOne and DeleteMany operations.
type DeleteResult struct{ DeletedCount int64 }

// DeleteOne executes a delete command to delete at most one document from the collection.
func (coll *Collection) DeleteOne(ctx context.Context, filter any) (*DeleteResult, error) {
	return nil, nil
}

// DeleteMany executes a delete command to delete documents from the collection.
func (coll *Collection) DeleteMany(ctx context.Context, filter any) (*DeleteResult, error) {
	return nil, nil
}

// FindOneAndUpdate executes a findAndModify command to update at most one document in the collection and returns the document as it appeared before updating.
func (coll *Collection) FindOneAndUpdate(ctx context.Context, filter any, update any) *SingleResult {
	return nil
}

// FindOneAndReplace executes a findAndModify command to replace at most one document in the collection and returns the document as it appeared before replacement.
func (coll *Collection) FindOneAndReplace(ctx context.Context, filter any, replacement any) *SingleResult {
	return nil
}

// FindOneAndDelete executes a findAndModify command to delete at most one document in the collection and returns the document as it appeared before deletion.
func (coll *Collection) FindOneAndDelete(ctx context.Context, filter any) *SingleResult {
	return nil
}
