// Package protocol is an idemlint test stub of github.com/cloudevents/sdk-go/v2@v2.16.2/protocol: only the declarations the tests use, with the real names and parameter names.
package protocol

// Result leverages go's error wrapping.
type Result error

// IsACK true means the recipient acknowledged the event.
func IsACK(target Result) bool { return target == nil }
