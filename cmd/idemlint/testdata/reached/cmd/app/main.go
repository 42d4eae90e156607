// Command app runs the reminder job and the digest job.
package main

import (
	"context"
	"database/sql"

	"example.com/reached/jobs"
	"example.com/reached/notify"
)

func main() {
	db, _ := sql.Open("postgres", "")
	svc := &notify.Service{DB: db}
	ctx := context.Background()
	svc.Backfill(ctx, "1", "https://hooks.example.com/1")
	go jobs.RunDigests(ctx, db, svc)
	jobs.New(svc).Run(ctx)
}
