// Package periodic holds periodic jobs: cron registrations and ticker
// loops, and pollers that pause on every pass. A job is rerun after a crash and runs on every replica, so an
// effect on a person with no claim of the period repeats; a heartbeat
// request or a claimed send does not.
package periodic

import (
	"context"
	"database/sql"
	"errors"
	"log"
	"net/http"
	"net/smtp"
	"time"

	"github.com/go-co-op/gocron/v2"
	"github.com/nats-io/nats.go"
	"github.com/robfig/cron/v3"
)

type reminders struct{ db *sql.DB }

// Bad: the daily digest goes out with nothing recorded first.
func (r *reminders) digest() {
	smtp.SendMail("mail:25", nil, "app@example.com", []string{"team@example.com"}, []byte("digest")) // want `smtp.SendMail runs in a periodic job that records no claim and passes no idempotency key: a rerun after a crash, or the same job on another replica, will send the email again`
}

// Good: the period is claimed first, and only the winner sends.
func (r *reminders) claimedDigest() {
	res, err := r.db.Exec("INSERT INTO digests (day) VALUES ($1) ON CONFLICT DO NOTHING", time.Now().Format("2006-01-02"))
	if err != nil {
		return
	}
	if n, _ := res.RowsAffected(); n == 1 {
		smtp.SendMail("mail:25", nil, "app@example.com", []string{"team@example.com"}, []byte("digest"))
	}
}

// Good: a heartbeat request is no effect on a person.
func heartbeat() {
	http.Post("https://status.example.com/ping", "text/plain", nil)
}

func schedule(r *reminders, s gocron.Scheduler) {
	c := cron.New()
	c.AddFunc("@daily", r.digest)
	c.AddFunc("@daily", r.claimedDigest)
	c.AddFunc("@every 1m", heartbeat)
	s.NewJob(gocron.DurationJob(time.Hour), gocron.NewTask(remind, r.db))
	c.Start()
}

// Bad: a gocron task that emails every user due a reminder, marking none.
func remind(db *sql.DB) {
	rows, err := db.Query("SELECT email FROM users WHERE remind_at < now()")
	if err != nil {
		return
	}
	defer rows.Close()
	for rows.Next() {
		var to string
		if rows.Scan(&to) == nil {
			smtp.SendMail("mail:25", nil, "app@example.com", []string{to}, []byte("reminder")) // want `smtp.SendMail runs in a periodic job that records no claim`
		}
	}
}

// Bad: a ticker loop that emails the report on every tick.
func reportLoop(ctx context.Context) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			smtp.SendMail("mail:25", nil, "app@example.com", []string{"ops@example.com"}, []byte("report")) // want `smtp.SendMail runs in a periodic job`
		}
	}
}

// Good: a ticker loop that pings a heartbeat.
func pingLoop() {
	for range time.Tick(time.Minute) {
		http.Post("https://status.example.com/ping", "text/plain", nil)
	}
}

// Scheduler is the service's own: it runs each job on a ticker.
type Scheduler struct{ onError func(error) }

// Every runs job on each tick, and hands a failure to onError.
func (s *Scheduler) Every(d time.Duration, job func(context.Context) error) {
	t := time.NewTicker(d)
	for range t.C {
		if err := job(context.Background()); err != nil {
			s.onError(err)
		}
	}
}

// Bad: run by the program's scheduler, it emails with nothing recorded.
func weekly(ctx context.Context) error {
	return smtp.SendMail("mail:25", nil, "app@example.com", []string{"team@example.com"}, []byte("weekly")) // want `smtp.SendMail runs in a periodic job that records no claim`
}

// alert is the scheduler's error callback: given the error, not a run.
func alert(err error) {
	smtp.SendMail("mail:25", nil, "app@example.com", []string{"ops@example.com"}, []byte(err.Error()))
}

func ownSchedule() {
	s := &Scheduler{onError: alert}
	s.Every(time.Hour*24*7, weekly)
}

// Bad: a poller that sleeps on every pass sends the pending emails and
// only then marks them sent; a crash between the two, or a second
// replica polling the same rows, sends them again.
func poll(ctx context.Context, db *sql.DB) {
	for ctx.Err() == nil {
		rows, err := db.QueryContext(ctx, `SELECT id, email FROM outbox WHERE sent = false`)
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		for rows.Next() {
			var id, to string
			if rows.Scan(&id, &to) != nil {
				continue
			}
			smtp.SendMail("mail:25", nil, "app@example.com", []string{to}, []byte("welcome")) // want `smtp.SendMail runs before the processed marker db.ExecContext at line 133: a crash in between, or the same job on another replica, will send the email again`
			db.ExecContext(ctx, `UPDATE outbox SET sent = true WHERE id = $1`, id)
		}
		rows.Close()
		time.Sleep(5 * time.Second)
	}
}

// Bad: the same poller waiting with time.After in a select.
func pollSelect(ctx context.Context, db *sql.DB) {
	for {
		var to string
		if db.QueryRowContext(ctx, `SELECT email FROM outbox WHERE sent = false LIMIT 1`).Scan(&to) == nil {
			smtp.SendMail("mail:25", nil, "app@example.com", []string{to}, []byte("welcome")) // want `smtp.SendMail runs in a periodic job that records no claim`
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Minute):
		}
	}
}

// Good: a retry loop around one send is left once the send succeeds: it
// is no poller, and runs where its caller runs.
func sendWithRetry(to string) error {
	for {
		err := smtp.SendMail("mail:25", nil, "app@example.com", []string{to}, []byte("hello"))
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
}

// Good: a batch paced by a sleep is no poller.
func paced(tos []string) {
	for _, to := range tos {
		smtp.SendMail("mail:25", nil, "app@example.com", []string{to}, []byte("news"))
		time.Sleep(100 * time.Millisecond)
	}
}

// Good: an outbox relay publishes, then marks what it published: its
// consumers deduplicate by the event's id, by design.
func relay(ctx context.Context, db *sql.DB, nc *nats.Conn) {
	for ctx.Err() == nil {
		var id string
		var body []byte
		if db.QueryRowContext(ctx, `SELECT id, body FROM outbox WHERE published = false LIMIT 1`).Scan(&id, &body) == nil {
			if nc.Publish("events", body) == nil {
				db.ExecContext(ctx, `UPDATE outbox SET published = true WHERE id = $1`, id)
			}
		}
		time.Sleep(time.Second)
	}
}

// Good: a keepalive loop reads nothing and polls nothing: its push repeats
// by design.
func keepalive(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Minute):
			smtp.SendMail("mail:25", nil, "app@example.com", []string{"ops@example.com"}, []byte("alive"))
		}
	}
}

// resetWindows resets every limit whose window has passed, and returns
// them.
func resetWindows(ctx context.Context, db *sql.DB) ([]string, error) {
	rows, err := db.QueryContext(ctx, `UPDATE limits SET value = 0, last_refill = now() WHERE window_len IS NOT NULL AND now() - last_refill >= window_len RETURNING id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// Good: a job resets the windows, drops what the reset returned, and
// records alerts: the reset claims nothing the job acts on.
func limitsJob(ctx context.Context, db *sql.DB) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for range t.C {
		if _, err := resetWindows(ctx, db); err != nil {
			continue
		}
		db.ExecContext(ctx, `INSERT INTO alerts (limit_id) SELECT id FROM limits WHERE value >= max_value`)
	}
}

// Bad: the job acts on the windows its reset returned, outside the
// reset's transaction: a crash in between leaves them reset and the
// alerts never recorded.
func limitsJobRead(ctx context.Context, db *sql.DB) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for range t.C {
		ids, err := resetWindows(ctx, db)
		if err != nil {
			continue
		}
		for _, id := range ids {
			db.ExecContext(ctx, `INSERT INTO alerts (limit_id) VALUES ($1)`, id) // want `db.ExecContext writes outside the transaction of the claim resetWindows`
		}
	}
}

var errTaken = errors.New("already taken")

// takeDigest claims the day's digest; losing says so through its error.
func takeDigest(ctx context.Context, db *sql.DB, day string) (string, error) {
	res, err := db.ExecContext(ctx, `INSERT INTO digests (day) VALUES ($1) ON CONFLICT DO NOTHING`, day)
	if err != nil {
		return "", err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return "", errTaken
	}
	return day, nil
}

// Good: the claim's outcome is its error; any error ends the run.
func digestJob(ctx context.Context, db *sql.DB, days <-chan string) {
	for range time.Tick(24 * time.Hour) {
		if _, err := takeDigest(ctx, db, <-days); err != nil {
			continue
		}
		smtp.SendMail("mail:25", nil, "app@example.com", []string{"team@example.com"}, []byte("digest"))
	}
}

// Good: the poll claims the tokens it returns: a locking CTE picks them
// and the UPDATE moves their next alert a day on, so another replica's
// poll skips them, and the next one does not find them.
func expiringTokensJob(ctx context.Context, db *sql.DB) {
	for range time.Tick(time.Hour) {
		rows, err := db.QueryContext(ctx, `WITH due AS (SELECT id FROM tokens WHERE next_alert_at <= NOW() FOR UPDATE SKIP LOCKED LIMIT 100)
			UPDATE tokens AS t SET next_alert_at = NOW() + INTERVAL '1 day' FROM due WHERE t.id = due.id RETURNING t.owner_email`)
		if err != nil {
			continue
		}
		for rows.Next() {
			var to string
			if rows.Scan(&to) == nil {
				smtp.SendMail("mail:25", nil, "app@example.com", []string{to}, []byte("your token expires"))
			}
		}
		rows.Close()
	}
}

// Bad: the same UPDATE without the lock's pick: it updates every due row
// it finds, and two replicas both find them.
func expiringTokensUnlocked(ctx context.Context, db *sql.DB) {
	for range time.Tick(time.Hour) {
		rows, err := db.QueryContext(ctx, `UPDATE tokens SET next_alert_at = NOW() + INTERVAL '1 day' WHERE id IN (SELECT id FROM due_tokens) RETURNING owner_email`)
		if err != nil {
			continue
		}
		for rows.Next() {
			var to string
			if rows.Scan(&to) == nil {
				smtp.SendMail("mail:25", nil, "app@example.com", []string{to}, []byte("your token expires")) // want `smtp.SendMail runs`
			}
		}
		rows.Close()
	}
}

// Good, for the no-claim rule: a command's run that reports progress on a
// ticker while it works, and posts its summary once, when the loop ends.
func loadTest(ctx context.Context, done <-chan struct{}) {
	t := time.NewTicker(5 * time.Second)
	defer t.Stop()
loop:
	for {
		select {
		case <-done:
			break loop
		case <-t.C:
			log.Print("progress")
		}
	}
	smtp.SendMail("mail:25", nil, "app@example.com", []string{"team@example.com"}, []byte("load test summary"))
}

// Good: the poll records the alerts it returns, for the limits a locking
// CTE picked: another replica skips those rows.
func limitAlertsJob(ctx context.Context, db *sql.DB) {
	for range time.Tick(time.Minute) {
		rows, err := db.QueryContext(ctx, `WITH due AS (SELECT id, owner_email FROM limits WHERE value >= alarm FOR UPDATE SKIP LOCKED)
			INSERT INTO limit_alerts (limit_id, owner_email) SELECT id, owner_email FROM due RETURNING owner_email`)
		if err != nil {
			continue
		}
		for rows.Next() {
			var to string
			if rows.Scan(&to) == nil {
				smtp.SendMail("mail:25", nil, "app@example.com", []string{to}, []byte("limit reached"))
			}
		}
		rows.Close()
	}
}

// clockTimer is the program's timer, a fake in its tests.
type clockTimer interface {
	C() <-chan time.Time
	Stop()
}

type realTimer struct{ t *time.Timer }

func (r realTimer) C() <-chan time.Time { return r.t.C }
func (r realTimer) Stop()               { r.t.Stop() }

type notifier struct {
	db       *sql.DB
	newTimer func(time.Duration) clockTimer
}

func newNotifier(db *sql.DB) *notifier {
	return &notifier{db: db, newTimer: func(d time.Duration) clockTimer { return realTimer{time.NewTimer(d)} }}
}

// run re-arms a timer for the next run on every pass (a daily hour kept
// across DST), and runs the pass when it fires.
func (n *notifier) run(ctx context.Context) {
	for {
		t := n.newTimer(time.Hour)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C():
		}
		n.pass(ctx)
	}
}

// Bad: the pass posts each owner's reminder and only then advances the
// owner's watermark: a crash in between, or the same pass from a cron
// command, posts it again.
func (n *notifier) pass(ctx context.Context) {
	rows, err := n.db.QueryContext(ctx, `SELECT id, url FROM owners WHERE remind_at < now()`)
	if err != nil {
		return
	}
	defer rows.Close()
	for rows.Next() {
		var id, url string
		if rows.Scan(&id, &url) != nil {
			continue
		}
		if _, err := http.Post(url, "application/json", nil); err != nil { // want `http.Post runs before the processed marker n.db.ExecContext at line 402: a crash in between, or the same job on another replica, will send the request again`
			continue
		}
		n.db.ExecContext(ctx, `UPDATE owners SET last_sent_at = now() WHERE id = $1`, id)
	}
}

// waitReady waits on the timer until the service answers, then mails the
// operator once: a wait left on success is no job.
func (n *notifier) waitReady(ctx context.Context) {
	for {
		if _, err := http.Get("http://api:8080/healthz"); err == nil {
			smtp.SendMail("mail:25", nil, "app@example.com", []string{"ops@example.com"}, []byte("api is up"))
			n.db.ExecContext(ctx, `UPDATE services SET up_since = now() WHERE name = 'api'`)
			return
		}
		t := n.newTimer(time.Second)
		select {
		case <-ctx.Done():
			return
		case <-t.C():
		}
	}
}

// sweeper mails each due reminder and then marks it sent, in a helper it
// calls per row: the helper's order is the finding, not a missing claim
// of the job that records one, deeper down.
type sweeper struct{ db *sql.DB }

func (s *sweeper) run(ctx context.Context) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for range t.C {
		s.sweep(ctx)
	}
}

func (s *sweeper) sweep(ctx context.Context) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, email FROM reminders WHERE sent_at IS NULL`)
	if err != nil {
		return
	}
	defer rows.Close()
	for rows.Next() {
		var id, email string
		if rows.Scan(&id, &email) != nil {
			return
		}
		s.remind(ctx, id, email)
	}
}

func (s *sweeper) remind(ctx context.Context, id, email string) {
	if err := smtp.SendMail("mail:25", nil, "app@example.com", []string{email}, []byte("due")); err != nil { // want `smtp.SendMail runs before the processed marker s.db.ExecContext`
		return
	}
	s.db.ExecContext(ctx, `UPDATE reminders SET sent_at = now() WHERE id = $1`, id)
}

// reaper runs its pass at start and on every tick: each pass claims the
// stale jobs and logs what it reaped, and one pass's log is not written
// outside another pass's claim.
type reaper struct{ db *sql.DB }

func (r *reaper) run(ctx context.Context) {
	r.pass(ctx)
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for range t.C {
		r.pass(ctx)
	}
}

func (r *reaper) pass(ctx context.Context) {
	res, err := r.db.ExecContext(ctx, `UPDATE jobs SET state = 'reaped' WHERE state = 'running' AND heartbeat < now() - interval '1 hour'`)
	if err != nil {
		return
	}
	if n, _ := res.RowsAffected(); n > 0 {
		r.db.ExecContext(ctx, `INSERT INTO reaper_log (at, n) VALUES (now(), $1)`, n) // want `r.db.ExecContext writes outside the transaction of the claim r.db.ExecContext at line \d+`
	}
}

// maintainer takes the maintenance lease, then purges old events outside
// it: a crash in between leaves the lease to lapse, and the next tick on
// any replica takes it again.
type maintainer struct{ db *sql.DB }

func (m *maintainer) run(ctx context.Context) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for range t.C {
		var id int64
		if err := m.db.QueryRowContext(ctx, `INSERT INTO leases (kind, expires_at) VALUES ('purge', now() + interval '15 minutes') ON CONFLICT (kind) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE leases.expires_at < now() RETURNING id`).Scan(&id); err != nil {
			continue // another replica holds it
		}
		m.db.ExecContext(ctx, `DELETE FROM events WHERE created_at < now() - interval '30 days'`)
	}
}

// archiver takes the archive slot until it releases it: a crash after the
// claim leaves it taken for good, and the archive never written.
func (m *maintainer) archiver(ctx context.Context) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for range t.C {
		var id int64
		if err := m.db.QueryRowContext(ctx, `INSERT INTO slots (kind, holder) VALUES ('archive', 'me') ON CONFLICT (kind) DO UPDATE SET holder = 'me' WHERE slots.holder IS NULL RETURNING id`).Scan(&id); err != nil {
			continue
		}
		m.db.ExecContext(ctx, `INSERT INTO archives (at) VALUES (now())`) // want `m.db.ExecContext writes outside the transaction of the claim m.db.QueryRowContext at line \d+`
	}
}

// disableChannel marks the channel disabled, then tells its owner.
func disableChannel(ctx context.Context, db *sql.DB, id string) {
	db.ExecContext(ctx, `UPDATE channels SET status = 2 WHERE id = $1`, id)
	smtp.SendMail("mail:25", nil, "app@example.com", []string{"ops@example.com"}, []byte("disabled "+id))
}

// enableChannel marks the channel enabled, then tells its owner.
func enableChannel(ctx context.Context, db *sql.DB, id string) {
	db.ExecContext(ctx, `UPDATE channels SET status = 1 WHERE id = $1`, id)
	smtp.SendMail("mail:25", nil, "app@example.com", []string{"ops@example.com"}, []byte("enabled "+id))
}

// Good: a channel found slow is disabled and one found healthy enabled;
// the two branches test one value both ways, so no pass disables and then
// enables (one-api's channel tests: the enable's status write is no marker
// of the disable's email).
func checkChannels(ctx context.Context, db *sql.DB) {
	for range time.Tick(time.Minute) {
		rows, err := db.QueryContext(ctx, `SELECT id, status, latency FROM channels`)
		if err != nil {
			continue
		}
		for rows.Next() {
			var id string
			var status, latency int
			if rows.Scan(&id, &status, &latency) != nil {
				continue
			}
			on := status == 1
			if on && latency > 5000 {
				disableChannel(ctx, db, id)
			}
			if !on && latency < 1000 {
				enableChannel(ctx, db, id)
			}
		}
		rows.Close()
	}
}

// Bad: the second test is of another value: a pass can disable the
// channel, mail, and then mark it again.
func recheckChannels(ctx context.Context, db *sql.DB) {
	for range time.Tick(time.Minute) {
		rows, err := db.QueryContext(ctx, `SELECT id, status, latency FROM channels`)
		if err != nil {
			continue
		}
		for rows.Next() {
			var id string
			var status, latency int
			if rows.Scan(&id, &status, &latency) != nil {
				continue
			}
			if status == 1 && latency > 5000 {
				disableChannel(ctx, db, id) // want `disableChannel runs before the processed marker enableChannel at line \d+`
			}
			if latency > 9000 {
				enableChannel(ctx, db, id)
			}
		}
		rows.Close()
	}
}
