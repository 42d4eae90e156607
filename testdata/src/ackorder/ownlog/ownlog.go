// Package ownlog holds consumers that log through a logger of their own,
// which ships each line to a log intake with a POST: a log line is no
// message's work.
package ownlog

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	amqp "github.com/rabbitmq/amqp091-go"
)

// Logger formats a line and POSTs it to a log intake.
type Logger struct{ intake string }

func (l *Logger) Errorf(ctx context.Context, format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, l.intake, strings.NewReader(line))
	if err != nil {
		return
	}
	if res, err := http.DefaultClient.Do(req); err == nil {
		res.Body.Close()
	}
}

// Log is the service's logging interface; Logger implements it.
type Log interface {
	Errorf(ctx context.Context, format string, args ...any)
}

var _ Log = (*Logger)(nil)

// Notify POSTs a formatted alert and says whether it went out: it returns
// something, so it is no log call.
func (l *Logger) Notify(format string, args ...any) error {
	_, err := http.Post(l.intake, "text/plain", strings.NewReader(fmt.Sprintf(format, args...)))
	return err
}

// Logged acks, then logs the ack's failure: silent.
func Logged(ctx context.Context, ch *amqp.Channel, l *Logger) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		if err := d.Ack(false); err != nil {
			l.Errorf(ctx, "ack %s: %v", d.MessageId, err)
		}
		l.Errorf(ctx, "done with %s", d.MessageId)
	}
}

// LoggedOnInterface logs through the interface: silent.
func LoggedOnInterface(ctx context.Context, ch *amqp.Channel, l Log) {
	deliveries, _ := ch.Consume("orders", "", false, false, false, false, nil)
	for d := range deliveries {
		_ = d.Ack(false)
		l.Errorf(ctx, "done with %s", d.MessageId)
	}
}

// Notified acks before the alert it was delivered for: reported.
func Notified(ctx context.Context, ch *amqp.Channel, l *Logger) {
	deliveries, _ := ch.Consume("alerts", "", false, false, false, false, nil)
	for d := range deliveries {
		_ = d.Ack(false) // want `d.Ack runs before l.Notify at line 68`
		_ = l.Notify("alert %s", d.Body)
	}
}
