// Package temporal calls every Temporal SDK row of the idemlint catalog once.
package temporal

import (
	"context"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

func start(ctx context.Context, c client.Client, orderID string) error {
	opts := client.StartWorkflowOptions{
		ID:        "fulfil-" + orderID, // row: StartWorkflowOptions.ID
		TaskQueue: "orders",
	}
	if _, err := c.ExecuteWorkflow(ctx, opts, "Fulfil", orderID); err != nil { // row: Client.ExecuteWorkflow
		return err
	}
	_, err := c.SignalWithStartWorkflow(ctx, "fulfil-"+orderID, "paid", orderID, opts, "Fulfil", orderID) // row: Client.SignalWithStartWorkflow
	return err
}

func chargeActivity(ctx context.Context, orderID string) error {
	info := activity.GetInfo(ctx) // row: GetInfo
	_ = info.WorkflowExecution.ID + orderID
	activity.GetLogger(ctx)                // row: GetLogger
	activity.GetMetricsHandler(ctx)        // row: GetMetricsHandler
	activity.RecordHeartbeat(ctx, orderID) // row: RecordHeartbeat
	if activity.HasHeartbeatDetails(ctx) { // row: HasHeartbeatDetails
		return activity.GetHeartbeatDetails(ctx, &orderID) // row: GetHeartbeatDetails
	}
	return nil
}

func register(c client.Client) error {
	w := worker.New(c, "orders", worker.Options{})
	w.RegisterActivity(chargeActivity)                                                           // row: ActivityRegistry.RegisterActivity
	w.RegisterActivityWithOptions(chargeActivity, activity.RegisterOptions{Name: "ChargeOrder"}) // row: ActivityRegistry.RegisterActivityWithOptions
	return w.Run(worker.InterruptCh())
}

func child(orderID string) workflow.ChildWorkflowOptions {
	return workflow.ChildWorkflowOptions{
		WorkflowID: "ship-" + orderID, // row: ChildWorkflowOptions.WorkflowID
		TaskQueue:  "orders",
	}
}
