// Package internal is an idemlint test stub of go.temporal.io/sdk/internal@v1.51.0: only the declarations the tests use, with the real names, receivers and parameter names.
package internal

import (
	"context"
	"time"
)

type (
	// ClientOptions configures a client (client.Options).
	ClientOptions struct {
		HostPort  string
		Namespace string
	}

	// ChildWorkflowOptions configures a child workflow (workflow.ChildWorkflowOptions).
	ChildWorkflowOptions struct {
		WorkflowID string
		TaskQueue  string
	}

	// StartWorkflowOptions configures a workflow start (client.StartWorkflowOptions).
	StartWorkflowOptions struct {
		ID                       string
		TaskQueue                string
		WorkflowExecutionTimeout time.Duration
		Memo                     map[string]any
		SearchAttributes         map[string]any
	}

	// WorkflowRun is a started workflow (client.WorkflowRun).
	WorkflowRun interface {
		GetID() string
		GetRunID() string
		Get(ctx context.Context, valuePtr any) error
	}

	// WorkerOptions configures a worker (worker.Options).
	WorkerOptions struct {
		MaxConcurrentActivityExecutionSize int
	}

	// RegisterActivityOptions configures an activity registration (activity.RegisterOptions).
	RegisterActivityOptions struct {
		Name                          string
		DisableAlreadyRegisteredCheck bool
	}

	// WorkflowExecution identifies a workflow run.
	WorkflowExecution struct {
		ID    string
		RunID string
	}

	// ActivityInfo describes the running activity (activity.Info).
	ActivityInfo struct {
		WorkflowExecution WorkflowExecution
		ActivityID        string
		Attempt           int32
	}
)
