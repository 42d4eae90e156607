// Package aws is an idemlint test stub of github.com/aws/aws-sdk-go-v2/aws@v1.48.0 (the aws-sdk-go-v2 module): only the declarations the tests use, with the real names, receivers and parameter names.
package aws

// Config is the shared SDK configuration.
type Config struct {
	Region string
}

// String returns a pointer to v.
func String(v string) *string { return &v }

// ToString returns the value p points to, or "".
func ToString(p *string) (v string) {
	if p == nil {
		return v
	}
	return *p
}

// Int32 returns a pointer to v.
func Int32(v int32) *int32 { return &v }
