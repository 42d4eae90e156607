// Package effectbeforeclaim defines an Analyzer that reports irreversible
// effects that can run before the idempotency claim is recorded.
//
// # Analyzer effectbeforeclaim
//
// effectbeforeclaim: report irreversible effects that can run before the idempotency claim is recorded
package effectbeforeclaim
