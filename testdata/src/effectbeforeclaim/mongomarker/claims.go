package mongomarker

import (
	"context"
	"net/smtp"

	"github.com/hibiken/asynq"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

type Upsert struct{ H }

// Good: the upsert's UpsertedCount says whether this delivery created the
// marker.
func (h *Upsert) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	res, err := h.processed.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$setOnInsert": bson.M{"at": 1}})
	if err != nil {
		return err
	}
	if res.UpsertedCount == 0 {
		return nil
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, nil)
}

type Take struct{ jobs *mongo.Collection }

// Good: the job is taken from pending to sending in one call; only the
// delivery that took it sends.
func (h *Take) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var job bson.M
	err := h.jobs.FindOneAndUpdate(ctx, bson.M{"_id": string(t.Payload()), "status": "pending"}, bson.M{"$set": bson.M{"status": "sending"}}).Decode(&job)
	if err == mongo.ErrNoDocuments {
		return nil
	}
	if err != nil {
		return err
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, nil)
}

type Touch struct{ jobs *mongo.Collection }

// Bad: the update names the job by its id alone: it moves nothing from
// one state to another, and both deliveries find the job.
func (h *Touch) ProcessTask(ctx context.Context, t *asynq.Task) error {
	var job bson.M
	err := h.jobs.FindOneAndUpdate(ctx, bson.M{"_id": string(t.Payload())}, bson.M{"$set": bson.M{"seen": true}}).Decode(&job)
	if err != nil {
		return err
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{"a@example.com"}, nil) // want `smtp.SendMail runs in a handler that records no claim`
}
