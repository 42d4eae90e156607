package keys // want package:"exports summaries"

// Test package keys mints keys; New is a RANDOM SOURCE for its callers.

import "github.com/google/uuid"

func New() string { return "k-" + uuid.NewString() } // want New:`random via keys.New → uuid.NewString`

// Discard calls uuid but returns nothing random.
func Discard() string {
	_ = uuid.NewString()
	return "fixed"
}
