// Package errs declares errors and translates none: it exports nothing.
package errs

import "errors"

var ErrNotFound = errors.New("not found")
