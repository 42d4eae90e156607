// Package popcase: dedup checks through gobuffalo/pop.
package popcase

import (
	"database/sql"
	"errors"
	"net/smtp"
	"strings"

	"github.com/gobuffalo/pop/v6"
)

type Event struct {
	ID      string
	EventID string
}

// Bad: Where(…).Exists decides the Create of the event row.
func existsThenCreate(c *pop.Connection, id string) error {
	ok, err := c.Where("event_id = ?", id).Exists(&Event{}) // want `c.Where\(…\).Exists decides whether c.Create at line 24 runs; two concurrent calls can both pass the check and both insert the row`
	if err != nil || ok {
		return err
	}
	return c.Create(&Event{EventID: id})
}

// Bad: First's sql.ErrNoRows decides the Create, an email beside it.
func firstThenMail(c *pop.Connection, id, to string) error {
	var e Event
	err := c.Where("event_id = ?", id).First(&e) // want `c.Where\(…\).First decides whether smtp.SendMail at line 34 runs; two concurrent calls can both pass the check and both send the email`
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if err := smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil); err != nil {
		return err
	}
	return c.Create(&Event{EventID: id})
}

// Bad: Exists decides, inside Transaction's callback: a transaction at
// the default isolation does not make the pair atomic.
func inTransaction(c *pop.Connection, id string) error {
	return c.Transaction(func(tx *pop.Connection) error {
		ok, err := tx.Where("event_id = ?", id).Exists(&Event{}) // want `tx.Where\(…\).Exists decides whether tx.Create at line 51 runs`
		if err != nil {
			return err
		}
		if ok {
			return nil
		}
		return tx.Create(&Event{EventID: id})
	})
}

// Good: a duplicate key from the Create is taken as done.
func uniqueHandled(c *pop.Connection, id string) error {
	ok, err := c.Where("event_id = ?", id).Exists(&Event{})
	if err != nil || ok {
		return err
	}
	err = c.Create(&Event{EventID: id})
	if err != nil && strings.Contains(err.Error(), "duplicate key") {
		return nil
	}
	return err
}

// Good: the row found is updated, not created.
func existsThenUpdate(c *pop.Connection, id string) error {
	var e Event
	if err := c.Where("event_id = ?", id).First(&e); err != nil {
		return err
	}
	e.ID = id
	return c.Update(&e)
}

// Good: Save is an upsert by the model's ID.
func firstThenSave(c *pop.Connection, id string) error {
	var e Event
	err := c.Where("event_id = ?", id).First(&e)
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return c.Save(&Event{ID: id, EventID: id})
}

// Good: no condition, a lazily created singleton.
func singleton(c *pop.Connection) error {
	var e Event
	if err := c.First(&e); !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return c.Create(&Event{ID: "settings"})
}

// Bad: RawQuery's SELECT, run by First, decides the Create.
func rawThenCreate(c *pop.Connection, id string) error {
	var e Event
	err := c.RawQuery(`SELECT * FROM events WHERE event_id = ?`, id).First(&e) // want `c.RawQuery\(…\).First decides whether c.Create at line 104 runs`
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return c.Create(&Event{EventID: id})
}

// Good: RawQuery's INSERT … ON CONFLICT DO NOTHING, run by Exec, is the
// write; no read decides it.
func rawUpsert(c *pop.Connection, id string) error {
	return c.RawQuery(`INSERT INTO events (event_id) VALUES (?) ON CONFLICT DO NOTHING`, id).Exec()
}

// Bad: Count, whose receiver is a Query value, decides.
func countThenCreate(c *pop.Connection, id string) error {
	n, err := c.Where("event_id = ?", id).Count(&Event{}) // want `c.Where\(…\).Count decides whether c.Create at line 119 runs`
	if err != nil || n > 0 {
		return err
	}
	return c.Create(&Event{EventID: id})
}

// Good: a count of every event decides nothing about one.
func countAll(c *pop.Connection) error {
	n, err := c.Q().Count(&Event{})
	if err != nil || n > 0 {
		return err
	}
	return c.Create(&Event{ID: "first"})
}
