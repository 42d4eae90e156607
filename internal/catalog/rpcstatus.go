package catalog

// RPC status codes (google.golang.org/grpc v1.84.0, packages codes and
// status; connectrpc.com/connect v1.21.1). A gRPC or Connect service's
// store translates a read that found nothing into an error with code
// NotFound, and a create that hit a unique index into one with code
// AlreadyExists; its callers test the code (status.Code(err) ==
// codes.NotFound, connect.CodeOf(err) == connect.CodeAlreadyExists). The
// codes are the sentinels; the builders stand for the code they are
// given.
var rpcStatus = []Row{
	{Path: "google.golang.org/grpc/codes", Name: "NotFound", Object: Const, Role: NotFound},
	{Path: "google.golang.org/grpc/codes", Name: "AlreadyExists", Object: Const, Role: UniqueViolation},
	{Path: "google.golang.org/grpc/status", Name: "Error", Role: CodedError, Args: []Arg{{ArgValue, "c"}}},
	{Path: "google.golang.org/grpc/status", Name: "Errorf", Role: CodedError, Args: []Arg{{ArgValue, "c"}}},
	{Path: "connectrpc.com/connect", Name: "CodeNotFound", Object: Const, Role: NotFound},
	{Path: "connectrpc.com/connect", Name: "CodeAlreadyExists", Object: Const, Role: UniqueViolation},
	{Path: "connectrpc.com/connect", Name: "NewError", Role: CodedError, Args: []Arg{{ArgValue, "c"}}},
}
