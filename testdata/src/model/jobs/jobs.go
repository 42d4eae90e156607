// Package jobs registers task functions with machinery and gocraft/work:
// each runs once per delivery.
package jobs

import (
	machinery "github.com/RichardKnop/machinery/v1"
	machinery2 "github.com/RichardKnop/machinery/v2"
	"github.com/gocraft/work"
)

func sendInvoice(id string) error { return nil } // want `handler: registered with machinery.Server.RegisterTask`

func refund(id string) error { return nil } // want `handler: registered with machinery.Server.RegisterTasks`

func notify(id string) error { return nil } // want `handler: registered with machinery.Server.RegisterTasks`

type ctx struct{}

func (c *ctx) email(job *work.Job) error { return nil } // want `handler: registered with work.WorkerPool.Job`

func export(job *work.Job) error { return nil } // want `handler: registered with work.WorkerPool.JobWithOptions`

func unregistered(id string) error { return nil }

func register(s *machinery.Server, s2 *machinery2.Server, wp *work.WorkerPool) {
	_ = s.RegisterTask("send_invoice", sendInvoice)
	_ = s2.RegisterTasks(map[string]interface{}{"refund": refund, "notify": notify})
	wp.Job("email", (*ctx).email)
	wp.JobWithOptions("export", work.JobOptions{MaxFails: 1}, export)
	_ = unregistered
}
