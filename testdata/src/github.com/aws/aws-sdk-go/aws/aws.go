// Package aws is an idemlint test stub of github.com/aws/aws-sdk-go@v1.55.8/aws.
package aws

import "context"

// Context is an alias of context.Context.
type Context = context.Context

// String returns a pointer to v.
func String(v string) *string { return &v }
func Int64(v int64) *int64    { return &v }
