// Package river uses every River catalog row once.
package river

import (
	"context"
	"database/sql"

	"github.com/riverqueue/river"
)

type sendReceiptArgs struct {
	OrderID string `json:"order_id"`
}

func (sendReceiptArgs) Kind() string { return "send_receipt" }

type sendReceiptWorker struct {
	river.WorkerDefaults[sendReceiptArgs]
}

func (w *sendReceiptWorker) Work(ctx context.Context, job *river.Job[sendReceiptArgs]) error { // row: Worker.Work
	return nil
}

func register(workers *river.Workers) {
	river.AddWorker[sendReceiptArgs](workers, &sendReceiptWorker{})
}

func registerFunc(workers *river.Workers) {
	river.AddWorker(workers, river.WorkFunc(func(ctx context.Context, job *river.Job[sendReceiptArgs]) error { // row: WorkFunc
		return nil
	}))
}

func insert(ctx context.Context, c *river.Client[*sql.Tx], tx *sql.Tx, orderID string) error {
	args := sendReceiptArgs{OrderID: orderID}
	if _, err := c.Insert(ctx, args, nil); err != nil { // row: Client.Insert
		return err
	}
	if _, err := c.InsertTx(ctx, tx, args, &river.InsertOpts{Queue: "mail"}); err != nil { // row: Client.InsertTx
		return err
	}
	batch := []river.InsertManyParams{{Args: args}}
	if _, err := c.InsertMany(ctx, batch); err != nil { // row: Client.InsertMany
		return err
	}
	if _, err := c.InsertManyTx(ctx, tx, batch); err != nil { // row: Client.InsertManyTx
		return err
	}
	if _, err := c.InsertManyFast(ctx, batch); err != nil { // row: Client.InsertManyFast
		return err
	}
	_, err := c.InsertManyFastTx(ctx, tx, batch) // row: Client.InsertManyFastTx
	return err
}
