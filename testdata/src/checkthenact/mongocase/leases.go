package mongocase

import (
	"context"
	"net/smtp"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

// Leases looks documents up by _id, which every collection keeps unique.
type Leases struct{ coll *mongo.Collection }

func NewLeases(db *mongo.Database) *Leases { return &Leases{coll: db.Collection("leases")} }

// Bad, but no second document: the loser's insert fails on _id and the
// error is returned where the lease is already taken.
func (l *Leases) Acquire(ctx context.Context, id, holder string) error {
	res := l.coll.FindOne(ctx, bson.M{"_id": id}) // want `l.coll.FindOne decides whether l.coll.InsertOne at line \d+ runs; a concurrent duplicate fails on the _id index of leases and this code returns the error — treat mongo.IsDuplicateKeyError as already done`
	if res.Err() == mongo.ErrNoDocuments {
		_, err := l.coll.InsertOne(ctx, bson.M{"_id": id, "holder": holder})
		return err
	}
	return res.Err()
}

// Sequences is built with its collection's name; an option may swap the
// collection for another of the same documents.
type Sequences struct{ coll *mongo.Collection }

type SequencesOpt func(*Sequences)

func WithSequencesCollection(c *mongo.Collection) SequencesOpt {
	return func(s *Sequences) { s.coll = c }
}

func NewSequences(db *mongo.Database, opts ...SequencesOpt) *Sequences {
	s := &Sequences{coll: db.Collection("sequences")}
	for _, o := range opts {
		o(s)
	}
	return s
}

type sequence struct {
	Name   string `bson:"name"`
	Number int    `bson:"number"`
}

// Bad: two concurrent calls both find no sequence and both insert one.
func (s *Sequences) Next(ctx context.Context, name string) (int, error) {
	seq := sequence{Name: name}
	err := s.coll.FindOne(ctx, bson.M{"name": name}).Decode(&seq) // want `s.coll.FindOne decides whether s.coll.InsertOne at line \d+ runs; two concurrent calls can both pass the check and both insert the row — claim with a unique index on the key and InsertOne, treating mongo.IsDuplicateKeyError as already done`
	if err != nil {
		seq.Number = 1
		_, err = s.coll.InsertOne(ctx, seq)
	}
	return seq.Number, err
}

// Bad: an update that matched nothing decides an insert of the same
// document.
func (s *Sequences) Bump(ctx context.Context, name string) error {
	res, err := s.coll.UpdateOne(ctx, bson.M{"name": name}, bson.M{"$set": bson.M{"touched": true}}) // want `s.coll.UpdateOne decides whether s.coll.InsertOne at line \d+ runs; two concurrent calls can both pass the check and both insert the row — upsert in one call \(UpdateOne with the upsert option, \$setOnInsert for the new document's fields\)`
	if err != nil {
		return err
	}
	if res.MatchedCount == 0 {
		_, err = s.coll.InsertOne(ctx, sequence{Name: name, Number: 1})
	}
	return err
}

// Good: the insert is an upsert whose UpsertedCount says who created the
// sequence; the check only saves a round trip.
func (s *Sequences) Start(ctx context.Context, name string) (bool, error) {
	n, err := s.coll.CountDocuments(ctx, bson.M{"name": name})
	if err != nil || n > 0 {
		return false, err
	}
	res, err := s.coll.UpdateOne(ctx, bson.M{"name": name}, bson.M{"$setOnInsert": bson.M{"number": 1}})
	if err != nil {
		return false, err
	}
	return res.UpsertedCount == 1, nil
}

// Bad: the job's state is read, the email sent, then the state set: two
// concurrent calls both read "pending" and both send.
func (s *Sequences) Notify(ctx context.Context, name, to string) error {
	var seq bson.M
	if err := s.coll.FindOne(ctx, bson.M{"name": name}).Decode(&seq); err != nil { // want `s.coll.FindOne decides whether smtp.SendMail at line \d+ runs; two concurrent calls can both pass the check and both send the email — make the update conditional \(a filter on the state it moves from\) and act only if ModifiedCount is 1`
		return err
	}
	if seq["notified"] == true {
		return nil
	}
	if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil); err != nil {
		return err
	}
	_, err := s.coll.UpdateOne(ctx, bson.M{"name": name}, bson.M{"$set": bson.M{"notified": true}})
	return err
}
