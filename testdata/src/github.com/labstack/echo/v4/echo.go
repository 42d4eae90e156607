// Package echo is a stub of github.com/labstack/echo/v4: the request
// context.
package echo

type Context interface {
	Param(name string) string
	NoContent(code int) error
}
