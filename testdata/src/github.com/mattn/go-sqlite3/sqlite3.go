// Package sqlite3 is an idemlint test stub of github.com/mattn/go-sqlite3@v1.14.53: only the declarations the tests use, with the real names.
package sqlite3

// ErrNo inherit errno.
type ErrNo int

// ErrNoExtended is extended errno.
type ErrNoExtended int

// Error implement sqlite error code.
type Error struct {
	Code         ErrNo
	ExtendedCode ErrNoExtended
}

func (err Error) Error() string { return "sqlite3" }

// Extend returns extended errno.
func (err ErrNo) Extend(by int) ErrNoExtended { return ErrNoExtended(int(err) | (by << 8)) }

// Result codes.
var (
	ErrConstraint           = ErrNo(19)
	ErrConstraintPrimaryKey = ErrConstraint.Extend(6)
	ErrConstraintUnique     = ErrConstraint.Extend(8)
)

// SQLiteDriver implements driver.Driver.
type SQLiteDriver struct{}
