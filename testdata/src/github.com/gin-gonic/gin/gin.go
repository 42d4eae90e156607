// Package gin is a stub of github.com/gin-gonic/gin: the request context.
package gin

import "net/http"

type Context struct {
	Request *http.Request
}

func (c *Context) Param(key string) string { return "" }

func (c *Context) GetHeader(key string) string { return "" }

func (c *Context) GetRawData() ([]byte, error) { return nil, nil }

func (c *Context) JSON(code int, obj any) {}

func (c *Context) String(code int, format string, values ...any) {}

func (c *Context) Status(code int) {}

func (c *Context) AbortWithStatus(code int) {}

type H map[string]any
