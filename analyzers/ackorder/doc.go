// Package ackorder defines an Analyzer that reports messages acknowledged
// before the work they stand for is durable.
//
// # Analyzer ackorder
//
// ackorder: report messages acknowledged before their work is durable
//
// An acknowledgement tells the broker to forget the message: amqp091 and
// streadway Delivery.Ack and Channel.Ack, NATS and JetStream Ack, AckSync and
// DoubleAck, Pub/Sub and watermill Message.Ack, SQS DeleteMessage(Batch),
// kafka-go CommitMessages, sarama (IBM/sarama and its older path
// Shopify/sarama) MarkMessage/MarkOffset/Commit, franz-go
// CommitRecords/CommitUncommittedOffsets/MarkCommitRecords, confluent
// Commit/CommitMessage/StoreMessage, aws-sdk-go v1 SQS DeleteMessage(Batch)
// (and their WithContext forms, also through sqsiface.SQSAPI), gocloud.dev pubsub Message.Ack, Azure
// Service Bus Receiver.CompleteMessage, Azure Event Hubs
// ProcessorPartitionClient.UpdateCheckpoint, Azure Queue Storage
// QueueClient.DeleteMessage (legacy azure-storage-queue-go:
// MessageIDURL.Delete), go-nsq Message.Finish, Pulsar Consumer.Ack (and
// AckID, AckCumulative, …), Paho MQTT Message.Ack (with automatic
// acknowledgement disabled), go-redis XAck. If the consumer
// crashes after the ack and before the transaction commits, the
// write lands or the email is sent, the broker will not redeliver: the
// message is lost for good. The ack must
// come after every COMMIT, WRITE, CLAIM and EFFECT the message causes,
// including those inside functions of the program the handler calls.
//
// A webhook receiver acknowledges with its answer: Stripe, GitHub and every
// webhook sender retry only on a non-2xx response. In an HTTP handler that
// verifies a webhook (stripe ConstructEvent and the like, or an HMAC of
// the body compared by hand with hmac.Equal, itself or in a
// helper it hands the request to), a 2xx answer — ResponseWriter.WriteHeader
// with a constant 2xx status, or a Write with no status before it (an
// implicit 200), itself or through a helper of the program given the
// status (respond(w, http.StatusOK, v)) — is its ACK, and any other
// answer (http.Error, a 4xx or 5xx WriteHeader) its nack:
//
//	w.WriteHeader(http.StatusOK) // w.WriteHeader answers the webhook with a success before h.ch.Publish at line 2: if that fails or the process crashes, the sender, told the event was received, never retries — answer after h.ch.Publish, with a non-2xx status when it fails
//	h.ch.Publish("", "events", false, false, amqp.Publishing{Body: []byte(ev.ID)})
//
// and a success answered after the work failed (the error logged, not
// answered with a 500) is the ack after a failure. So is a return that
// answers nothing after it: net/http answers 200 for a handler that
// returns without writing.
//
//	if err := h.ch.Publish(…); err != nil {
//		log.Print(err)
//		return // SilentFailure returns without an answer after h.ch.Publish at line 1 failed: net/http answers 200 for a handler that writes nothing, and the sender, told the event was received, never retries — answer with a non-2xx status (http.Error(w, …, http.StatusInternalServerError)) when the work fails
//	}
//
// Only the failure of the handler's first work counts (not a processed
// marker's), and a path that hands the ResponseWriter to any call (a
// helper may answer) is taken to answer. The event handed to a
// worker goroutine (sent on a channel, itself, its body or a value built
// from it, directly or in a helper of the program) is work that still
// runs when the answer goes out:
//
//	q.events <- ev
//	w.WriteHeader(http.StatusOK) // w.WriteHeader answers the webhook with a success while the work handed off on q.events at line 1 may still run in a goroutine: if it fails or the process crashes, the sender never retries — wait for it before answering, with a non-2xx status when it fails
//
// unless the answer waits for the worker's reply (a receive on a done
// channel) or the event was stored durably before it was handed off.
// Storing the raw event
// durably first, then answering, is correct; so is answering after the
// publish with http.Error(w, …, 500) when it fails. An HTTP handler that
// verifies no webhook is not a receiver whose sender retries, and its
// answer is nothing here.
//
// A handler is a subscription callback (NATS, JetStream Consume, Pub/Sub
// Receive, watermill handlers), a sarama ConsumeClaim, or the body of a
// receive loop (over a delivery channel, ReceiveMessage, FetchMessage,
// ReadMessage, PollFetches). In a loop, an ack is related only to the work
// of the same iteration: the next message's work is not "after" this ack.
//
// Reported, at the ack, with the other operation as related information:
//
//	for d := range deliveries {
//		d.Ack(false) // d.Ack runs before tx.Commit at line 5: a crash between them loses the message for good — ack after tx.Commit, nack or requeue on failure
//		tx, _ := db.BeginTx(ctx, nil)
//		tx.ExecContext(ctx, `UPDATE orders SET paid = true WHERE id = $1`, d.MessageId)
//		tx.Commit()
//	}
//
// A write inside a transaction is durable only at its commit, so an ack
// between the two is reported too. Acknowledging on receipt is the same
// mistake:
//
//	deliveries, _ := ch.Consume("orders", "", true, false, false, false, nil) // ch.Consume acknowledges on receipt, before store.Apply at line 3: a crash between them loses the message for good — receive without auto-acknowledgement and ack after store.Apply, nack or requeue on failure
//	for d := range deliveries {
//		store.Apply(ctx, d.Body)
//	}
//
// and so is kafka-go ReadMessage on a reader configured with a GroupID.
// Handing what was received to a worker goroutine (q.jobs <- d.Body) is
// work that has not started: a receive that acknowledges on receipt
// before it is reported the same way, also when a goroutine the function
// starts ranges over the deliveries and hands them on (go func() { for d
// := range msgs { q.jobs <- d.Body } }()), or starts, for each, a handler
// the program does not show (go e.consume(topic, deliveries), whose loop
// runs go e.client.Invoke(topic, d.Body)).
// A receive method of the program that returns such a message, or a value
// built from it, is reported inside, where the receive must change, and
// at its callers' receive, before their work:
//
//	func (c *Consumer) Receive(ctx context.Context) (kafka.Message, error) {
//		return c.r.ReadMessage(ctx) // c.r.ReadMessage acknowledges on receipt, before the caller's work on what the function returns at line 2: a crash before that work is durable loses the message for good — receive without auto-acknowledgement, return the message unacknowledged and ack after the caller's work
//	}
//
// A deferred ack, or a deferred closure that acks
// unconditionally, runs on the failure path as well:
//
//	defer msg.Ack() // deferred msg.Ack also runs when store.Apply at line 2 fails: the failed message is lost for good — ack only when the handler returns nil, nack or requeue on failure
//	if err := store.Apply(ctx, msg.Data()); err != nil {
//		return err
//	}
//
// An ack on the path where the work's error is known drops a failed
// message that nothing will retry:
//
//	if err := store.Apply(ctx, ev); err != nil {
//		log.Print(err)
//		msg.Ack() // msg.Ack runs after store.Apply at line 1 failed: the failed message is lost for good — nack or requeue on failure, or publish it to a dead-letter queue before acking
//		return
//	}
//
// A Kafka commit (kafka-go CommitMessages, sarama MarkMessage and
// MarkOffset, franz-go and confluent-kafka-go commits) covers every
// earlier offset of its partition, so skipping a failed message is acking
// it: a receive loop whose work fails and goes on to the next message —
// logging, or sending the error on a channel, and continue — without a
// commit, nack, return, retry or dead-letter publish on the way, commits
// the failed one with the next message's commit:
//
//	for msg := range claim.Messages() {
//		if err := store.Apply(ctx, msg.Value); err != nil {
//			log.Print(err)
//			continue
//		}
//		sess.MarkMessage(msg, "") // sess.MarkMessage commits past the message whose store.Apply at line 2 failed: that failure goes on to the next message without a commit, and a later message's commit covers every earlier offset of the partition, so the failed message is lost for good — retry it, stop consuming (return the error), or publish it to a dead-letter topic before going on
//	}
//
// A failure path that tests the error again (a permanent error skipped on
// purpose) decides for itself and is not reported, nor is a payload that
// fails to decode (see Not reported).
//
// An ack inside a loop over the parts of one message (the entries of a
// batch unbatched from its payload), when the message comes from before
// the loop and the loop goes on after the ack, settles the whole message
// in the first pass:
//
//	for _, e := range strings.Split(string(m.Data), "\n") {
//		if _, err := db.ExecContext(ctx, q, e); err != nil {
//			m.Nack()
//			return
//		}
//		m.Ack() // m.Ack runs inside the loop over the parts of the message, before db.ExecContext at line 2 handles the next part: the first pass settles the whole message, and a failure or a crash in a later pass loses the rest of it — ack once after the loop, when every part is done, nack on failure
//	}
//
// The message is an argument of the ack (its receiver, for a library's
// ack): a constant (an offset gap) is none, nor is the consumer whose
// method of the program's own acks (consumer.CommitBack(gap) in a loop
// that consumes in one branch and commits on a tick is no loop over the
// parts of one message). A log line, through a log function of the
// program's own (see the model's doc), is no work of the message's,
// whatever the function does with it.
//
// So does an ack after a program helper sorted the error as permanent
// (if isPermanent(err) { return d.Ack(false) }), unless the message went to
// a dead-letter destination first. A loop that acks every fetched message
// before the batch's commit after the loop acks before the work:
//
//	for _, d := range batch {
//		d.Ack(false) // d.Ack runs before tx.Commit at line 3: …
//	}
//	tx.Commit()
//
// An ack while the work still runs in a goroutine the handler started —
// with a go statement, errgroup's or conc's Go, or a task given to a
// worker pool (ants's Submit, pond's Go and Submit, workerpool's Submit
// and Do):
//
//	go store.Apply(ctx, ev)
//	msg.Ack() // msg.Ack runs while store.Apply at line 1 may still run in a goroutine: a crash before it finishes loses the message for good — wait for the goroutine (WaitGroup.Wait, errgroup Wait, a channel receive) before acking
//
// Where the library takes the message as done when the handler returns —
// asynq (ProcessTask, HandlerFunc), River's Work, watermill handlers,
// machinery and gocraft/work tasks, Temporal activities, go-nsq handlers,
// Paho MQTT callbacks, CloudEvents StartReceiver callbacks, AWS Lambda
// functions an SQS, SNS, S3, EventBridge, stream, Kafka or broker event
// invokes (the whole batch is deleted from the queue when the function
// returns nil), and the callback of a nats.go JetStream push
// subscription made without nats.ManualAck() (one made with nats.AckNone() or nats.OrderedConsumer() acks
// nothing and is never redelivered: not reported) — the return is the ack: work the handler starts in a goroutine, or hands off on a
// channel, and does not wait for is reported at the work (a goroutine
// started in a pass of a loop too, when the handler returns after the
// loop without waiting: for _, m := range ev.Records { go store(m) }):
//
//	go h.store(context.Background(), t.Payload()) // h.store runs in a goroutine ProcessTask does not wait for: asynq takes the message as done when ProcessTask returns, and a crash before h.store finishes loses it for good — do the work before returning, or wait for the goroutine (WaitGroup.Wait, errgroup Wait, a channel receive) first
//	return nil
//
// A helper of the program that hands what it is given to a goroutine (it
// sends it on a channel a goroutine drains: a mail queue) is named as
// the one that hands it off, since the helper itself returns:
//
//	m.enqueue(t.Payload()) // m.enqueue hands the message to a goroutine ProcessTask does not wait for: asynq takes the message as done when ProcessTask returns, and a crash before that goroutine's work finishes loses it for good — do the work before returning, or wait for the goroutine (WaitGroup.Wait, errgroup Wait, a channel receive) first
//
// and so is a return that tells the library the message is done — a nil
// error, or the end of a callback with no results — on the failure path
// of the message's first work (work no other work comes before), when the
// handler settles nothing itself (no explicit ack or nack, as with
// automatic acknowledgement disabled), reads its message and is not a
// periodic job:
//
//	if err := h.store(ctx, t.Payload()); err != nil {
//		log.Printf("import: %v", err)
//		return nil // ProcessTask returns with no error after h.store at line 1 failed: asynq takes the message as done when ProcessTask returns, and the failed message is lost for good — return the error, so that it is delivered again, or hand it to a dead-letter queue first
//	}
//
// A task that acks its own message after its work, a pool's wait before
// the ack (pond's StopAndWait, workerpool's StopWait, conc's Wait) and the
// variants that wait for the task (workerpool's SubmitWait) are fine.
//
// A hand-off is the same: the message, its body or a value built from it
// (a struct, the body's bytes) sent on a channel to a worker, directly or
// by a helper of the program that sends what it is given (pool.Submit(d)),
// with the ack right after the send or before it:
//
//	jobs <- Job{ID: d.MessageId, Body: d.Body}
//	d.Ack(false) // d.Ack runs while the work handed off on jobs at line 1 may still run in a goroutine: …
//
//	d.Ack(false) // d.Ack runs before the work handed off on jobs at line 2: …
//	jobs <- d
//
// A receive method of the program that acks what it receives and returns
// it acknowledges on receipt for its callers:
//
//	d, err := c.next() // c.next acknowledges on receipt, before db.ExecContext at line 5: …
//
// and is reported at its ack too, whoever its callers are (a receive method
// with no work of its own before the ack, returning the messages or a value
// built from them that can carry their payload):
//
//	out, err := q.svc.ReceiveMessage(in)
//	q.svc.DeleteMessageBatch(del) // q.svc.DeleteMessageBatch runs before the caller's work on what the function returns at line 3: a crash before that work is durable loses the message for good — return it unacknowledged and ack after the caller's work, nack or requeue on failure
//	return out.Messages, nil
//
// also when it deletes each message in a loop, on every pass, and returns
// the batch after the loop — a batch built empty and filled with the
// messages' payloads (msg := message.New(nil); msg.Append(part)) included:
//
//	for i := int32(0); i < dequeue.NumMessages(); i++ {
//		m := dequeue.Message(i)
//		msg.Append(message.NewPart([]byte(m.Text)))
//		msgs.NewMessageIDURL(m.ID).Delete(ctx, m.PopReceipt) // msgs.NewMessageIDURL(…).Delete runs before the caller's work on what the function returns at line 6: …
//	}
//	return msg, nil
//
// An ack or a commit made through the program's retry helper — a helper
// that calls its func parameter, given a closure that takes nothing
// (func() error { return d.Ack(false) }) or a method value (tx.Commit) —
// is the caller's, where the helper is called:
//
//	func (w *worker) ack(d amqp.Delivery) error {
//		return w.withRetries(func() error { return d.Ack(false) })
//	}
//
//	w.ack(d) // w.ack runs before w.withRetries at line 2: …
//	w.withRetries(tx.Commit)
//
// A func value that takes the message is a handler the helper runs with
// it: its acks are its own.
//
// A handler the consumer was given — a func parameter, a field the package
// stores no function of its own in, or a variable a closure captured from
// either, whose results end in an error — is the work the message stands
// for when it is handed the message or a value built from it, directly or
// through a helper of the package that calls it (r.execute(d, consume)):
//
//	d.Ack(false) // d.Ack runs before b.dispatch at line 2: …
//	b.dispatch(d, h)
//
// and an ack after it failed is an ack after a failure, also when its
// error is dropped, or when a nack on its failure path is followed by the
// ack all the same:
//
//	_ = b.handle(ev)
//	d.Ack(false) // d.Ack runs whether b.handle at line 1 failed or not: its error is dropped, and a failed message is lost for good — ack only when b.handle returns nil, nack or requeue on failure
//
//	if err := fn(ev); err != nil {
//		d.Nack(false, false)
//	}
//	d.Ack(false) // d.Ack runs after fn at line 1 failed and d.Nack at line 2 settled the message: a message is settled once (amqp closes the channel on a second settlement) — ack only when fn succeeds
//
// Where the broker can settle a message otherwise (amqp091 Nack and Reject,
// SQS ChangeMessageVisibility, NATS Term, Pub/Sub Nack), an ack after a
// call given the message's payload (the body's bytes, or bytes built from
// them: a decode, a parse) failed drops a message that a nack without
// requeue would take to a dead-letter destination, also through a closure
// that acks (discard := func() { d.Ack(false) }):
//
//	if err := json.Unmarshal(d.Body, &r); err != nil {
//		discard() // d.Ack runs after json.Unmarshal at line 1 failed on the message's payload: the ack drops a message that a nack without requeue would take to a dead-letter destination — nack it instead of acking
//		return err
//	}
//
// A function given the outcome of the message's processing as an error
// parameter (a pipeline's Acknowledge(err)) acks after a failure when it
// acks whatever the error says:
//
//	func (r *Reader) Acknowledge(err error) error {
//		_, derr := r.svc.DeleteMessageBatch(r.batch()) // r.svc.DeleteMessageBatch runs whatever err, the outcome it is given at line 1, says: a message whose processing failed is lost for good — ack only when err is nil, nack or requeue otherwise
//		return derr
//	}
//
// So does a completion callback that acks the original message in it, or
// in a goroutine it starts, whatever the publish it completes returned
// (pulsar-client-go's retry and dead-letter routers; a parameter with no
// name is never read):
//
//	producer.SendAsync(ctx, msg, func(MessageID, *ProducerMessage, error) {
//		go cm.Consumer.AckID(id) // cm.Consumer.AckID runs whatever the error it is given at line 1 says, unread (the parameter has no name): a message whose processing failed is lost for good — name the error, and ack only when it is nil, nack or requeue otherwise
//	})
//
// A function of the program that does the work and drops its failure —
// it compares the error of its first work (no other work before it) with
// nil, then returns normally (no result, or a nil error) with no nack,
// other work or further branch on the way — makes
// the ack after its call an ack after a failure (and a deferred ack one
// that also runs when it failed), also through further helpers that call
// it:
//
//	func (c *consumer) process(ctx context.Context, body []byte) {
//		if _, err := c.db.ExecContext(ctx, `INSERT INTO events (body) VALUES ($1)`, body); err != nil {
//			log.Printf("store event: %v", err)
//			return
//		}
//	}
//
//	c.process(ctx, d.Body)
//	d.Ack(false) // d.Ack runs after c.process at line 1, which drops a failure of its work (it returns normally when the work failed): the failed message is lost for good — return the error from c.process, and ack only when it is nil, nack or requeue otherwise
//
// Such a helper deferred to the function's return (defer func() {
// bc.SendMetrics(…) }() at the top of a batch consumer) runs after the ack,
// not before it, and is neither the failing work nor work that comes
// first.
//
// A goroutine of the package that takes messages off a channel and acks
// them, and does no other work (the batch deleter of an SQS pipeline: a
// struct field's channel, or a local one a closure ranges over), makes a
// send on that channel the sender's ack:
//
//	for _, e := range events {
//		if err := send(ctx, a.ce, e); err != nil {
//			log.Print(err)
//			continue
//		}
//	}
//	a.deleteQueue <- m // the ack handed to runDeleter on a.deleteQueue runs after send at line 2 failed: the failed message is lost for good — nack or requeue on failure, or publish it to a dead-letter queue before acking
//
// As the example shows, a failure that continues a loop over the
// message's parts (its events, a poll's records) goes on past the loop to
// the ack: a batch committed after a record's failure was logged and
// skipped is an ack after a failure.
//
// The fix is the same everywhere: ack last, nack on failure.
//
//	for d := range deliveries {
//		if err := store.Apply(ctx, d.Body); err != nil {
//			d.Nack(false, true)
//			continue
//		}
//		d.Ack(false)
//	}
//
// Not reported:
//   - an ack after a commit that dominates it, with no work reachable after the ack;
//   - nack, reject, requeue, Term, InProgress, ChangeMessageVisibility: failure-path tools, never acks;
//   - an ack after the failed message was published to a dead-letter destination (any publish, or other work, on the failure path before the ack);
//   - an ack of a duplicate after a lost claim, or of a message type the service ignores, when no work follows it;
//   - a deferred ack guarded by the handler's returned error being nil, or by a flag set after the commit (any branch in the deferred function that decides whether it acks);
//   - a value sent on after the work that built it (a result, "applied " + id), a signal (struct{}, a bool), or
//     a string or number built from the message (a log line, an id): not the work handed off (an SQS message's
//     Body, a string, is the message's work, and its hand-off counts);
//   - a context handed to a worker, directly or by a helper of the program (a service that publishes its
//     events later): a context is no message (Temporal activities that call their services);
//   - an ack after waiting for the goroutines (WaitGroup.Wait, errgroup Wait, a channel receive or select),
//     also when a helper waits for its worker before it returns (jobs <- j; <-j.done);
//   - a receive method that returns only a count or an id of what it deleted, that did its work before the ack, or
//     that deletes in its loop only on a branch (an empty message dropped) and returns the others;
//   - a func value that cannot fail (no error result: a metric or trace hook), one handed nothing of the message, and one the package shows (its operations are the call's);
//   - an error parameter tested before the ack (nack or release on failure), or handed to a function of the program, which may decide;
//   - a handler whose return acks that returns its work's failure (asynq.SkipRetry wrapped in it included: the
//     library archives it), or returns a result other than an error, whose meaning to the library is not known;
//     one that reads nothing of its message, or runs on a schedule (a sweep: its next run does the work again); a
//     return after a failed write that follows other work (a marker after an effect that was made: a retry would
//     make it again; a failure recorded after a failure), or that is a processed marker itself (notified_at set
//     after a mail the model does not know went out); a return after a helper that dropped its failure
//     (helpers that record a terminal failure, and log when that fails, look the same);
//   - a helper that returns its work's failure, tells it by another result (ok bool), records it (a failure row,
//     a dead-letter publish: other work on the failure path), or branches again on it (a duplicate treated as done);
//   - a Kafka commit after a payload failed to decode: Kafka has no nack, and committing past the message is the only way on;
//   - an amqp Consume or Get with autoAck of a temporary queue the function declared (QueueDeclare with exclusive or
//     autoDelete: an RPC's reply queue, gone with its connection, so a crash loses nothing a redelivery would bring back);
//   - code in _test.go files, where no broker redelivers.
//
// Decisions:
//   - Work is a COMMIT, WRITE, CLAIM or EFFECT (either class: a publish
//     after the ack is lost too), and gorm FirstOrCreate, which writes.
//     An object written to a blob store is a WRITE: S3 PutObject,
//     CopyObject, CompleteMultipartUpload and DeleteObject(s) (aws-sdk-go-v2
//     and v1), the S3 upload managers' Upload, gocloud.dev blob WriteAll,
//     Upload, Copy and Delete, Cloud Storage object deletes, copies and
//     composes, MinIO PutObject, FPutObject, CopyObject and RemoveObject,
//     Azure azblob uploads and DeleteBlob. A streamed object is written
//     when its writer closes (gocloud.dev blob and Cloud Storage
//     Writer.Close): an ack between NewWriter and Close is before the work.
//   - "Before" is reachability without back edges: on some path through
//     one iteration the work follows the ack. Dominance is not required.
//   - A panic is a crash, not a path: a deferred ack that would run while
//     panicking is not reported.
//   - The failure path of a work operation starts where its error is
//     compared with nil; it ends at a nack, at any other work (a
//     dead-letter publish, a retry, a row recording the failure) and at
//     any further branch, which may tell "already done" from a failure
//     (errors.Is, a unique-violation test) or test a flag recording it —
//     except a retry loop's test for giving up (its attempt counter against
//     a bound, ctx.Err() != nil): the message failed all the same, and an
//     ack after the loop on that path is an ack after a failure; nor does
//     the end test of a range loop (over a slice or a map) that holds the
//     failed work, when the ack is past that loop (a failure that
//     continues the loop over a message's events or a poll's records
//     reaches the ack when the loop ends). Another loop on the failure
//     path (a dead letter to every topic) ends it. Work whose error is
//     tested for a unique violation has no failure path.
//   - A deleter is a function of the package that receives from a channel
//     (a struct field, a package variable, a local variable a closure
//     captures) and acks, with no work, check or hand-off of its own; a
//     send of a message on that channel is an ack. A deleter that receives
//     from its parameter deletes what the package's calls of it pass there
//     (go deleteEach(client, url, handles)); a channel built elsewhere (a
//     call's result, another package's) is not followed. A goroutine that
//     performs an effect with what it receives (a notifier that POSTs it)
//     makes the send an effect, and still a hand-off: an ack after it
//     runs while the effect may still run.
//   - A failure branch is where the error is not nil and is none of the
//     sentinels the same condition excludes (err != nil && err != io.EOF,
//     && !errors.Is(err, context.Canceled)): the sentinel's side is no
//     failure.
//   - A goroutine counts only when it starts in the same loop iteration
//     as the ack (a background worker started before the receive loop
//     does not), and only if it does not ack its message itself.
//   - A closure passed to a method of what a receive returned (franz-go
//     Fetches.EachRecord) runs once per message at that call.
//   - An ack through a wrapper of the program counts where it is called,
//     unless the wrapper may not ack: one of this package whose acks all
//     sit under a branch, or one of another package that returns a bool or
//     takes an error. A method that acks its receiver's message (a Delivery
//     interface over amqp091) is such a wrapper, and a call through the
//     program's interface is the intersection of its implementations.
//   - A branch on a program function of the error (isPermanent(err),
//     retryable(err)) does not end the failure path: both sides hold a
//     failed message. errors.Is, not-found and unique-violation tests do.
//   - Work after a loop counts for an ack inside it when it is reached
//     from the loop's exit in the same pass of the loops around both (the
//     batch's commit); work inside the loop is the next message's.
//   - Configuration decides only when it is a constant the analysis sees
//     at the call: amqp's autoAck argument, a ReaderConfig literal's
//     GroupID. Configuration read at run time is not known to acknowledge.
//   - An ack of a message kept from the previous iteration of a loop (a
//     variable carried across the back edge) is about that message, not
//     about the work of this iteration.
//   - A kafka-go reader built by a helper of the program (in any package)
//     whose every return is kafka.NewReader of a ReaderConfig literal with
//     a GroupID is a group reader (the helper's fact says "grouped"), and
//     so is a field every store of which holds one. A reader passed in
//     from elsewhere counts as a group reader when every ReaderConfig
//     literal of the package sets GroupID. A helper that picks the
//     configuration at run time is not known to build one.
//   - A handler the program does not show (a func parameter, an injected
//     field) is work, however little it may do: a consumer hands it the
//     message so that it processes it, and its error is the outcome. A
//     field is such a handler only when the package stores no function or
//     closure of its own in it; a captured variable, when it is stored
//     once. Which functions main injects is not followed. So is a method
//     that can fail of an interface the program declares, in the package
//     or in another package of its module (its extension point: a
//     Processor, a Handler, messaging.MessageHandler), called on a
//     parameter or a field, when no operation of the program resolves the
//     call: the services that use the package implement it. An interface
//     of another module (io.Writer, a library's) is not one. A method given the raw payload
//     bytes is taken for a decode instead (the payload rule above).
//   - A nack on a failure path ends it, unless the same message is acked
//     after it on that path: a second settlement, which amqp answers by
//     closing the channel.
//   - An ack in a function given an error parameter that is never compared
//     with nil runs after a failure whenever the caller reports one.
//   - An ack inside a TxFunc callback (pgx.BeginFunc, gorm Transaction, bun
//     RunInTx) after a write of its transaction runs before the commit at
//     the end of that call, and is reported.
//
// Limitations: the acknowledgement a library makes itself when a handler
// returns (go-nsq's Finish after a nil error, unless DisableAutoResponse
// was called; Paho MQTT's Ack after the callback, unless automatic
// acknowledgement is disabled; asynq, River and the others above) is read
// only for work the handler leaves running in a goroutine or hands off:
// a handler that logs its failure and returns nil is not reported, and a
// handler whose library's automatic acknowledgement the program turned
// off elsewhere (Paho's SetAutoAckDisabled) is still read as acking at
// its return, except where its goroutine acks its message itself. A
// webhook's answer is seen
// through net/http (WriteHeader,
// Write, http.Error) and the frameworks' methods that name a status (gin's
// c.JSON, c.String, c.Status, c.AbortWithStatus…; echo's c.JSON,
// c.NoContent…; fiber's c.SendStatus) and the program's helpers that
// write one (respond(w, http.StatusOK, v), whose status is its caller's;
// fail(w, err), which always answers 500: a fact on the helper), not
// through a helper whose answer depends on what it is given (a 500 for an
// error, a 200 otherwise), nor one in a package that imports only a web
// framework; a handler that returns without writing (an implicit 200 at
// its return) is read as answering only on the failure path of its first
// work, and only through net/http (a gin handler's return is not); work and ack must
// meet in one function (either may be inside
// a wrapper of the program, seen through facts, or inside a closure run
// at the call by a TxFunc, go-redis Pipelined, a retry helper (cenkalti/backoff
// Retry, retry-go Do, go-retry Do) or a program helper that calls
// its func parameter); work in a closure handed to any other library call
// than the pools above is not seen from the caller; a hand-off is seen
// where the send is, or in a helper that sends its parameter; an error observed only after being wrapped
// or stored is not followed; handlers declared in package-level variable
// initialisers are not examined. A blob writer held as an io.WriteCloser
// is not seen to write at its Close; an SFTP upload (pkg/sftp: Create,
// writes through io.Copy, Close) is not recognised, since File.Close also
// closes files opened for reading.
//
// Proof: proofs/ runs the reported and the accepted shapes against real servers
// (TestAutoAck, TestAckBeforeCommit, TestAckOnFailure, TestAckWhileRunning).
//
// To silence a finding, write on its line or the line above:
//
//	//idemlint:ignore ackorder <why this is safe>
package ackorder
