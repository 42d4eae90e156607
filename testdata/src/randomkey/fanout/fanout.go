// Package fanout derives each purchase's idempotency token from its
// execution's id inside a closure that a helper of another package runs
// in goroutines: the execution's id is the key, and an id minted per run
// makes every re-drive buy again.
package fanout

import (
	"context"
	"strconv"

	"github.com/google/uuid"

	"example.com/pool"
)

// Execution is a purchase run.
type Execution struct {
	ID        string
	RootKey   string
	AccountID string
	TraceID   string
	Recs      []string
}

// PurchaseOptions goes to the cloud provider with each purchase.
type PurchaseOptions struct {
	Source           string
	IdempotencyToken string
}

// Provider buys commitments.
type Provider interface {
	Purchase(ctx context.Context, rec string, opts PurchaseOptions) error
}

// Manager runs purchases.
type Manager struct{ prov Provider }

// process buys every recommendation of exec in parallel, each under a
// token derived from the execution's id and the recommendation's index.
func (m *Manager) process(ctx context.Context, exec *Execution) []pool.Result[int] {
	opts := PurchaseOptions{Source: "scheduler"}
	keys := make([]string, len(exec.Recs))
	for i := range exec.Recs {
		keys[i] = strconv.Itoa(i)
	}
	return pool.FanOut(ctx, keys, func(ctx context.Context, key string) (int, error) {
		i, err := strconv.Atoi(key)
		if err != nil {
			return 0, err
		}
		recOpts := opts
		recOpts.IdempotencyToken = pool.Token(exec.ID, i)
		return i, m.prov.Purchase(ctx, exec.Recs[i], recOpts)
	}, 4)
}

// ForAccount is bad: each account's copy of the execution gets a fresh
// id, and the tokens derive from it, so a re-drive of the same execution
// buys again.
func (m *Manager) ForAccount(ctx context.Context, base *Execution, account string) {
	acct := *base
	acct.ID = uuid.New().String()
	acct.AccountID = account
	m.process(ctx, &acct) // want `process takes a key from uuid.New at line 63`
}

// ForAccountStable is good: the copy's id is the root key and the
// account, the same on every re-drive.
func (m *Manager) ForAccountStable(ctx context.Context, base *Execution, account string) {
	acct := *base
	acct.ID = base.RootKey + ":" + account
	acct.AccountID = account
	m.process(ctx, &acct)
}

// Single is good: the execution is the one the message carries.
func (m *Manager) Single(ctx context.Context, exec *Execution) {
	m.process(ctx, exec)
}

// Traced is good: the copy's fresh trace id is another field than the
// one the tokens derive from.
func (m *Manager) Traced(ctx context.Context, base *Execution, account string) {
	acct := *base
	acct.AccountID = account
	acct.TraceID = uuid.New().String()
	m.process(ctx, &acct)
}
