// Command app registers its jobs with the scheduler.
package main

import (
	"database/sql"
	"strings"

	"example.com/passed/internal/cron"
	"example.com/passed/internal/notify"
)

func main() {
	db, _ := sql.Open("postgres", "")
	s := &cron.Scheduler{DB: db}
	s.RegisterJob("reminders", func() error { return notify.Reminders() })
	s.RegisterJob("digest", notify.Digest)
	s.RegisterQuiet("digest", notify.Digest)
	s.RegisterQuiet("trim", func() error { _ = strings.TrimSpace(" x "); return nil })
	register := s.RegisterAny
	register("digest", notify.Digest)
	select {}
}
