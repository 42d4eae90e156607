// Package webhookgin receives Stripe webhooks through gin: the framework's
// answer with a 2xx status is the webhook's ACK, as net/http's is.
package webhookgin

import (
	"log"
	"net/http"

	"github.com/gin-gonic/gin"
	amqp "github.com/rabbitmq/amqp091-go"
	stripe "github.com/stripe/stripe-go/v82"
)

type H struct{ ch *amqp.Channel }

func (h *H) event(c *gin.Context) (stripe.Event, bool) {
	body, err := c.GetRawData()
	if err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return stripe.Event{}, false
	}
	ev, err := stripe.ConstructEvent(body, c.GetHeader("Stripe-Signature"), "whsec")
	if err != nil {
		c.AbortWithStatus(http.StatusBadRequest)
		return stripe.Event{}, false
	}
	return ev, true
}

// Bad: the answer goes out, then the event is published.
func (h *H) AnswerFirst(c *gin.Context) {
	ev, ok := h.event(c)
	if !ok {
		return
	}
	c.JSON(http.StatusOK, gin.H{"received": true}) // want `c.JSON answers the webhook with a success before h.ch.Publish at line 37`
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		log.Print(err)
	}
}

// Good: a failed publish is answered with a 500, and the sender retries.
func (h *H) AnswerAfterWork(c *gin.Context) {
	ev, ok := h.event(c)
	if !ok {
		return
	}
	if err := h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)}); err != nil {
		c.String(http.StatusInternalServerError, "try again")
		return
	}
	c.Status(http.StatusOK)
}

// Q hands verified events to a worker.
type Q struct {
	H
	events chan stripe.Event
}

// Bad: the event is handed to the worker, then answered.
func (q *Q) HandOff(c *gin.Context) {
	ev, ok := q.event(c)
	if !ok {
		return
	}
	q.events <- ev
	c.Status(http.StatusAccepted) // want `c.Status answers the webhook with a success while the work handed off on q.events at line 67 may still run`
}
