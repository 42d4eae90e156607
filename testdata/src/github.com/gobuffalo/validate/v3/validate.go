// Package validate is an idemlint test stub of github.com/gobuffalo/validate/v3@v3.3.3: only the declarations the tests use, with the real names, receivers and parameter names.
package validate

// Errors holds onto all of the error messages that get generated.
type Errors struct {
	Errors map[string][]string
}

// HasAny returns true/false depending on whether any errors have been tracked.
func (v *Errors) HasAny() bool { return len(v.Errors) > 0 }
