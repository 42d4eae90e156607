package mongocase

import (
	"context"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

// Storage fills its collections through pointers to its fields: each
// field holds one collection, whatever its name.
type Storage struct {
	users *mongo.Collection
	audit *mongo.Collection
}

func (s *Storage) init(db *mongo.Database) {
	for name, p := range map[string]**mongo.Collection{"users": &s.users, "audit": &s.audit} {
		*p = db.Collection(name)
	}
}

// Bad: the users field's collection is counted, then inserted into.
func (s *Storage) AddUser(ctx context.Context, email string) error {
	n, err := s.users.CountDocuments(ctx, bson.M{"email": email}) // want `s.users.CountDocuments decides whether s.users.InsertOne at line \d+ runs`
	if err != nil || n > 0 {
		return err
	}
	_, err = s.users.InsertOne(ctx, bson.M{"email": email})
	return err
}

// Good: the check reads one field's collection, the insert writes
// another's.
func (s *Storage) Audit(ctx context.Context, email string) error {
	n, err := s.users.CountDocuments(ctx, bson.M{"email": email})
	if err != nil || n > 0 {
		return err
	}
	_, err = s.audit.InsertOne(ctx, bson.M{"email": email})
	return err
}
