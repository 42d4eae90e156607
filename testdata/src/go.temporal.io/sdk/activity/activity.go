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

// GetLogger returns the activity's logger.
func GetLogger(ctx context.Context) any { return nil }

// GetMetricsHandler returns the activity's metrics handler.
func GetMetricsHandler(ctx context.Context) any { return nil }

// RecordHeartbeat reports progress.
func RecordHeartbeat(ctx context.Context, details ...any) {}

// HasHeartbeatDetails reports whether a previous attempt recorded details.
func HasHeartbeatDetails(ctx context.Context) bool { return false }

// GetHeartbeatDetails reads the details of a previous attempt.
func GetHeartbeatDetails(ctx context.Context, d ...any) error { return nil }
