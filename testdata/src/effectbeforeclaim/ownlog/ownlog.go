// Package ownlog holds a handler with no claim that logs through a logger
// of its own, which POSTs each line to a log intake: a log line sent twice
// repeats nothing a user sees.
package ownlog

import (
	"fmt"
	"net/http"
	"strings"

	amqp "github.com/rabbitmq/amqp091-go"
)

type Logger struct{ intake string }

// Infof formats a line and POSTs it to the log intake.
func (l *Logger) Infof(format string, args ...interface{}) {
	_, _ = http.Post(l.intake, "text/plain", strings.NewReader(fmt.Sprintf(format, args...)))
}

// Alert POSTs a formatted alert to a partner and says whether it went
// out: it returns something, so it is no log call.
func (l *Logger) Alert(format string, args ...interface{}) error {
	_, err := http.Post("https://partner.example.com/alerts", "text/plain", strings.NewReader(fmt.Sprintf(format, args...)))
	return err
}

func Consume(ch *amqp.Channel, l *Logger) error {
	deliveries, err := ch.Consume("orders", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		l.Infof("order %s received", d.MessageId)
		if err := l.Alert("order %s", d.Body); err != nil { // want `l.Alert runs in a handler that records no claim`
			_ = d.Nack(false, true)
			continue
		}
		_ = d.Ack(false)
	}
	return nil
}

// Bot answers users of a chat.
type Bot struct{ api string }

// Sendf formats a message to one chat: it has a recipient, so it is no
// log call.
func (b *Bot) Sendf(chatID int64, format string, args ...interface{}) {
	_, _ = http.Post(b.api, "text/plain", strings.NewReader(fmt.Sprintf(format, args...)))
}

func ConsumeChat(ch *amqp.Channel, b *Bot) error {
	deliveries, err := ch.Consume("chat", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		b.Sendf(42, "order %s shipped", d.MessageId) // want `b.Sendf runs in a handler that records no claim`
		_ = d.Ack(false)
	}
	return nil
}
