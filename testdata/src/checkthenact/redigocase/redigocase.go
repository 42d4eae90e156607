// Package redigocase: dedup checks through redigo, whose commands are
// named by text.
package redigocase

import (
	"context"
	"net/smtp"

	"github.com/gomodule/redigo/redis"
)

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Bad: GET, ErrNil, mail, SET.
func getThenSet(pool *redis.Pool, id, to string) error {
	c := pool.Get()
	defer c.Close()
	key := "processed:" + id
	_, err := redis.String(c.Do("GET", key)) // want `c.Do\("GET", …\) decides whether send at line \d+ runs; two concurrent calls can both pass the check and both [a-z ]* — claim the key atomically with SetNX and act only if it was set`
	if err != redis.ErrNil {
		return err
	}
	if err := send(to); err != nil {
		return err
	}
	_, err = c.Do("SET", key, 1, "EX", 86400)
	return err
}

// Bad: EXISTS through DoContext, guarding a mail.
func existsThenSend(ctx context.Context, c redis.Conn, id, to string) error {
	seen, err := redis.Bool(redis.DoContext(c, ctx, "EXISTS", "processed:"+id)) // want `redis.DoContext\("EXISTS", …\) decides whether send at line \d+ runs`
	if err != nil || seen {
		return err
	}
	if err := send(to); err != nil {
		return err
	}
	_, err = c.Do("SETEX", "processed:"+id, 86400, 1)
	return err
}

// Good: SET NX is the claim, its reply read.
func setNX(c redis.Conn, id, to string) error {
	if seen, _ := redis.Bool(c.Do("EXISTS", "processed:"+id)); seen {
		return nil
	}
	if _, err := redis.String(c.Do("SET", "processed:"+id, 1, "NX", "EX", 86400)); err != nil {
		return err // ErrNil: another delivery holds it
	}
	return send(to)
}

// Good: SETNX, its reply read.
func setnx(c redis.Conn, id, to string) error {
	if seen, _ := redis.Bool(c.Do("EXISTS", "processed:"+id)); seen {
		return nil
	}
	won, err := redis.Bool(c.Do("SETNX", "processed:"+id, 1))
	if err != nil || !won {
		return err
	}
	return send(to)
}
