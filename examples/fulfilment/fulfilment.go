// Package fulfilment starts the Temporal workflow that ships an order.
package fulfilment

import (
	"context"

	"github.com/google/uuid"
	"go.temporal.io/sdk/client"
)

const taskQueue = "fulfilment"

// StartBuggy names the workflow with a fresh UUID: every redelivery of
// "order paid" starts another shipment.
func StartBuggy(ctx context.Context, c client.Client, orderID string) error {
	opts := client.StartWorkflowOptions{ID: "ship-" + uuid.NewString(), TaskQueue: taskQueue} // idemlint: want randomkey
	_, err := c.ExecuteWorkflow(ctx, opts, "ShipOrder", orderID)
	return err
}

// Start names the workflow after the order, so Temporal refuses a second
// run with the same ID.
func Start(ctx context.Context, c client.Client, orderID string) error {
	opts := client.StartWorkflowOptions{ID: "ship-" + orderID, TaskQueue: taskQueue} // idemlint: ok
	_, err := c.ExecuteWorkflow(ctx, opts, "ShipOrder", orderID)
	return err
}
