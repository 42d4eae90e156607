// Package sqs consumes "order paid" events from an SQS queue and forwards
// shipping requests to a FIFO queue.
package sqs

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/idemlint/idemlint/examples/mailer"
	"github.com/idemlint/idemlint/examples/orders"
	"github.com/idemlint/idemlint/examples/repo"
)

// Consumer reads QueueURL and writes shipping requests to ShipQueueURL.
type Consumer struct {
	SQS          *sqs.Client
	QueueURL     string
	ShipQueueURL string
	DB           *sql.DB
	Store        *orders.Store
	Mailer       *mailer.Mailer
}

func (c *Consumer) receiveInput() *sqs.ReceiveMessageInput {
	return &sqs.ReceiveMessageInput{QueueUrl: aws.String(c.QueueURL), MaxNumberOfMessages: 10, WaitTimeSeconds: 20}
}

func (c *Consumer) deleteInput(m types.Message) *sqs.DeleteMessageInput {
	return &sqs.DeleteMessageInput{QueueUrl: aws.String(c.QueueURL), ReceiptHandle: m.ReceiptHandle}
}

// RunBuggy deletes each message before applying it: a crash or a failed
// Apply loses the payment.
func (c *Consumer) RunBuggy(ctx context.Context) error {
	for ctx.Err() == nil {
		out, err := c.SQS.ReceiveMessage(ctx, c.receiveInput())
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			if _, err := c.SQS.DeleteMessage(ctx, c.deleteInput(m)); err != nil { // idemlint: want ackorder
				return err
			}
			ev, err := orders.Decode([]byte(aws.ToString(m.Body)))
			if err != nil {
				log.Printf("sqs: drop malformed message %s: %v", aws.ToString(m.MessageId), err)
				continue
			}
			if err := c.Store.Apply(ctx, ev); err != nil {
				log.Printf("sqs: apply %s: %v", ev.ID, err)
			}
		}
	}
	return ctx.Err()
}

// Run deletes a message only once Apply has committed; a failed message
// becomes visible again after the visibility timeout.
func (c *Consumer) Run(ctx context.Context) error {
	for ctx.Err() == nil {
		out, err := c.SQS.ReceiveMessage(ctx, c.receiveInput())
		if err != nil {
			return err
		}
		for _, m := range out.Messages {
			ev, err := orders.Decode([]byte(aws.ToString(m.Body)))
			if err != nil {
				log.Printf("sqs: malformed message %s: %v", aws.ToString(m.MessageId), err)
				continue
			}
			if err := c.Store.Apply(ctx, ev); err != nil {
				log.Printf("sqs: apply %s: %v", ev.ID, err)
				continue
			}
			if _, err := c.SQS.DeleteMessage(ctx, c.deleteInput(m)); err != nil { // idemlint: ok
				return err
			}
		}
	}
	return ctx.Err()
}

// SendReceiptBuggy checks the processed table, emails, then marks the
// event processed. Two deliveries both pass the check, and a crash after
// the email sends it again on redelivery. A dispatcher calls it once per
// delivery, which the directive tells idemlint.
//
//idemlint:handler
func (c *Consumer) SendReceiptBuggy(ctx context.Context, ev orders.Event) error {
	done, err := repo.AlreadyProcessed(ctx, c.DB, ev.ID) // idemlint: want checkthenact
	if err != nil || done {
		return err
	}
	o, err := c.Store.Load(ctx, ev.OrderID)
	if err != nil {
		return err
	}
	if err := c.Mailer.Send(ctx, o.Email, "Your receipt", receipt(o)); err != nil { // idemlint: want effectbeforeclaim
		return err
	}
	return repo.MarkProcessed(ctx, c.DB, ev.ID)
}

// SendReceipt claims the event first; only the winner sends. A crash after
// the claim loses the email rather than sending it twice.
//
//idemlint:handler
func (c *Consumer) SendReceipt(ctx context.Context, ev orders.Event) error {
	won, err := repo.Claim(ctx, c.DB, ev.ID)
	if err != nil || !won {
		return err
	}
	o, err := c.Store.Load(ctx, ev.OrderID)
	if err != nil {
		return err
	}
	return c.Mailer.Send(ctx, o.Email, "Your receipt", receipt(o)) // idemlint: ok
}

func receipt(o orders.Order) string {
	return fmt.Sprintf("Order %s: %d.%02d %s paid.", o.ID, o.AmountCents/100, o.AmountCents%100, o.Currency)
}

// RequestShippingBuggy stamps the deduplication id with the time, so SQS
// never sees two sends of one order as duplicates.
func (c *Consumer) RequestShippingBuggy(ctx context.Context, orderID string) error {
	_, err := c.SQS.SendMessage(ctx, &sqs.SendMessageInput{
		QueueUrl:               aws.String(c.ShipQueueURL),
		MessageBody:            aws.String(orderID),
		MessageGroupId:         aws.String(orderID),
		MessageDeduplicationId: aws.String(fmt.Sprintf("%s-%d", orderID, time.Now().UnixNano())), // idemlint: want randomkey
	})
	return err
}

// RequestShipping deduplicates on the order id.
func (c *Consumer) RequestShipping(ctx context.Context, orderID string) error {
	_, err := c.SQS.SendMessage(ctx, &sqs.SendMessageInput{
		QueueUrl:               aws.String(c.ShipQueueURL),
		MessageBody:            aws.String(orderID),
		MessageGroupId:         aws.String(orderID),
		MessageDeduplicationId: aws.String("ship-" + orderID), // idemlint: ok
	})
	return err
}
