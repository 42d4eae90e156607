// Package cron runs the jobs main registers, once per period, gated on
// the job's row.
package cron

import (
	"database/sql"
	"time"
)

type Scheduler struct{ DB *sql.DB }

// RegisterJob runs fn every minute: main passes closures that send email.
func (s *Scheduler) RegisterJob(name string, fn func() error) { go s.loop(name, fn) }

// RegisterQuiet is given one job that sends email and one that does
// nothing the model knows.
func (s *Scheduler) RegisterQuiet(name string, fn func() error) { go s.loopQuiet(name, fn) }

// RegisterAny is taken as a value in main: its calls are not all seen.
func (s *Scheduler) RegisterAny(name string, fn func() error) { go s.loopAny(name, fn) }

func (s *Scheduler) loop(name string, fn func() error) {
	for range time.Tick(time.Minute) {
		s.runJob(name, fn)
	}
}

func (s *Scheduler) loopQuiet(name string, fn func() error) {
	for range time.Tick(time.Minute) {
		s.runQuiet(name, fn)
	}
}

func (s *Scheduler) loopAny(name string, fn func() error) {
	for range time.Tick(time.Minute) {
		s.runAny(name, fn)
	}
}

func (s *Scheduler) runJob(name string, fn func() error) {
	var status string
	if err := s.DB.QueryRow(`SELECT status FROM jobs WHERE name = $1`, name).Scan(&status); err != nil {
		return
	}
	if status == "sent" {
		return
	}
	fn()
	s.DB.Exec(`UPDATE jobs SET status = 'sent' WHERE name = $1`, name)
}

func (s *Scheduler) runQuiet(name string, fn func() error) {
	var status string
	if err := s.DB.QueryRow(`SELECT status FROM jobs WHERE name = $1`, name).Scan(&status); err != nil {
		return
	}
	if status == "sent" {
		return
	}
	fn()
	s.DB.Exec(`UPDATE jobs SET status = 'sent' WHERE name = $1`, name)
}

func (s *Scheduler) runAny(name string, fn func() error) {
	var status string
	if err := s.DB.QueryRow(`SELECT status FROM jobs WHERE name = $1`, name).Scan(&status); err != nil {
		return
	}
	if status == "sent" {
		return
	}
	fn()
	s.DB.Exec(`UPDATE jobs SET status = 'sent' WHERE name = $1`, name)
}
