// Package codes is an idemlint test stub of google.golang.org/grpc/codes@v1.84.0: only the declarations the tests use, with the real names.
package codes

// A Code is a status code defined according to the gRPC documentation.
type Code uint32

const (
	OK               Code = 0
	Canceled         Code = 1
	Unknown          Code = 2
	InvalidArgument  Code = 3
	DeadlineExceeded Code = 4
	NotFound         Code = 5
	AlreadyExists    Code = 6
	PermissionDenied Code = 7
	Internal         Code = 13
	Unavailable      Code = 14
)
