// Package eventhubs holds Azure Event Hubs partition consumers that
// checkpoint before and after the work of the batch.
package eventhubs

import (
	"context"
	"database/sql"
	"log"

	"github.com/Azure/azure-sdk-for-go/sdk/messaging/azeventhubs"
)

func checkpointFirst(ctx context.Context, db *sql.DB, pc *azeventhubs.ProcessorPartitionClient) error {
	for {
		events, err := pc.ReceiveEvents(ctx, 100, nil)
		if err != nil {
			return err
		}
		if len(events) == 0 {
			continue
		}
		if err := pc.UpdateCheckpoint(ctx, events[len(events)-1], nil); err != nil { // want `pc.UpdateCheckpoint runs before db.ExecContext at line \d+`
			return err
		}
		for _, ev := range events {
			if _, err := db.ExecContext(ctx, "INSERT INTO readings (body) VALUES ($1)", ev.Body); err != nil {
				return err
			}
		}
	}
}

func checkpointAfter(ctx context.Context, db *sql.DB, pc *azeventhubs.ProcessorPartitionClient) error {
	for {
		events, err := pc.ReceiveEvents(ctx, 100, nil)
		if err != nil {
			return err
		}
		if len(events) == 0 {
			continue
		}
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		for _, ev := range events {
			if _, err := tx.ExecContext(ctx, "INSERT INTO readings (body) VALUES ($1)", ev.Body); err != nil {
				tx.Rollback()
				return err
			}
		}
		if err := tx.Commit(); err != nil {
			return err
		}
		if err := pc.UpdateCheckpoint(ctx, events[len(events)-1], nil); err != nil {
			return err
		}
	}
}

// checkpointOnFailure checkpoints an event whose forwarding failed.
func checkpointOnFailure(ctx context.Context, pc *azeventhubs.ProcessorPartitionClient, out *azeventhubs.ProducerClient) error {
	events, err := pc.ReceiveEvents(ctx, 1, nil)
	if err != nil || len(events) == 0 {
		return err
	}
	batch, err := out.NewEventDataBatch(ctx, nil)
	if err != nil {
		return err
	}
	if err := batch.AddEventData(&azeventhubs.EventData{Body: events[0].Body}, nil); err != nil {
		return err
	}
	if err := out.SendEventDataBatch(ctx, batch, nil); err != nil {
		log.Print(err)
	}
	return pc.UpdateCheckpoint(ctx, events[0], nil) // want `pc.UpdateCheckpoint runs after out.SendEventDataBatch at line \d+ failed`
}

// Consume hands each partition to a consumer that checkpoints last.
func Consume(ctx context.Context, p *azeventhubs.Processor, db *sql.DB) {
	for {
		pc := p.NextPartitionClient(ctx)
		if pc == nil {
			return
		}
		go checkpointAfter(ctx, db, pc)
	}
}
