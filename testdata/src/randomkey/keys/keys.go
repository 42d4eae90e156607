package keys // want package:"exports summaries"

// Test package keys mints keys and hands them over: its functions become
// facts for the caller package.

import (
	"context"
	"net/http"

	"github.com/google/uuid"
	"go.temporal.io/sdk/client"
)

// New returns a fresh key on every call.
func New() string { // want New:`random via keys.New → uuid.NewString`
	return "k-" + uuid.NewString()
}

// Post sends body with the given idempotency key.
func Post(ctx context.Context, url, key string) error { // want Post:`effect,keysink \(irreversible\) keyparam=3 via keys.Post → http.Header.Set`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	_, err = http.DefaultClient.Do(req)
	return err
}

// StartOptions is the program's own options struct, copied into the SDK's
// by Start.
type StartOptions struct {
	WorkflowID string
	Queue      string
}

// Start starts the workflow o names.
func Start(ctx context.Context, c client.Client, o StartOptions) error { // want Start:`effect,keysink \(publish\) keyparam=3.1 via keys.Start → StartWorkflowOptions.ID`
	_, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: o.WorkflowID, TaskQueue: o.Queue}, "Ship")
	return err
}

// StartRef is Start with the options by pointer.
func StartRef(ctx context.Context, c client.Client, o *StartOptions) error { // want StartRef:`effect,keysink \(publish\) keyparam=3.1 via keys.StartRef → StartWorkflowOptions.ID`
	_, err := c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: o.WorkflowID, TaskQueue: o.Queue}, "Ship")
	return err
}
