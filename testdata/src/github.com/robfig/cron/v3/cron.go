// Package cron stubs github.com/robfig/cron/v3 at its real import path.
package cron

// EntryID names a scheduled entry.
type EntryID int

// Job runs on a schedule.
type Job interface{ Run() }

// Cron runs jobs on schedules.
type Cron struct{}

// New returns a scheduler.
func New() *Cron { return &Cron{} }

// AddFunc runs cmd on the schedule spec.
func (c *Cron) AddFunc(spec string, cmd func()) (EntryID, error) { return 0, nil }

// AddJob runs cmd on the schedule spec.
func (c *Cron) AddJob(spec string, cmd Job) (EntryID, error) { return 0, nil }

// Start starts the scheduler.
func (c *Cron) Start() {}
