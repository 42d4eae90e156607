// Package domain declares the program's own errors.
package domain

import "errors"

// ErrNotFound is what the store returns for a missing row.
var ErrNotFound = errors.New("not found")

// ErrConflict is another error, not "not found".
var ErrConflict = errors.New("conflict")
