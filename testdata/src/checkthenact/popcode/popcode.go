// Package popcode holds an OAuth token endpoint on pop: it finds the
// authorization by its code (with its client, two tables), then in a
// transaction issues the tokens and destroys the code. Two concurrent
// redemptions both find the code. Beside it, the fixes: the transaction
// looks the code up again FOR UPDATE through a helper first, or finds it
// FOR UPDATE in the first place.
package popcode

import (
	"net/http"
	"strings"

	"github.com/gobuffalo/pop/v6"
)

type Client struct{ ID string }

type Authorization struct {
	ID       string
	Code     string
	ClientID string
	Client   *Client
}

// FindByCode finds the authorization and loads its client.
func FindByCode(tx *pop.Connection, code string) (*Authorization, error) {
	a := &Authorization{}
	if err := tx.Q().Where("code = ?", code).First(a); err != nil {
		return nil, err
	}
	cl := &Client{}
	if err := tx.Q().Where("id = ?", a.ClientID).First(cl); err == nil {
		a.Client = cl
	}
	return a, nil
}

// FindForUpdate finds the authorization and locks its row.
func FindForUpdate(tx *pop.Connection, id string) (*Authorization, error) {
	a := &Authorization{}
	if err := tx.RawQuery(`SELECT * FROM authorizations WHERE id = ? LIMIT 1 FOR UPDATE`, id).First(a); err != nil {
		return nil, err
	}
	return a, nil
}

func issue(a *Authorization) error {
	_, err := http.Post("https://tokens.example.com/issue", "text/plain", strings.NewReader(a.ID))
	return err
}

// Bad: the code found, then the tokens issued and the code destroyed.
func Exchange(db *pop.Connection, code string) error {
	a, err := FindByCode(db, code) // want `FindByCode decides whether db.Transaction at line 58 runs`
	if err != nil {
		return err
	}
	return db.Transaction(func(tx *pop.Connection) error {
		if err := issue(a); err != nil {
			return err
		}
		return tx.Destroy(a)
	})
}

// Good: the transaction locks the code's row again first; a concurrent
// redemption waits, then finds it gone.
func ExchangeLocked(db *pop.Connection, code string) error {
	a, err := FindByCode(db, code)
	if err != nil {
		return err
	}
	return db.Transaction(func(tx *pop.Connection) error {
		if _, err := FindForUpdate(tx, a.ID); err != nil {
			return err
		}
		if err := issue(a); err != nil {
			return err
		}
		return tx.Destroy(a)
	})
}

// Good: the code found FOR UPDATE in the transaction that destroys it.
func ExchangeInTx(db *pop.Connection, id string) error {
	return db.Transaction(func(tx *pop.Connection) error {
		a, err := FindForUpdate(tx, id)
		if err != nil {
			return err
		}
		if err := issue(a); err != nil {
			return err
		}
		return tx.Destroy(a)
	})
}
