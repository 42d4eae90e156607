// Package funcvals gates jobs passed as function values: the act a check
// decides is a call of the gating function's func parameter, and the
// functions its callers pass for it.
package funcvals

import (
	"net/smtp"
	"time"

	"github.com/robfig/cron/v3"
	"gorm.io/gorm"
)

type CronJob struct {
	Name      string
	LastRunAt time.Time
}

type Job struct {
	Name   string
	Status string
}

type Scheduler struct {
	c  *cron.Cron
	db *gorm.DB
}

// Bad: a job gated on its last run; the record's create is on the side
// where no row was found.
func (s *Scheduler) runJob(name string, fn func() error) {
	var j CronJob
	res := s.db.Where("name = ?", name).First(&j) // want `s.db.Where\(…\).First decides whether s.db.Create at line 39 runs`
	if res.Error == nil && time.Since(j.LastRunAt) < time.Minute {
		return
	}
	fn()
	if res.Error != nil {
		s.db.Create(&CronJob{Name: name, LastRunAt: time.Now()})
	} else {
		s.db.Model(&j).Update("last_run_at", time.Now())
	}
}

// Bad: a status read, then the function passed for fn — every caller
// passes one that sends an email — and the row taken over.
func (s *Scheduler) runOnce(name string, fn func() error) {
	var j Job
	s.db.Where("name = ?", name).First(&j) // want `s.db.Where\(…\).First decides whether fn at line 53 runs; two concurrent runs can both pass the check and both send the email`
	if j.Status == "sent" {
		return
	}
	fn()
	s.db.Model(&j).Update("status", "sent")
}

// Good: one caller passes a function that does nothing the model knows:
// the call may be it.
func (s *Scheduler) runMixed(name string, fn func() error) {
	var j Job
	s.db.Where("name = ?", name).First(&j)
	if j.Status == "sent" {
		return
	}
	fn()
	s.db.Model(&j).Update("status", "sent")
}

// Good: another package may call RunOnce with any function.
func (s *Scheduler) RunOnce(name string, fn func() error) {
	var j Job
	s.db.Where("name = ?", name).First(&j)
	if j.Status == "sent" {
		return
	}
	fn()
	s.db.Model(&j).Update("status", "sent")
}

// Good: taken as a value, runValue may be called with anything.
func (s *Scheduler) runValue(name string, fn func() error) {
	var j Job
	s.db.Where("name = ?", name).First(&j)
	if j.Status == "sent" {
		return
	}
	fn()
	s.db.Model(&j).Update("status", "sent")
}

// Bad: fn is what register's callers pass for its own fn.
func (s *Scheduler) runRegistered(name string, fn func() error) {
	var j Job
	s.db.Where("name = ?", name).First(&j) // want `s.db.Where\(…\).First decides whether fn at line 98 runs; two concurrent runs can both pass the check and both send the email`
	if j.Status == "sent" {
		return
	}
	fn()
	s.db.Model(&j).Update("status", "sent")
}

func (s *Scheduler) register(spec, name string, fn func() error) {
	s.c.AddFunc(spec, func() { s.runRegistered(name, fn) })
}

func (s *Scheduler) sendReminders() error {
	return smtp.SendMail("mail:25", nil, "app@example.com", []string{"team@example.com"}, []byte("remind"))
}

func (s *Scheduler) sendDigest() error {
	return smtp.SendMail("mail:25", nil, "app@example.com", []string{"team@example.com"}, []byte("digest"))
}

func (s *Scheduler) compact() error {
	time.Sleep(time.Millisecond)
	return nil
}

func (s *Scheduler) Start() {
	s.c.AddFunc("@every 1m", func() { s.runJob("reminders", s.sendReminders) })
	s.c.AddFunc("@every 1m", func() { s.runOnce("welcome", s.sendReminders) })
	s.c.AddFunc("@daily", func() { s.runOnce("digest", s.sendDigest) })
	s.c.AddFunc("@daily", func() { s.runMixed("digest", s.sendDigest) })
	s.c.AddFunc("@hourly", func() { s.runMixed("compact", s.compact) })
	s.c.AddFunc("@daily", func() { s.RunOnce("digest", s.sendDigest) })
	s.register("@daily", "digest", s.sendDigest)
	s.register("@weekly", "reminders", s.sendReminders)
	run := s.runValue
	s.c.AddFunc("@daily", func() { run("digest", s.sendDigest) })
}
