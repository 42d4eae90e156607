// Command cmdmain creates an admin once at the operator's request, and
// also consumes a queue in its main: only the consumer is redelivered.
package main

import (
	"context"
	"database/sql"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
)

func main() {
	ctx := context.Background()
	var db *sql.DB
	createAdmin(ctx, db, "admin")
	consume(ctx, db, nil)
	serve(db, nil)
}

// createAdmin runs once per command: its check before the insert is not a
// race anyone meets.
func createAdmin(ctx context.Context, db *sql.DB, name string) error {
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE name = $1`, name).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := db.ExecContext(ctx, `INSERT INTO users (name) VALUES ($1)`, name)
	return err
}

// consume is a receive loop called from main: every message may come twice.
func consume(ctx context.Context, db *sql.DB, client *sqs.Client) error {
	for {
		out, err := client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String("q")})
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			var n int
			if err := db.QueryRowContext(ctx, `SELECT count(*) FROM processed WHERE id = $1`, *m.MessageId).Scan(&n); err != nil || n > 0 { // want `db.QueryRowContext decides whether db.ExecContext at line 47 runs`
				continue
			}
			db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, *m.MessageId)
		}
	}
}

// serve registers a request handler as a closure: it runs per request.
func serve(db *sql.DB, mux interface {
	HandleFunc(string, func(context.Context, string))
}) {
	mux.HandleFunc("/signup", func(ctx context.Context, email string) {
		var n int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = $1`, email).Scan(&n); err != nil || n > 0 { // want `db.QueryRowContext decides whether db.ExecContext at line 61 runs`
			return
		}
		db.ExecContext(ctx, `INSERT INTO users (email) VALUES ($1)`, email)
	})
}
