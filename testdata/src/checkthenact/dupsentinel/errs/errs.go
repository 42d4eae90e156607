// Package errs declares the program's own store errors, apart from the
// store that returns them (woodpecker's server/store/types).
package errs

import "errors"

// ErrDuplicate is what the store returns for a duplicate key.
var ErrDuplicate = errors.New("duplicate")

// ErrUnavailable is what the store returns when the database is down.
var ErrUnavailable = errors.New("unavailable")
