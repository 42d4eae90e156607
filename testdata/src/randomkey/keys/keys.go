package keys // want package:"exports summaries"

// Test package keys mints keys and hands them over: its functions become
// facts for the caller package.

import (
	"context"
	"net/http"

	"github.com/google/uuid"
)

// New returns a fresh key on every call.
func New() string { // want New:`random via keys.New → uuid.NewString`
	return "k-" + uuid.NewString()
}

// Post sends body with the given idempotency key.
func Post(ctx context.Context, url, key string) error { // want Post:`effect,keysink \(irreversible\) keyparam=3 via keys.Post → http.Header.Set`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	_, err = http.DefaultClient.Do(req)
	return err
}
