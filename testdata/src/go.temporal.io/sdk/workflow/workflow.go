// Package workflow is an idemlint test stub of go.temporal.io/sdk/workflow@v1.51.0: only the declarations the tests use, with the real names, receivers and parameter names.
package workflow

import "go.temporal.io/sdk/internal"

// ChildWorkflowOptions configures a child workflow.
type ChildWorkflowOptions = internal.ChildWorkflowOptions
