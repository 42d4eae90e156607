// Package client is an idemlint test stub of go.temporal.io/sdk/client@v1.51.0: only the declarations the tests use, with the real names, receivers and parameter names.
package client

import (
	"context"

	"go.temporal.io/sdk/internal"
)

type (
	// Options configures a client.
	Options = internal.ClientOptions

	// StartWorkflowOptions configures a workflow start.
	StartWorkflowOptions = internal.StartWorkflowOptions

	// WorkflowRun is a started workflow.
	WorkflowRun = internal.WorkflowRun

	// Client is the Temporal client.
	Client interface {
		ExecuteWorkflow(ctx context.Context, options StartWorkflowOptions, workflow any, args ...any) (WorkflowRun, error)
		SignalWorkflow(ctx context.Context, workflowID string, runID string, signalName string, arg any) error
		SignalWithStartWorkflow(ctx context.Context, workflowID string, signalName string, signalArg any,
			options StartWorkflowOptions, workflow any, workflowArgs ...any) (WorkflowRun, error)
		Close()
	}
)

// Dial connects to a Temporal server.
func Dial(options Options) (Client, error) { return nil, nil }
