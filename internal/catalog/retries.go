package catalog

// Retry helpers: each runs its operation, again after a failure, before it
// returns, in the caller's goroutine (cenkalti/backoff v4.3.0 and v5.0.3,
// avast/retry-go v4.7.0, sethvargo/go-retry v0.5.0, Rican7/retry v0.3.1).
// What the operation does is the call's: a payment retried inside
// backoff.Retry is a payment of the handler that calls it.
var retries = []Row{
	{Path: "github.com/cenkalti/backoff", Name: "Retry", Role: RunsFunc, Args: []Arg{{ArgFunc, "o|operation"}}},
	{Path: "github.com/cenkalti/backoff", Name: "RetryWithData", Role: RunsFunc, Args: []Arg{{ArgFunc, "o"}}},
	{Path: "github.com/cenkalti/backoff", Name: "RetryNotify", Role: RunsFunc, Args: []Arg{{ArgFunc, "operation"}}},
	{Path: "github.com/cenkalti/backoff", Name: "RetryNotifyWithData", Role: RunsFunc, Args: []Arg{{ArgFunc, "operation"}}},
	{Path: "github.com/cenkalti/backoff", Name: "RetryNotifyWithTimer", Role: RunsFunc, Args: []Arg{{ArgFunc, "operation"}}},
	{Path: "github.com/avast/retry-go", Name: "Do", Role: RunsFunc, Args: []Arg{{ArgFunc, "retryableFunc"}}},
	{Path: "github.com/avast/retry-go", Name: "DoWithData", Role: RunsFunc, Args: []Arg{{ArgFunc, "retryableFunc"}}},
	{Path: "github.com/sethvargo/go-retry", Name: "Do", Role: RunsFunc, Args: []Arg{{ArgFunc, "f"}}},
	{Path: "github.com/sethvargo/go-retry", Name: "DoValue", Role: RunsFunc, Args: []Arg{{ArgFunc, "f"}}},
	{Path: "github.com/Rican7/retry", Name: "Retry", Role: RunsFunc, Args: []Arg{{ArgFunc, "action"}}},
}
