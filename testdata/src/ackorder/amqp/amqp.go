// Package amqp holds RabbitMQ (amqp091-go) consumers, good and bad.
package amqp

import (
	"context"
	"database/sql"
	"log"
	"sync"

	amqp "github.com/rabbitmq/amqp091-go"

	"ackorder/repo"
)

// --- ack before work ---

func ackBeforeCommit(ctx context.Context, db *sql.DB, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		d.Ack(false) // want `d.Ack runs before tx.Commit at line 25: a crash between them loses the message for good — ack after tx.Commit, nack or requeue on failure`
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		tx.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", d.MessageId)
		tx.Commit()
	}
}

// The write is inside the transaction: durable only at the commit.
func ackBetweenWriteAndCommit(ctx context.Context, db *sql.DB, ch *amqp.Channel, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			continue
		}
		tx.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", d.MessageId)
		ch.Ack(d.DeliveryTag, false) // want `ch.Ack runs before tx.Commit at line 38`
		tx.Commit()
	}
}

func ackBeforeWrapper(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		d.Ack(false) // want `d.Ack runs before s.Apply at line 45`
		s.Apply(ctx, d.MessageId)
	}
}

func ackAfterCommit(ctx context.Context, db *sql.DB, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			d.Nack(false, true)
			continue
		}
		tx.ExecContext(ctx, "UPDATE orders SET paid = true WHERE id = $1", d.MessageId)
		if err := tx.Commit(); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// The next message's work is not after this message's ack.
func ackEndOfIteration(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if err := s.Apply(ctx, d.MessageId); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// Nack and Reject before the work are failure tools, not acks.
func nackBeforeWork(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if d.Redelivered {
			d.Reject(false)
		}
		s.Apply(ctx, d.MessageId)
		d.Ack(false)
	}
}

// --- acknowledging on receipt ---

func autoAck(ctx context.Context, ch *amqp.Channel, s *repo.Store) error {
	deliveries, err := ch.Consume("orders", "", true, false, false, false, nil) // want `ch.Consume acknowledges on receipt, before s.Apply at line 95: a crash between them loses the message for good — receive without auto-acknowledgement and ack after s.Apply, nack or requeue on failure`
	if err != nil {
		return err
	}
	for d := range deliveries {
		s.Apply(ctx, d.MessageId)
	}
	return nil
}

func autoAckGet(ctx context.Context, ch *amqp.Channel, s *repo.Store) error {
	d, ok, err := ch.Get("orders", true) // want `ch.Get acknowledges on receipt, before s.Apply at line 105`
	if err != nil || !ok {
		return err
	}
	return s.Apply(ctx, d.MessageId)
}

func manualAck(ctx context.Context, ch *amqp.Channel, s *repo.Store) error {
	deliveries, err := ch.Consume("orders", "", false, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := s.Apply(ctx, d.MessageId); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
	return nil
}

// Auto-ack with nothing durable to do.
func autoAckLogOnly(ch *amqp.Channel) error {
	deliveries, err := ch.Consume("audit", "", true, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		log.Printf("seen %s", d.MessageId)
	}
	return nil
}

// --- deferred ack ---

func deferredAck(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		func() {
			defer d.Ack(false) // want `deferred d.Ack also runs when s.Apply at line 141 fails: the failed message is lost for good — ack only when the handler returns nil, nack or requeue on failure`
			if err := s.Apply(ctx, d.MessageId); err != nil {
				log.Printf("apply %s: %v", d.MessageId, err)
			}
		}()
	}
}

func deferredGuardedByErr(ctx context.Context, s *repo.Store, d amqp.Delivery) (err error) {
	defer func() {
		if err == nil {
			d.Ack(false)
		} else {
			d.Nack(false, true)
		}
	}()
	return s.Apply(ctx, d.MessageId)
}

// A deferred ack with the failure path nacking first.
func deferredAckNackOnFailure(ctx context.Context, s *repo.Store, d amqp.Delivery) error {
	defer d.Ack(false)
	if err := s.Apply(ctx, d.MessageId); err != nil {
		d.Nack(false, true)
		return err
	}
	return nil
}

// --- ack after a failure ---

func ackOnError(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) error {
	for d := range deliveries {
		if err := s.Apply(ctx, d.MessageId); err != nil {
			log.Printf("apply %s: %v", d.MessageId, err)
			if err := d.Ack(false); err != nil { // want `d.Ack runs after s.Apply at line 173 failed: the failed message is lost for good — nack or requeue on failure, or publish it to a dead-letter queue before acking`
				return err
			}
			continue
		}
		if err := d.Ack(false); err != nil {
			return err
		}
	}
	return nil
}

// The failure falls through to the one ack.
func ackAfterLoggedError(ctx context.Context, s *repo.Store, d amqp.Delivery) {
	if err := s.Apply(ctx, d.MessageId); err != nil {
		log.Printf("apply: %v", err)
	}
	d.Ack(false) // want `d.Ack runs after s.Apply at line 189 failed`
}

// Dead-lettered by publishing, then dropped.
func deadLetter(ctx context.Context, ch *amqp.Channel, s *repo.Store, d amqp.Delivery) error {
	if err := s.Apply(ctx, d.MessageId); err != nil {
		if err := ch.PublishWithContext(ctx, "dlx", "orders", false, false, amqp.Publishing{Body: d.Body}); err != nil {
			d.Nack(false, true)
			return err
		}
		return d.Ack(false)
	}
	return d.Ack(false)
}

// A duplicate after a lost claim is acked and dropped.
func duplicate(ctx context.Context, s *repo.Store, d amqp.Delivery) error {
	won, err := s.Claim(ctx, d.MessageId)
	if err != nil {
		return d.Nack(false, true)
	}
	if !won {
		return d.Ack(false)
	}
	if err := s.Apply(ctx, d.MessageId); err != nil {
		return d.Nack(false, true)
	}
	return d.Ack(false)
}

// A message type the service ignores is acked and dropped.
func ignored(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		if d.RoutingKey != "order.paid" {
			d.Ack(false)
			continue
		}
		if err := s.Apply(ctx, d.MessageId); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// --- ack while the work runs in a goroutine ---

func ackWhileRunning(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		go s.Apply(ctx, d.MessageId)
		d.Ack(false) // want `d.Ack runs while s.Apply at line 241 may still run in a goroutine: a crash before it finishes loses the message for good — wait for the goroutine \(WaitGroup.Wait, errgroup Wait, a channel receive\) before acking`
	}
}

func ackAfterWait(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.Apply(ctx, d.MessageId)
		}()
		wg.Wait()
		d.Ack(false)
	}
}

// The goroutine acks its own message after the work.
func goroutineAcks(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery) {
	for d := range deliveries {
		go func() {
			if err := s.Apply(ctx, d.MessageId); err != nil {
				d.Nack(false, true)
				return
			}
			d.Ack(false)
		}()
	}
}

// --- silenced ---

func silenced(ctx context.Context, s *repo.Store, d amqp.Delivery) {
	//idemlint:ignore ackorder the store replays from the outbox
	d.Ack(false)
	s.Apply(ctx, d.MessageId)
}

// A background flusher started before the loop is not the work of the
// messages acked inside it.
func backgroundFlusher(ctx context.Context, db *sql.DB, s *repo.Store, deliveries <-chan amqp.Delivery) {
	go func() {
		db.ExecContext(ctx, "DELETE FROM sessions WHERE expired")
	}()
	for d := range deliveries {
		if err := s.Apply(ctx, d.MessageId); err != nil {
			d.Nack(false, true)
			continue
		}
		d.Ack(false)
	}
}

// A deferred closure that acks whatever happened.
func deferredClosureAck(ctx context.Context, s *repo.Store, d amqp.Delivery) error {
	defer func() { // want `deferred d.Ack also runs when s.Apply at line \d+ fails`
		d.Ack(false)
	}()
	if err := s.Apply(ctx, d.MessageId); err != nil {
		log.Print(err)
		return err
	}
	return nil
}

// isPermanent sorts errors that retrying cannot fix.
func isPermanent(err error) bool { return err != nil && err.Error() == "bad payload" }

// A permanent failure acked without a dead-letter hand-off.
func ackPermanent(ctx context.Context, s *repo.Store, d amqp.Delivery) error {
	if err := s.Apply(ctx, d.MessageId); err != nil {
		if isPermanent(err) {
			return d.Ack(false) // want `d.Ack runs after s.Apply at line \d+ failed`
		}
		return d.Nack(false, true)
	}
	return d.Ack(false)
}

// A permanent failure handed to a dead-letter exchange, then acked.
func deadLetterPermanent(ctx context.Context, s *repo.Store, ch *amqp.Channel, d amqp.Delivery) error {
	if err := s.Apply(ctx, d.MessageId); err != nil {
		if isPermanent(err) {
			if err := ch.PublishWithContext(ctx, "dlx", "orders", false, false, amqp.Publishing{Body: d.Body}); err != nil {
				return d.Nack(false, true)
			}
			return d.Ack(false)
		}
		return d.Nack(false, true)
	}
	return d.Ack(false)
}

// Every fetched message is acked before the batch's commit.
func ackBatchBeforeCommit(ctx context.Context, db *sql.DB, ch *amqp.Channel) error {
	for {
		var batch []amqp.Delivery
		for i := 0; i < 10; i++ {
			d, ok, err := ch.Get("orders", false)
			if err != nil || !ok {
				break
			}
			batch = append(batch, d)
		}
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		for _, d := range batch {
			tx.ExecContext(ctx, "INSERT INTO orders (id) VALUES ($1)", d.MessageId)
		}
		for _, d := range batch {
			d.Ack(false) // want `d.Ack runs before tx.Commit at line \d+`
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
}

// The batch is committed, then each message acked.
func ackBatchAfterCommit(ctx context.Context, db *sql.DB, ch *amqp.Channel) error {
	for {
		var batch []amqp.Delivery
		for i := 0; i < 10; i++ {
			d, ok, err := ch.Get("orders", false)
			if err != nil || !ok {
				break
			}
			batch = append(batch, d)
		}
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		for _, d := range batch {
			tx.ExecContext(ctx, "INSERT INTO orders (id) VALUES ($1)", d.MessageId)
		}
		if err := tx.Commit(); err != nil {
			return err
		}
		for _, d := range batch {
			d.Ack(false)
		}
	}
}

type consumeOptions struct {
	Queue   string
	AutoAck bool
}

// autoAck set to true in an options literal.
func autoAckOption(ctx context.Context, ch *amqp.Channel, s *repo.Store) error {
	opts := consumeOptions{Queue: "orders", AutoAck: true}
	deliveries, err := ch.Consume(opts.Queue, "", opts.AutoAck, false, false, false, nil) // want `ch.Consume acknowledges on receipt, before s.Apply at line \d+`
	if err != nil {
		return err
	}
	for d := range deliveries {
		s.Apply(ctx, d.MessageId)
	}
	return nil
}

// autoAck from configuration read at run time: not known to acknowledge.
func autoAckConfigured(ctx context.Context, ch *amqp.Channel, s *repo.Store, opts consumeOptions) error {
	deliveries, err := ch.Consume(opts.Queue, "", opts.AutoAck, false, false, false, nil)
	if err != nil {
		return err
	}
	for d := range deliveries {
		s.Apply(ctx, d.MessageId)
		d.Ack(false)
	}
	return nil
}

// The message goes to a worker goroutine on a channel and is acked at once.
func ackHandedOff(deliveries <-chan amqp.Delivery, jobs chan<- amqp.Delivery) {
	for d := range deliveries {
		jobs <- d
		d.Ack(false) // want `d.Ack runs while the work handed off on jobs at line \d+ may still run in a goroutine`
	}
}

// The worker acks when it is done: the consumer only hands off.
func handOffOnly(deliveries <-chan amqp.Delivery, jobs chan<- amqp.Delivery, done chan<- bool) {
	for d := range deliveries {
		jobs <- d
		done <- true
	}
}

// A signal is sent, not the message; the ack is after the write.
func signalThenAck(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery, tick chan<- struct{}) {
	for d := range deliveries {
		if err := s.Apply(ctx, d.MessageId); err != nil {
			d.Nack(false, true)
			continue
		}
		tick <- struct{}{}
		d.Ack(false)
	}
}

// A result computed synchronously is sent on; the ack follows the work.
func resultThenAck(ctx context.Context, s *repo.Store, deliveries <-chan amqp.Delivery, results chan<- string) {
	for d := range deliveries {
		if err := s.Apply(ctx, d.MessageId); err != nil {
			d.Nack(false, true)
			continue
		}
		results <- "applied " + d.MessageId
		d.Ack(false)
	}
}

// Good: an RPC's reply, read with autoAck from the exclusive, auto-deleted
// queue the call declared: the queue goes with the connection, so a crash
// loses nothing a redelivery would bring back.
func call(ctx context.Context, ch *amqp.Channel, s *repo.Store, req []byte) error {
	q, err := ch.QueueDeclare("", false, true, true, false, nil)
	if err != nil {
		return err
	}
	replies, err := ch.Consume(q.Name, "", true, false, false, false, nil)
	if err != nil {
		return err
	}
	if err := ch.PublishWithContext(ctx, "", "rpc", false, false, amqp.Publishing{ReplyTo: q.Name, Body: req}); err != nil {
		return err
	}
	res := <-replies
	return s.Apply(ctx, string(res.Body))
}

// Bad: a durable queue declared by the consumer, read with autoAck.
func declared(ctx context.Context, ch *amqp.Channel, s *repo.Store) error {
	q, err := ch.QueueDeclare("orders", true, false, false, false, nil)
	if err != nil {
		return err
	}
	deliveries, err := ch.Consume(q.Name, "", true, false, false, false, nil) // want `ch.Consume acknowledges on receipt, before s.Apply`
	if err != nil {
		return err
	}
	for d := range deliveries {
		if err := s.Apply(ctx, string(d.Body)); err != nil {
			return err
		}
	}
	return nil
}
