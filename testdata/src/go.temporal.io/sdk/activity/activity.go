// Package activity is an idemlint test stub of go.temporal.io/sdk/activity@v1.51.0: only the declarations the tests use, with the real names, receivers and parameter names.
package activity

import (
	"context"

	"go.temporal.io/sdk/internal"
)

type (
	// Info describes the running activity.
	Info = internal.ActivityInfo

	// RegisterOptions configures an activity registration.
	RegisterOptions = internal.RegisterActivityOptions
)

// GetInfo returns the running activity's info.
func GetInfo(ctx context.Context) Info { return Info{} }
