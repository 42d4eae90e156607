// Package effectbeforeclaim defines an Analyzer that reports irreversible
// effects that can run before the idempotency claim is recorded.
//
// # Analyzer effectbeforeclaim
//
// effectbeforeclaim: report irreversible effects that can run before the idempotency claim is recorded
//
// A queue consumer, job or webhook handler is delivered at least once: a
// crash, a timeout or a lost ack delivers the message again. A handler that
// records "done" (its claim, its processed marker) only after an email, a
// payment or an outbound POST has gone out repeats that effect whenever it
// dies in between. The rule of every post-mortem of a duplicate job: record
// the claim before any irreversible action, act only if this delivery won
// the claim, and keep the business write, the record and the completion in
// one transaction.
//
// The analyzer examines HANDLERs — asynq ProcessTask and HandlerFunc,
// River Work, sarama ConsumeClaim, watermill handlers, go-nsq
// HandleMessage and HandlerFunc, the callbacks of NATS, Pub/Sub, amqp091
// and the other brokers (CloudEvents sdk-go StartReceiver; Paho MQTT's Subscribe only with a constant QoS of
// 1 or 2: QoS 0 is never redelivered), the body of a receive loop
// (SQS ReceiveMessage, kafka-go FetchMessage, …), AWS Lambda functions
// registered with lambda.Start that take an at-least-once source's event
// (events.SQSEvent, SNSEvent, S3Event, EventBridgeEvent, KinesisEvent,
// DynamoDBEvent, KafkaEvent, ActiveMQEvent, RabbitMQEvent,
// SimpleEmailEvent; a function taking an API Gateway request answers a
// synchronous call and is not one; a function that decodes what its
// parameter holds, the raw event, into one of those types is one too:
// lambda.Start(func(ctx, raw json.RawMessage) …) dispatching by source),
// Temporal activities
// (also the exported methods of a struct registered with RegisterActivity),
// HTTP handlers that verify a webhook with stripe webhook.ConstructEvent*,
// go-github ValidatePayload or the like, or by hand — hmac.Equal or
// subtle.ConstantTimeCompare of an HMAC written with the body they read
// (io.ReadAll of the request's body) or with a []byte parameter holding it,
// against the signature sent (themselves or through a helper
// they pass the request or the body they read from it to, in this package
// or another; an HMAC of a cookie, a token or a query string is no
// webhook's), and functions
// marked //idemlint:handler — and the functions of the same package they
// call. A function that reads its activity context (activity.GetInfo,
// GetLogger, RecordHeartbeat) is a Temporal activity wherever it is
// registered, and a closure with asynq.HandlerFunc's or watermill's
// handler signature is a handler however the program registers it. So is
// a function registered with the service's own consumer: a function of
// the program that calls its func parameter with the message in a receive
// loop or callback that does no work of its own, stores it where such a
// loop calls it (a handler field, a map of handlers by key, a fallback),
// or passes it on to a library's registration registers what its callers
// pass there (consumer.Register("paid", h.Paid), consumer.Typed(ctx, r,
// Welcome) with the decoded event, an interface value whose Handle method
// the loop calls). A function it calls with something else (an error
// callback given the error, an audit call given a field of the event) is
// not a handler. When main registers a function of another package, only
// the standalone command sees it (the README's table of what each driver
// sees). The function registered may come from a table ranged over in a
// loop — a map literal of subjects to functions, or a slice or array
// literal of structs holding them — or be made by a function of the
// package that returns the callback calling its func parameter with each
// message:
//
//	handlers := map[string]func(context.Context, *nats.Msg) error{"order.created": h.created}
//	for subj, fn := range handlers {
//		nc.Subscribe(subj, wrap(fn)) // wrap returns func(m *nats.Msg) { fn(ctx, m) }: h.created is a handler
//	}
//	for _, r := range []route{{"order.paid", h.paid}} {
//		nc.Subscribe(r.topic, wrap(r.fn)) // h.paid is a handler
//	}
//
// A table whose functions are only called with something else, or handed
// to a function that does not register them, holds no handler. A table
// built elsewhere (a parameter, a package variable, a map filled in a
// loop) is not followed. It reports these shapes, at the effect or write.
//
// Mark after the effect: an EFFECT (either class: an irreversible one or a
// publish) that can run before a later claim or processed marker, and that
// no claim whose outcome is read dominates:
//
//	if err := h.Mailer.Send(ctx, o.Email, "Order confirmed", body); err != nil { // h.Mailer.Send runs before repo.Claim at line 4: a crash in between means the redelivery will send the email again — claim first and send the email only if this delivery won, or pass a key derived from the message
//		return err
//	}
//	_, err = repo.Claim(ctx, h.DB, ev.ID)
//
// A processed marker is the handler's record that the message is done: a
// CLAIM; a WRITE that creates what a dedup check of the function looked
// for (the row of the checked table, a SET or SADD of the checked key); an
// UPDATE of a status, state, sent, processed, done, … column of a row
// keyed by the message (through SQL text, an ORM update that names the
// column — gorm Update("status", …), pop UpdateColumns(&e, "status") — or
// a helper); a function marked //idemlint:claim. The status
// UPDATE counts the same inline, in a helper of the package and in a
// helper of another package (markPaid(ctx, id), store.MarkPaid(ctx, db,
// id)): the helper's summary says it marks the row its caller names. A
// program helper that runs its callback and only then records the key
// (RunOnce(ctx, key, func() error {…})) is mark-after-effect for its
// callers, across packages (a fact on the helper), and so is a store
// method that sends through the callback it is given, then updates the
// row's status and commits (e2a's ExpireApproveAndSend):
//
//	return h.r.RunOnce(ctx, "welcome:"+id, func() error {
//		return send(id) // send runs in the callback of h.r.RunOnce at line 1, before it records its processed marker: a crash in between means the redelivery will send the email again — claim first and send the email only if this delivery won, or pass a key derived from the message
//	})
//
// An effect started in a goroutine before the claim counts.
//
// The same holds for a processed marker written in a transaction before
// the effect, when the transaction commits after it: the marker is
// recorded at the commit, and a crash or a failed commit in between rolls
// it back (category effect-before-commit):
//
//	tx.ExecContext(ctx, `UPDATE orders SET status = 'notified' WHERE id = $1`, id)
//	send(id) // send runs inside the transaction of the processed marker tx.ExecContext at line 1, before it commits at line 3: a crash or a failed commit in between rolls the marker back, and the redelivery will send the email again — send the email after the commit (an outbox row written in the transaction, relayed once it commits), or pass a key derived from the message
//	tx.Commit()
//
// The transaction may be begun and committed in the function, be a
// callback's (gorm Transaction(func(tx) …), pgx.BeginFunc: it commits when
// the callback returns) or come from the caller (a helper given the tx,
// which its caller commits). Not reported: the effect after the commit; a
// CLAIM in the transaction whose outcome decides the effect (a second
// delivery waits on the claimed row until this one ends, as the SPEC
// allows); a periodic job, which claims its rows in the transaction (FOR
// UPDATE SKIP LOCKED) on this rule's own advice.
//
// A business write outside the claim's transaction: a DB WRITE made
// through another handle than the transaction that records the claim (the
// pool instead of tx, the outer *gorm.DB captured inside
// Transaction(func(tx) …)), or any separate write after a claim that
// commits on its own (an autocommitted INSERT … ON CONFLICT, a Redis
// SetNX):
//
//	won, err := claim(ctx, tx, job.Args.EventID)
//	…
//	tx.Commit(ctx)
//	w.Pool.Exec(ctx, `UPDATE orders SET status = 'captured' WHERE id = $1`, id) // w.Pool.Exec writes outside the transaction of claim at line 1: a crash after the claim leaves the message claimed and this write never made — make the write in the claim's transaction, so that the work, the record and the completion commit together
//
// Not after a claim whose caller drops what it took: a job's wrapper
// that resets rows and returns them (_, err := q.ResetWindows(ctx), only
// the error tested against nil) leaves no message claimed.
//
// After a claim in another store (a Redis SetNX) there is no transaction
// to make the write in, and the message says so: "h.db.ExecContext writes
// after the claim h.rdb.SetNX at line 2 claimed the message in another
// store: a crash between them leaves the message claimed and this write
// never made — release the claim when the write fails (or let it expire),
// or claim in the database, in the write's transaction".
//
// A non-idempotent write (an INSERT, an increment) before the claim and
// outside its transaction is reported too: "w.db.ExecContext writes before
// the claim … and outside its transaction: a crash in between means the
// redelivery will insert the row again — make the write in the claim's
// transaction, after the claim".
//
// No claim at all: an irreversible EFFECT — a payment, an email, SMS or
// push, an outbound POST/PUT/PATCH/DELETE, an os/exec command run for what it
// does (not for its output: ffprobe's Stdout read into a buffer computes a
// value, as a read does) — in a handler that
// records no claim and no marker, tests nothing it read before acting, and
// hands the receiver no stable idempotency key:
//
//	refund.New(params) // refund.New runs in a handler that records no claim and passes no idempotency key: each redelivery will make the payment call again — claim the message first (INSERT … ON CONFLICT DO NOTHING, SetNX) and make the payment call only if this delivery won, or pass an idempotency key derived from the message
//
// A webhook handler recognised by its verification (a catalogued
// verifier, an HMAC over the body, a helper that does either) makes its
// deliveries' effects only once it has verified: an effect that runs
// before the verification (a prober that sends a test email, then checks
// the webhook it brings back) is not reported by this rule.
//
// Periodic jobs are handlers too: a function registered with robfig/cron
// (AddFunc, AddJob, Schedule) or go-co-op/gocron (NewTask), a function
// that receives from a time.Ticker's C or from time.Tick, and a poller: a
// function that reads or writes a store and pauses (time.Sleep, a receive
// from time.After or from any timer's channel of time.Time, a clock
// interface's included) on every pass of a loop that only a failure or a
// stop ends (a keepalive loop that reads and records nothing polls
// nothing) (for { … }, for
// ctx.Err() == nil { … }; not a range or a counted loop, which is a batch,
// and not a loop left when an error is nil, which is a retry; not a
// receive loop, which handles what it receives). A job is rerun
// after a crash and runs on every replica that schedules it. Of a job
// that runs by a loop of its own (a ticker's, a poll's), only what runs in
// that loop repeats every period: an effect before the loop starts or
// after it ends (a command's summary posted when its progress ticker
// stops) runs once, and is not reported as the job's. A ticker loop that
// takes its work from a queue in its own memory, dropping the head of a
// slice field it holds (p.queue = p.queue[1:], after running p.queue[0]:
// semaphore's task pool, filled with the tasks its requests register),
// or gathering what it receives on a channel into a batch it sends on
// each tick (batch = append(batch, msgs...): traQ's push notifications),
// dispatches: no other replica holds those items and none is rerun after
// a crash, so the no-claim rule does not report what it does with them;
// a loop that walks such a queue without taking from it mails it all
// again every period, and is reported. The rules
// apply (but effect-before-commit); the no-claim rule reports only effects on people — a
// payment, an email, an SMS, a call — not an outbound request (a
// heartbeat, a metrics push) or a command, which a job repeats by design:
//
//	c.AddFunc("@daily", r.digest)
//	func (r *reminders) digest() {
//		smtp.SendMail(…) // smtp.SendMail runs in a periodic job that records no claim and passes no idempotency key: a rerun after a crash, or the same job on another replica, will send the email again — claim the period or the item first (INSERT … ON CONFLICT DO NOTHING, SetNX) and send the email only if this run won, or pass an idempotency key derived from the item
//	}
//
// A function's call of itself (a retry after it refreshed an expired
// session: log in, then send again) is no processed marker for what runs
// before it: the marker it reaches is the retry's own, after the retry's
// request (alist's cloud drivers).
//
// A poller that sends what it finds pending and only then marks it sent
// gets the mark-after rule's wording for jobs:
//
//	smtp.SendMail(…) // smtp.SendMail runs before the processed marker db.ExecContext at line 2: a crash in between, or the same job on another replica, will send the email again — claim the item first (an UPDATE of its state whose rows affected say this run won, or FOR UPDATE SKIP LOCKED) and send the email only if this run won, or pass a key derived from the item
//	db.ExecContext(ctx, `UPDATE outbox SET sent = true WHERE id = $1`, id)
//
// The fix, for all of them:
//
//	res, err := tx.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, ev.ID)
//	…
//	if n, _ := res.RowsAffected(); n == 0 {
//		return nil // another delivery has it
//	}
//	params.SetIdempotencyKey("refund-" + ev.ID) // and the provider deduplicates too
//	refund.New(params)
//	tx.ExecContext(ctx, `INSERT INTO refunds …`) // in the claim's transaction
//	return tx.Commit()
//
// Not reported:
//   - an effect paired with a later marker that no pass reaches with it: the effect runs only where a
//     boolean tested one way and the marker only where the same value tested the other (if on && slow {
//     disable(id) } … if !on && fast { enable(id) }: one-api's channel checks);
//   - an effect that receives a stable idempotency key: stripe Params.IdempotencyKey or SetIdempotencyKey, svix
//     PostOptions.IdempotencyKey, PayPal's requestID (not an empty one) and payout SenderBatchID, resend
//     SendEmailOptions.IdempotencyKey, an Idempotency-Key header (any case, and any name containing "idempoten"),
//     SQS/SNS MessageDeduplicationId, NATS message ids, asynq TaskID — a key no RANDOM SOURCE reaches (uuid.New,
//     time.Now, rand: such a key is no key);
//   - an effect after a claim that dominates it and whose outcome is read (a DynamoDB PutItem under
//     attribute_not_exists(…), or any conditional write, whose error is read: the loser fails with
//     ConditionalCheckFailedException);
//   - an effect through a helper that claims first itself: every effect of the helper runs after a claim of its
//     own whose outcome it reads (a sender that stores a new share code with a conditional put, returns on its
//     failure, then mails the code — opg-modernising-lpa's sharecode.Sender). A second such helper called after
//     it is not the claim the first one's mail waits for;
//   - an effect after a plain create whose duplicate-key error the function tests, where the effect runs only on
//     the side that found none (an INSERT, then 23505, gorm.ErrDuplicatedKey or mongo.IsDuplicateKeyError treated
//     as done): the unique key claimed the row. A duplicate that is only logged, the code going on to the effect,
//     claims nothing, and a helper that swallows the duplicate itself tells its caller nothing;
//   - read-only calls: GET, HEAD and OPTIONS requests, SDK reads;
//   - product-analytics events (PostHog's and Segment's Enqueue, directly or through the service's own wrapper):
//     a redelivery counts the event twice and harms nobody, though the client POSTs its batches;
//   - log lines, through a log function of the program's own (Infof(format string, args ...any) handing both on
//     to fmt.Sprintf) that ships them with a POST or to Elasticsearch: a formatted alert that returns an error,
//     or one given a recipient (Sendf(chatID, format, args...)), is no log function, and is reported;
//   - writes that are part of a read (an UPDATE that returns its row whether it matched or not: a limit's
//     window reset as the limit is read, directly or through a helper all of whose writes are such),
//   - writes inside the claim's transaction, even before the claim statement (a lost claim rolls them back), and
//     writes of the claim's own record (its table, its key) after it;
//   - an idempotent write (an upsert, an UPDATE to given values, a DELETE) before the claim;
//   - publishes in a handler with no claim (the no-claim rule is for irreversible effects; a publish's key is
//     randomkey's concern);
//   - in a periodic job, the no-claim rule for outbound requests and commands (a heartbeat POST, a metrics
//     push): only payments, emails, SMS, push notifications and calls;
//   - in a periodic job, a publish before its processed marker: an outbox relay publishes, then marks, by
//     design, and its consumers deduplicate;
//   - effects in a function that the handler calls only after a claim of its own decided this delivery may act
//     (a helper that mails, then marks the order notified, called once INSERT … ON CONFLICT DO NOTHING won): it
//     runs once per message; a function called both so and without a claim is examined as the latter;
//   - the no-claim rule for an effect made through functions of the package one of which records a claim or a
//     processed marker (a job whose sweep calls, per row, a helper that mails and then marks the row sent): the
//     handler does record something, and the mark-after rule judges that helper, where the order is;
//   - the no-claim rule in a handler whose receive acknowledges on receipt (amqp's Consume with autoAck,
//     kafka-go's ReadMessage on a group reader): the broker does not deliver the message again, so nothing
//     repeats the effect; ackorder reports the receive, where the message can be lost;
//   - the statement that starts a task of the handler (go func() { … }(), a pool's Submit): the task's own
//     effect is reported once, where the task makes it;
//   - a write of one call of a function of the package outside the claim of another call of it (a job's pass
//     run at start and again on every tick): each call's claim and writes are its own;
//   - the effects of a callback run by a helper that claims first and marks after it (a helper that takes
//     the attempt over with a conditional upsert, runs the send it was given, then records it sent);
//   - functions the model does not know to be handlers (an ordinary HTTP endpoint, a function a scheduler the
//     catalog does not know runs), and code in _test.go files.
//
// Effects are the catalog's: payments (stripe-go, PayPal, Razorpay),
// webhook deliveries (svix), GitHub comments, issues, reviews and check
// runs (go-github), email (net/smtp, SES, gomail and its fork
// ory/mail, go-mail, sendgrid, mailgun, Mailjet, resend, Postmark), SMS and calls (SNS, twilio), push
// notifications (Firebase Cloud Messaging, APNs, Web Push), chat messages (Slack
// messages and incoming webhooks, Discord, Telegram), outbound writes over
// HTTP (net/http, resty, go-retryablehttp), commands (os/exec, unless the
// program reads what the command prints), and publishes; the
// program's functions that make them (facts), a call of the program's own
// request helper given a write method (c.do(ctx, http.MethodPost,
// "/refunds", body), or c.Do(ctx, req) of a request c.NewRequest("POST",
// …) built: a fact says which parameter is the method or the request;
// given GET it is a read; only the main module's helpers are read so: a
// dependency's API client, such as a generated Google one that POSTs
// reads too, belongs in the catalog), a library function injected into a
// field (Mailer{send: smtp.SendMail}), the effects of any method a function value may be
// (handler := c.handlerFor(event); handler(event)), and those of a closure
// a retry helper runs at its call (backoff.Retry(func() error { … }, b),
// retry-go Do, go-retry Do).
//
// A task the handler starts is the delivery's work: a closure it runs in
// a goroutine, hands to a worker pool (ants, pond, workerpool) or to a
// function of the program that starts its func parameter in a goroutine
// (a bounded pool's RunTask(fn): go func() { …; fn() }()). An effect in
// it with no claim is reported where the task makes it:
//
//	c.Consume(func(msg jetstream.Msg) {
//		s.tasks.RunTask(func() {
//			s.send(msg) // s.send runs in a handler that records no claim and passes no idempotency key: each redelivery will send the email again — claim the message first (INSERT … ON CONFLICT DO NOTHING, SetNX) and send the email only if this delivery won, or pass an idempotency key derived from the message
//			msg.Ack()
//		})
//	})
//
// A function of the package that the handler hands its delivery — the
// message, the task, the request, as received, not a field or the bytes
// of it, nor the response writer — and that nothing else in the package
// calls is the handler's body (s.handleMessage(msg) in a consume
// callback's task): when it makes one effect the
// no-claim rule reports it where the body makes it, two or more calls
// down (up to model.MaxBodies), with the call of the body as related
// information, since the claim belongs there; a body that keys its
// effects or tests a read before them reports nothing; a body that makes
// several (a dispatcher per kind of event) is reported once, at its call,
// and so is a function other handlers call too (a send that a twin
// handler calls after its claim).
// A helper handed a field (mail(evt.Email)) is the handler's effect,
// reported at its call. The parameters of a receive loop or of a
// periodic job (a ticker's loop, a cron function) are its dependencies,
// not its delivery: their helpers are reported at their calls.
//
// Decisions:
//   - "Can run before" is reachability without back edges on SSA; "a claim
//     decided it" is dominance. No path is enumerated.
//   - A claim whose key comes from a RANDOM SOURCE claims nothing: the
//     handler has no claim. A Redis SetNX whose key the handler deletes
//     again (SetNX … defer Del) is a lock, not a claim.
//   - The no-claim rule stays silent when the handler tests the result of
//     a read before the effect (a status check, an existence check it does
//     not pair with a marker) or takes a lock: it deduplicates in a way
//     the analysis does not follow, and checkthenact judges such checks.
//     A read whose finding rows is what lets the effect run (the webhooks
//     subscribed to the event, `if len(hooks) == 0 { return nil }`), a
//     loop over its rows that runs the effect for each, and one that only
//     collects them (ids to look up next) look up the effect's targets
//     and silence nothing; a loop that returns once it finds a row (its
//     own comment, posted before) still does.
//   - A write whose handle is computed from one of the function's
//     transactions (sqlc's queries.WithTx(tx)) is taken to be in it.
//   - Only database writes (SQL, ORMs, program wrappers that name a table)
//     count for the transaction rule; a cache write after a claim does
//     not.
//   - A claim inside a TxFunc callback counts at the call for the handler
//     that runs it; its writes keep the callback's transaction.
//   - An effect inside a wrapper that hands the receiver a stable key the
//     wrapper makes itself (SetIdempotencyKey(session.ID) in a webhook's
//     helper) is keyed for its callers (a fact); a key the wrapper takes as
//     a parameter is judged at each call, by what the caller passes.
//   - A guard that creates the message's key and reports whether it won
//     claims, for its callers: Claim(ctx, key) (bool, error) that INSERTs
//     (or creates a key in a NATS key-value bucket, KeyValue.Create) and
//     returns false when the duplicate-key error (23505, ErrKeyExists)
//     says another delivery created it, true once its create went
//     through. A handler that acts only when it won is silent.
//   - A queued effect is an effect. A goroutine of the package that takes
//     values off a channel and performs an effect with them, recording,
//     checking, claiming and acking nothing (a mail daemon over the
//     package's queue, a webhook dispatcher), makes a send on that channel
//     the sender's effect: once queued, the mail goes out whatever the
//     sender does next. The send is named for the goroutine's effect
//     (queue <- … (c.Send in the goroutine in startDaemon)), and the rules
//     above (and checkthenact's) judge it as they judge the effect. A
//     goroutine that claims before it sends makes no effect of the send.
//     The channel is a struct field, a package variable or a local
//     variable (or a copy of one of them that a closure captures).
//   - A handler that reaches an effect by calling another handler of its
//     package leaves the no-claim finding to that handler, where the effect
//     is written.
//   - An SQL DELETE … WHERE key = $1 whose rows affected is read is a
//     claim: it consumes the row (a one-time token) atomically. One whose
//     absence the function answers with an error (DELETE FROM tasks WHERE
//     id = ?; if n == 0 { return ErrTaskNotFound }) removes a record: it
//     decides the effects after it, but a write outside its transaction
//     is not reported — no message is left claimed (kandev's task
//     deletions).
//   - The write-outside-the-claim rule pairs the handler's own claims
//     and writes. A call that claims and also has an effect, or writes
//     another table (a service method that starts a run), is a unit of
//     work whose claim its own function examined; so is a write made by a
//     call with a claim of its own (a job's step that marks its item
//     running, then works on it). A write made only where the claim
//     failed or was lost (its error not nil, a false result, a zero
//     count: if !deleted { s.cancelCleanupJob(…) }) is not reported:
//     nothing was claimed for it to be recorded with, it undoes work of
//     the caller's own.
//   - An INSERT … ON CONFLICT … DO UPDATE SET … WHERE <guard> RETURNING …
//     whose returned row is read is a claim: on a conflict it takes the
//     row over only when the guard holds (an attempt that failed or went
//     stale), and returns no row otherwise. One that adds to a counter
//     stays an upsert. One whose guard compares with the current time
//     (WHERE leases.expires_at < now()) takes a lease: it decides the
//     effects after it, but a write outside its transaction is not
//     reported, for a crash leaves the lease to lapse, not the work
//     claimed for good.
//   - An UPDATE is a claim only when its WHERE tests a state: a literal
//     comparison, IS NULL, or a second predicate on a column it sets
//     (status = $2 … SET status = $3), or when a subquery or a CTE of the
//     statement picks its rows FOR UPDATE (WITH due AS (SELECT id … FOR
//     UPDATE SKIP LOCKED) UPDATE t SET next_alert_at = … FROM due …
//     RETURNING …): concurrent statements return disjoint rows. WHERE
//     id = $1 AND owner = $2 names the row and matches it again on a
//     second run. Nor is one a claim
//     whose statement returns the row whether it matched or not (WITH u
//     AS (UPDATE … RETURNING *) SELECT * FROM u UNION ALL SELECT * FROM t
//     WHERE NOT EXISTS (SELECT 1 FROM u)).
//   - A wrapper that drops the rows its claim returned and passes on only
//     an error a lost claim does not cause (_, err := q.ResetWindows(ctx);
//     return err) is a write to its callers; one whose lost claim is its
//     error (QueryRow(…RETURNING id).Scan: sql.ErrNoRows) stays a claim.
//
// A handler's callees in other packages: the standalone command and the
// language server see the whole module, and examine a function of another
// package that a handler or a job calls (statically, or on an interface
// main wires to it) as that handler's callee, with a related line naming
// the handler; a call that a claim of its caller dominates runs only for
// the delivery that won it, and is not followed. The scheduler's pass
// below, in a package of its own, posts and then advances the watermark:
//
//	func (s *Service) remind(ctx context.Context, id, url string) {
//		http.Post(url, …) // http.Post runs before the processed marker s.DB.ExecContext at line 2: a crash in between, or the same job on another replica, will send the request again — …
//		s.DB.ExecContext(ctx, `UPDATE owners SET last_sent_at = now() WHERE id = $1`, id)
//	}
//
// An ORM update of a column looked up in the package's map of constant
// column names is a processed marker when every name records progress
// (webhook_period_last_sent_cycle_start).
//
// Limitations: the claim and the effect must meet in one function (either
// may be inside a wrapper of the program, seen through facts, or in a
// closure run at the call); under go vet and golangci-lint a handler's
// callees are followed only within its package, so a service function in
// another package that checks, sends and marks is reported there only
// where it is itself a handler or marked //idemlint:handler; a middleware that claims for every handler it wraps
// is not seen, so the handlers it wraps are reported by the no-claim rule
// (mark the middleware's claim or silence the finding); effects of
// providers missing from the catalog (most email and SMS SDKs) need the
// effect directive or setting.
//
// Proof: proofs/ runs the reported and the accepted shapes against real servers
// (TestMarkAfterEffect, TestMarkAfterEffectAsynq, TestNoClaim, TestWriteOutsideClaimTx).
//
// To silence a finding, write on its line or the line above:
//
//	//idemlint:ignore effectbeforeclaim <why this is safe>
package effectbeforeclaim
