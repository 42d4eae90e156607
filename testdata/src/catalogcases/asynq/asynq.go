// Package asynq uses every asynq catalog row once.
package asynq

import (
	"context"

	"github.com/hibiken/asynq"
)

func enqueue(ctx context.Context, c *asynq.Client, orderID string) error {
	t := asynq.NewTask("email:receipt", []byte(orderID))
	if _, err := c.Enqueue(t, asynq.TaskID("receipt-"+orderID)); err != nil { // row: Client.Enqueue
		return err
	}
	_, err := c.EnqueueContext(ctx, t, asynq.Queue("critical")) // row: Client.EnqueueContext
	return err
}

func taskID(orderID string) asynq.Option {
	return asynq.TaskID("receipt-" + orderID) // row: TaskID
}

type receiptHandler struct{}

func (h *receiptHandler) ProcessTask(ctx context.Context, t *asynq.Task) error { // row: Handler.ProcessTask
	return nil
}

func handleReceipt(ctx context.Context, t *asynq.Task) error { return nil }

func serve(srv *asynq.Server) error {
	mux := asynq.NewServeMux()
	mux.Handle("email:receipt", &receiptHandler{})
	mux.Handle("email:welcome", asynq.HandlerFunc(handleReceipt)) // row: HandlerFunc
	mux.HandleFunc("email:reminder", handleReceipt)               // row: ServeMux.HandleFunc
	return srv.Run(mux)
}
