// Package watermill is an idemlint test stub of github.com/ThreeDotsLabs/watermill@v1.5.1: only the declarations the tests use, with the real names, receivers and parameter names.
package watermill

// LogFields are structured log fields.
type LogFields map[string]any

// LoggerAdapter is watermill's logger interface.
type LoggerAdapter interface {
	Error(msg string, err error, fields LogFields)
	Info(msg string, fields LogFields)
	Debug(msg string, fields LogFields)
	Trace(msg string, fields LogFields)
	With(fields LogFields) LoggerAdapter
}

// NopLogger discards logs.
type NopLogger struct{}

// Error discards an error log.
func (NopLogger) Error(msg string, err error, fields LogFields) {}

// Info discards an info log.
func (NopLogger) Info(msg string, fields LogFields) {}

// Debug discards a debug log.
func (NopLogger) Debug(msg string, fields LogFields) {}

// Trace discards a trace log.
func (NopLogger) Trace(msg string, fields LogFields) {}

// With returns the logger.
func (l NopLogger) With(fields LogFields) LoggerAdapter { return l }

// NewStdLogger returns a logger writing to stderr.
func NewStdLogger(debug, trace bool) LoggerAdapter { return NopLogger{} }

// NewUUID returns a random UUID string.
func NewUUID() string { return "" }
