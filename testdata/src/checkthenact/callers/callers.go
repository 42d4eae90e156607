// Package callers: the message names who runs the check twice at once —
// deliveries in handlers and jobs, requests in HTTP handlers, calls
// elsewhere — and what both then do.
package callers

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"net/http"
	"net/smtp"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/gofiber/fiber/v2"
	"github.com/hibiken/asynq"
	"github.com/labstack/echo/v4"
	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82/webhook"
	"gorm.io/gorm"
)

type Signup struct {
	ID    uint
	Email string
}

func send(to string) error {
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// notify is an effect the program declares; no catalog row says what it
// does.
//
//idemlint:effect
func notify(ctx context.Context, id string) error { return nil }

type welcomer struct{ db *sql.DB }

// Bad: an asynq job checks, mails, records: deliveries, and the email.
func (w *welcomer) ProcessTask(ctx context.Context, t *asynq.Task) error {
	id := string(t.Payload())
	var n int
	_ = w.db.QueryRowContext(ctx, "SELECT count(*) FROM welcomed WHERE id = $1", id).Scan(&n) // want `w.db.QueryRowContext decides whether send at line \d+ runs; two concurrent deliveries can both pass the check and both send the email — `
	if n > 0 {
		return nil
	}
	if err := send(id); err != nil {
		return err
	}
	_, err := w.db.ExecContext(ctx, "INSERT INTO welcomed (id) VALUES ($1)", id)
	return err
}

// Bad: a job marked by the program, through a helper only it calls:
// deliveries, and the publish.
//
//idemlint:handler
func announce(ctx context.Context, db *sql.DB, nc *nats.Conn, id string) error {
	return announceOnce(ctx, db, nc, id)
}

func announceOnce(ctx context.Context, db *sql.DB, nc *nats.Conn, id string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM announced WHERE id = $1", id).Scan(&n) // want `db.QueryRowContext decides whether nc.Publish at line \d+ runs; two concurrent deliveries can both pass the check and both publish the message — `
	if n > 0 {
		return nil
	}
	if err := nc.Publish("announced", []byte(id)); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO announced (id) VALUES ($1)", id)
	return err
}

type api struct{ db *gorm.DB }

// Bad: an HTTP handler looks the email up and creates the row: requests,
// and the insert.
func (a *api) signup(w http.ResponseWriter, r *http.Request) {
	email := r.FormValue("email")
	var s Signup
	err := a.db.Where("email = ?", email).First(&s).Error // want `a.db.Where\(…\).First decides whether a.db.Create at line \d+ runs; two concurrent requests can both pass the check and both insert the row — `
	if errors.Is(err, gorm.ErrRecordNotFound) {
		a.db.Create(&Signup{Email: email})
	}
	w.WriteHeader(http.StatusCreated)
}

// Bad: an HTTP handler that verifies a webhook is a HANDLER: its sender
// redelivers, so deliveries.
func (a *api) stripeHook(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	evt, err := webhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), "whsec")
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	var s Signup
	err = a.db.Where("email = ?", evt.ID).First(&s).Error // want `a.db.Where\(…\).First decides whether a.db.Create at line \d+ runs; two concurrent deliveries can both pass the check and both insert the row — `
	if errors.Is(err, gorm.ErrRecordNotFound) {
		a.db.Create(&Signup{Email: evt.ID})
	}
	w.WriteHeader(http.StatusOK)
}

// Bad: a helper only HTTP handlers call, reached through a closure the
// handler makes: requests, and the program's effect by its name.
func (a *api) invite(w http.ResponseWriter, r *http.Request) {
	id := r.FormValue("id")
	run := func() error { return a.inviteOnce(r.Context(), id) }
	if err := run(); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

func (a *api) inviteOnce(ctx context.Context, id string) error {
	var n int64
	a.db.Model(&Signup{}).Where("email = ?", id).Count(&n) // want `a.db.Model\(…\).Where\(…\).Count decides whether notify at line \d+ runs; two concurrent requests can both pass the check and both call notify — `
	if n > 0 {
		return nil
	}
	if err := notify(ctx, id); err != nil {
		return err
	}
	return a.db.Create(&Signup{Email: id}).Error
}

// Bad: a function no handler of the package reaches, that tells its
// caller whether it was first: calls, and the key.
func First(ctx context.Context, rdb *redis.Client, key string) (bool, error) {
	if _, err := rdb.Get(ctx, key).Result(); err != redis.Nil { // want `rdb.Get decides whether rdb.Set at line \d+ runs; two concurrent calls can both pass the check and both set the key — `
		return false, err
	}
	return true, rdb.Set(ctx, key, "1", 0).Err()
}

// Bad: reached from a job and from an HTTP handler: neither alone, so
// calls; and the increment.
func credit(ctx context.Context, db *sql.DB, payment string) error {
	var n int
	_ = db.QueryRowContext(ctx, "SELECT count(*) FROM credited WHERE payment_id = $1", payment).Scan(&n) // want `db.QueryRowContext decides whether db.ExecContext at line \d+ runs; two concurrent calls can both pass the check and both apply db.ExecContext — `
	if n > 0 {
		return nil
	}
	if _, err := db.ExecContext(ctx, "UPDATE accounts SET balance = balance + 10 WHERE payment_id = $1", payment); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, "INSERT INTO credited (payment_id) VALUES ($1)", payment)
	return err
}

//idemlint:handler
func creditJob(ctx context.Context, db *sql.DB, payment string) error {
	return credit(ctx, db, payment)
}

func creditEndpoint(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := credit(r.Context(), db, r.FormValue("payment")); err != nil {
			w.WriteHeader(http.StatusInternalServerError)
		}
	}
}

// Bad: FirstOrCreate in an HTTP handler.
func (a *api) join(w http.ResponseWriter, r *http.Request) {
	var s Signup
	a.db.Where(Signup{Email: r.FormValue("email")}).FirstOrCreate(&s) // want `a.db.Where\(…\).FirstOrCreate looks the row up and inserts it in two statements; two concurrent requests can both insert — `
}

// Bad: INSERT … WHERE NOT EXISTS in a job.
//
//idemlint:handler
func record(ctx context.Context, db *sql.DB, id string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO processed (id) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM processed WHERE id = $1)", id) // want `db.ExecContext inserts WHERE NOT EXISTS without a conflict clause; under READ COMMITTED two concurrent deliveries can both insert — `
	return err
}

// Bad: a ticker's loop checks, mails, records: runs, and the email.
func remindLoop(db *sql.DB, t *time.Ticker, team string) {
	for range t.C {
		var n int
		_ = db.QueryRow("SELECT count(*) FROM reminded WHERE email = $1", team).Scan(&n) // want `db.QueryRow decides whether send at line \d+ runs; two concurrent runs can both pass the check and both send the email — `
		if n == 0 {
			send(team)
			db.Exec("INSERT INTO reminded (email) VALUES ($1)", team)
		}
	}
}

type webApp struct{ db *sql.DB }

// Bad: a gin handler checks then inserts: requests.
func (a *webApp) join(c *gin.Context) {
	var n int
	_ = a.db.QueryRow("SELECT count(*) FROM members WHERE email = $1", c.Param("email")).Scan(&n) // want `a.db.QueryRow decides whether a.db.Exec at line \d+ runs; two concurrent requests can both pass the check and both insert the row`
	if n == 0 {
		a.db.Exec("INSERT INTO members (email) VALUES ($1)", c.Param("email"))
	}
}

// Bad: an echo handler: requests.
func (a *webApp) follow(c echo.Context) error {
	var n int
	_ = a.db.QueryRow("SELECT count(*) FROM follows WHERE id = $1", c.Param("id")).Scan(&n) // want `a.db.QueryRow decides whether a.db.Exec at line \d+ runs; two concurrent requests can both pass the check and both insert the row`
	if n == 0 {
		a.db.Exec("INSERT INTO follows (id) VALUES ($1)", c.Param("id"))
	}
	return c.NoContent(http.StatusCreated)
}

// Bad: a fiber handler: requests.
func (a *webApp) star(c *fiber.Ctx) error {
	var n int
	_ = a.db.QueryRow("SELECT count(*) FROM stars WHERE id = $1", c.Params("id")).Scan(&n) // want `a.db.QueryRow decides whether a.db.Exec at line \d+ runs; two concurrent requests can both pass the check and both insert the row`
	if n == 0 {
		a.db.Exec("INSERT INTO stars (id) VALUES ($1)", c.Params("id"))
	}
	return c.SendStatus(http.StatusCreated)
}

// Bad: a function that takes no request context: calls.
func (a *webApp) bookmark(id string) {
	var n int
	_ = a.db.QueryRow("SELECT count(*) FROM bookmarks WHERE id = $1", id).Scan(&n) // want `a.db.QueryRow decides whether a.db.Exec at line \d+ runs; two concurrent calls can both pass the check and both insert the row`
	if n == 0 {
		a.db.Exec("INSERT INTO bookmarks (id) VALUES ($1)", id)
	}
}
