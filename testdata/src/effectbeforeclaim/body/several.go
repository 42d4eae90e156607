package body

import (
	"context"
	"net/http"
	"net/smtp"
	"strings"

	"github.com/hibiken/asynq"
)

// Bad: a body that dispatches to two effects is reported once, where the
// handler calls it.
type Dispatch struct{}

func (h *Dispatch) ProcessTask(ctx context.Context, t *asynq.Task) error {
	return h.route(t) // want `h.route runs in a handler that records no claim`
}

func (h *Dispatch) route(t *asynq.Task) error {
	if t.Type() == "mail" {
		return smtp.SendMail("mail:25", nil, "shop@example.com", []string{"ops@example.com"}, t.Payload())
	}
	_, err := http.Post("https://partner.example.com/events", "application/json", strings.NewReader(string(t.Payload())))
	return err
}
