// Package retryself: a sender that, told its session expired, refreshes
// it (logging in again) and calls itself again. The processed marker
// reached through that recursive call is the retry's own, written after
// the retry's request: the refresh is not an effect made before it.
package retryself

import (
	"database/sql"
	"net/http"
	"strings"
	"time"
)

type client struct {
	db *sql.DB
}

func (c *client) login() error {
	resp, err := http.Post("https://cloud.example.com/login", "text/plain", strings.NewReader("credentials"))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Bad: the notification goes out before the item is marked; the login
// and the retry on an expired session are not reported.
func (c *client) notify(id int) error {
	resp, err := http.Post("https://hooks.example.com/notify", "application/json", strings.NewReader("{}")) // want `http.Post runs before the processed marker c.db.Exec at line \d+`
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode == http.StatusUnauthorized {
		if err := c.login(); err != nil {
			return err
		}
		return c.notify(id)
	}
	_, err = c.db.Exec("UPDATE items SET notified = true WHERE id = $1", id)
	return err
}

func (c *client) poll(ids chan int) {
	t := time.NewTicker(time.Minute)
	for range t.C {
		c.notify(<-ids)
	}
}
