// Package redis is a stub of github.com/gomodule/redigo/redis v1.9.2:
// commands run through Do by name.
package redis

import (
	"context"
	"errors"
)

var ErrNil = errors.New("redigo: nil returned")

type Conn interface {
	Close() error
	Err() error
	Do(commandName string, args ...interface{}) (reply interface{}, err error)
}

type ConnWithContext interface {
	Conn
	DoContext(ctx context.Context, commandName string, args ...interface{}) (reply interface{}, err error)
}

func DoContext(c Conn, ctx context.Context, cmd string, args ...interface{}) (interface{}, error) {
	return nil, nil
}

type Pool struct{}

func (p *Pool) Get() Conn { return nil }

func String(reply interface{}, err error) (string, error) { return "", err }
func Bool(reply interface{}, err error) (bool, error)     { return false, err }
func Int(reply interface{}, err error) (int, error)       { return 0, err }
