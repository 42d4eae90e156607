// Package builder is an idemlint test stub of xorm.io/builder@v0.3.13: only the declarations the tests use, with the real names.
package builder

// Cond defines an interface
type Cond interface {
	IsValid() bool
}

// Eq defines equals conditions
type Eq map[string]interface{}

// IsValid returns if this Eq is valid
func (eq Eq) IsValid() bool { return len(eq) > 0 }

// Neq defines not equal conditions
type Neq map[string]interface{}

// IsValid tests if this condition is valid
func (neq Neq) IsValid() bool { return len(neq) > 0 }
