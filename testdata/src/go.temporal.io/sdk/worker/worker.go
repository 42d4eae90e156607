// Package worker is an idemlint test stub of go.temporal.io/sdk/worker@v1.51.0: only the declarations the tests use, with the real names, receivers and parameter names.
package worker

import (
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/internal"
)

type (
	// Worker hosts workflows and activities.
	Worker interface {
		Registry
		Start() error
		Run(interruptCh <-chan any) error
		Stop()
	}

	// Registry registers workflows and activities (the real one also embeds NexusServiceRegistry).
	Registry interface {
		WorkflowRegistry
		ActivityRegistry
	}

	// WorkflowRegistry registers workflows.
	WorkflowRegistry interface {
		RegisterWorkflow(w any)
	}

	// ActivityRegistry registers activities.
	ActivityRegistry interface {
		RegisterActivity(a any)
		RegisterActivityWithOptions(a any, options activity.RegisterOptions)
	}

	// Options configures a worker.
	Options = internal.WorkerOptions
)

// New returns a worker polling taskQueue.
func New(
	client client.Client,
	taskQueue string,
	options Options,
) Worker {
	return nil
}

// InterruptCh returns a channel closed on SIGINT or SIGTERM.
func InterruptCh() <-chan any { return nil }
