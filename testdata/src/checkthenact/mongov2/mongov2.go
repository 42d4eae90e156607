// Package mongov2: dedup checks through the MongoDB driver v2.
package mongov2

import (
	"context"
	"errors"

	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
)

const paymentsCollection = "payments"

type Store struct {
	payments *mongo.Collection
}

func New(client *mongo.Client) *Store {
	db := client.Database("billing")
	return &Store{payments: db.Collection(paymentsCollection)}
}

// Bad: errors.Is(err, mongo.ErrNoDocuments) decides the InsertOne.
func (s *Store) Pay(ctx context.Context, invoice string, amount int64) error {
	var p bson.M
	err := s.payments.FindOne(ctx, bson.D{{Key: "invoice", Value: invoice}}).Decode(&p) // want `s.payments.FindOne decides whether s.payments.InsertOne at line \d+ runs`
	if err == nil {
		return nil
	}
	if !errors.Is(err, mongo.ErrNoDocuments) {
		return err
	}
	_, err = s.payments.InsertOne(ctx, bson.M{"invoice": invoice, "amount": amount})
	return err
}

// Good: an operator at the top of the filter is no equality on the
// invoice, and the found document is only validated.
func (s *Store) Refund(ctx context.Context, invoice string) error {
	var p bson.M
	err := s.payments.FindOne(ctx, bson.M{"invoice": invoice, "status": bson.M{"$ne": "refunded"}}).Decode(&p)
	if err != nil {
		return err
	}
	_, err = s.payments.InsertOne(ctx, bson.M{"invoice": invoice, "refund": true})
	return err
}

// Client names a collection at each use, through a helper.
type Client struct{ client *mongo.Client }

func (c *Client) collection(name string) *mongo.Collection {
	return c.client.Database("app").Collection(name)
}

// Bad: the helper's argument names the collection of both.
func (c *Client) EnsureProject(ctx context.Context, owner, name string) error {
	n, err := c.collection("projects").CountDocuments(ctx, bson.M{"owner": owner, "name": name}) // want `c.collection\(…\).CountDocuments decides whether c.collection\(…\).InsertOne at line \d+ runs`
	if err != nil || n > 0 {
		return err
	}
	_, err = c.collection("projects").InsertOne(ctx, bson.M{"owner": owner, "name": name})
	return err
}

// Good: the helper names two collections.
func (c *Client) Audit(ctx context.Context, owner string) error {
	n, err := c.collection("projects").CountDocuments(ctx, bson.M{"owner": owner})
	if err != nil || n > 0 {
		return err
	}
	_, err = c.collection("audit").InsertOne(ctx, bson.M{"owner": owner})
	return err
}
