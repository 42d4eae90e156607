// Command cmd serves the API and, in the background, sends the weekly
// digest.
package main

import (
	"context"
	"database/sql"
	"log"
	"time"

	"effectbeforeclaim/weekly/digest"
	"effectbeforeclaim/weekly/mail"
)

func main() {
	db, _ := sql.Open("postgres", "")
	cfg := digest.Config{DB: db, Sender: mail.NewSMTP("mail:25")}
	// Bad: every replica, and every restart inside the week, sends it again.
	go func() {
		for {
			time.Sleep(time.Until(time.Now().Truncate(7 * 24 * time.Hour).Add(7 * 24 * time.Hour)))
			if _, err := digest.Run(context.Background(), cfg); err != nil { // want `digest.Run runs in a periodic job that records no claim and passes no idempotency key: a rerun after a crash, or the same job on another replica, will send the email again`
				log.Print(err)
			}
		}
	}()
	// Good: the week is claimed before the send.
	go func() {
		for {
			week := time.Now().Truncate(7 * 24 * time.Hour).Add(7 * 24 * time.Hour)
			time.Sleep(time.Until(week))
			if _, err := digest.RunOnce(context.Background(), cfg, week); err != nil {
				log.Print(err)
			}
		}
	}()
	// Good: the outbox may keep the mail in memory; nothing is known sent.
	go func() {
		out := mail.NewOutbox("")
		for {
			time.Sleep(time.Hour)
			if err := digest.Flush(context.Background(), db, out); err != nil {
				log.Print(err)
			}
		}
	}()
	select {}
}
