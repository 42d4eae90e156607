// Package awserr is an idemlint test stub of github.com/aws/aws-sdk-go@v1.55.8/aws/awserr: only the declarations the tests use, with the real names.
package awserr

// Error is an error the service returned, with its code.
type Error interface {
	error
	Code() string
	Message() string
}
