// Package kmsg is an idemlint test stub of github.com/twmb/franz-go/pkg/kmsg@v1.15.1: only the declarations the tests use, with the real names, receivers and parameter names.
package kmsg

// OffsetCommitRequest commits offsets for a group.
type OffsetCommitRequest struct {
	Version int16
	Group   string
}

// OffsetCommitResponse answers an OffsetCommitRequest.
type OffsetCommitResponse struct {
	Version int16
}
