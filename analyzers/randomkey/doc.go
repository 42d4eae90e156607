// Package randomkey defines an Analyzer that reports idempotency and
// deduplication keys that change on every attempt.
//
// # Analyzer randomkey
//
// randomkey: report idempotency and dedup keys taken from uuid.New, time.Now or rand
//
// An idempotency key tells the receiver "this is the same request as
// before": Stripe returns the first charge, SQS FIFO and JetStream drop the
// duplicate message, asynq refuses the second task, Temporal the second
// workflow. A key minted from uuid.New, time.Now or rand is new on every
// attempt, so every redelivery of the message and every retry of the
// producer looks new, and nothing is ever deduplicated.
//
// The analyzer reports a KEY SINK whose key a RANDOM SOURCE reaches:
//
//	params.SetIdempotencyKey(uuid.NewString()) // params.SetIdempotencyKey takes a key from uuid.NewString at line 1, which changes on every attempt: each redelivery or retry looks new, so deduplication never hits — derive the key from the message's business identity (an event, order or request id)
//
// Key sinks: stripe Params.IdempotencyKey and SetIdempotencyKey; svix
// PostOptions.IdempotencyKey; PayPal's requestID argument (the
// …WithPaypalRequestId calls) and payout SenderBatchHeader.SenderBatchID;
// resend SendEmailOptions.IdempotencyKey; HTTP
// headers named Idempotency-Key or containing "idempoten" in any case
// (X-Idempotency-Key, Idempotence-Key), Nats-Msg-Id, and a webhook's
// message id as Standard Webhooks and Svix send it (webhook-id, svix-id:
// receivers deduplicate redeliveries on it); SQS and SNS
// MessageDeduplicationId (single and batch entries, aws-sdk-go v1 and v2);
// nats.MsgId and jetstream.WithMsgID; asynq.TaskID; Temporal
// StartWorkflowOptions.ID; the key of a CLAIM (the conflict target of
// INSERT … ON CONFLICT (col), the key of SetNX); fields of the program's
// own structs and parameters of its functions whose name says idempotency
// or dedup key (IdempotencyKey, IdempotencyToken, DedupKey, DedupID,
// DeduplicationID, idempotencyKey); the parameters of program functions that reach one of
// these (a fact, so a caller in another package passing ksuid.New() is
// reported at its call), also inside a closure the function returns (a
// functional option) or hands to a call or a go statement (a fan-out
// helper running each purchase in a goroutine, the purchase's token
// derived from the captured exec.ID: a caller that sets acct.ID =
// uuid.New().String() and passes &acct is reported at its call), and the one field of an options struct parameter
// that does (Start(ctx, c, StartOptions{WorkflowID: uuid.NewString()})
// where Start copies o.WorkflowID into StartWorkflowOptions.ID, or
// svc.Charge(ctx, ChargeOpts{ID: uuid.NewString()}) where a method in
// another package copies o.ID into stripe's Params.IdempotencyKey:
// reported at the call, where the key is minted, not inside Charge);
// functions marked //idemlint:keysink.
//
// One key, one finding: a key stored into a field of the program's own
// struct named as a key (Req.IdempotencyKey) and handed, in the struct or
// read back, to a function that sends it is reported at that call, with
// the field as related information:
//
//	return do(ctx, Req{IdempotencyKey: uuid.NewString()}) // do takes a key from uuid.NewString at line 1, which changes on every attempt: each redelivery or retry looks new, so deduplication never hits — derive the key from the message's business identity (an event, order or request id)
//
// Random sources: google/uuid New, NewString, NewRandom, NewV7 (and Must of
// them), gofrs uuid NewV4/NewV7, pborman/uuid New/NewRandom/NewUUID,
// satori/go.uuid NewV1/NewV4, rs/xid, oklog/ulid, segmentio/ksuid,
// bwmarrin/snowflake, short ids (teris-io/shortid, go-nanoid, shortuuid),
// stripe.NewIdempotencyKey, time.Now,
// math/rand, math/rand/v2, crypto/rand, and functions of the program that
// return one of them (a fact).
//
// The key flow follows assignments and phis (a key random only on a
// fallback path is reported), string concatenation (mixed keys such as
// orderID + "-" + time.Now() are reported), fmt.Sprintf and the other
// formatting, strconv, strings and bytes functions, hex, base32 and base64
// encoding, JSON encoding, hashing (sha256 of a random value is random,
// and so is a hash the random value was written into: fmt.Fprintf(h, …) or
// h.Write(b) before h.Sum(nil)), a map handed on whole (what was put in
// it), a key helper of the program whose text result keeps an argument's
// identity, in this package or another
// (keyhelper.Hash(map[string]any{"order": id, "at": time.Now()}) is
// random: a fact on Hash says its result keeps its argument, whether Hash
// marshals the map, reads m["at"], ranges over it or formats a struct's
// fields), pointer helpers
// (stripe.String, aws.String), the methods of a time or a UUID (a day
// bucket, t.Format("2006-01-02"), is still a finding: a retry across
// midnight is not deduplicated), locals and struct fields, map values (the
// value put at the same constant key, or at any key for a range loop or a
// computed key), closures and method values, and calls through an
// interface or a type parameter's method whose every implementation in the
// program returns a random value (a generic Charge[M Minter] calling
// m.MintKey()).
//
// Not reported:
//   - a random value that never reaches a key sink: a new row's primary key, a trace or request id;
//   - a random value in a non-key column of a claim (INSERT INTO processed (id, event_id) … ON CONFLICT (event_id)
//     with id random);
//   - name-based UUIDs (uuid.NewSHA1, uuid.NewMD5, gofrs NewV3/NewV5): deterministic;
//   - Temporal workflow.SideEffect results, recorded and replayed;
//   - a value minted once, persisted and read back (an outbox row's id): the read is not a random source;
//   - a key field of the program's own record filled only when the record has none and then written with the
//     record (if e.IdempotencyKey == "" { e.IdempotencyKey = uuid.NewString() }, then an INSERT of
//     e.IdempotencyKey among e's other columns, or an ORM create of e): the key is minted once, with its record,
//     and every later attempt reads it back; minted unconditionally, or when another field is empty, or never
//     written, or written alone (a claim or a processed marker of the fallback key, which the SPEC reports), it
//     is reported;
//   - not key sinks: SQS MessageGroupId, message attributes, trace, request-id and nonce headers, Stripe metadata,
//     Kafka record keys and headers, watermill message UUIDs, Temporal Memo, asynq ProcessIn/ProcessAt, the value of
//     SetNX;
//   - the key of a wrapper whose SETNX reply it reads only for its failure (return rdb.SetNX(…).Err():
//     go-redis/cache's Set, which takes SETNX only when the item asks for it): it claims nothing its callers can
//     learn, so to them it is a plain write, and a one-time token stored under a random key (shellhub's MFA and
//     pairing codes) is no dedup key;
//   - code in _test.go files, functions that take a *testing.T, B, F or TB, packages whose non-test files declare
//     such a function (test support), and a command's main and init functions (run once, retried by nobody: a
//     starter that begins one workflow with a random id is written that way on purpose); under the standalone
//     command, also code that start-up or tests alone reach across the module's packages (as checkthenact's doc
//     says);
//   - a claim on the id of a row the function created just before under that fresh id (CreateJob(ctx, job) with
//     a new ULID, then MarkJobAsStarted(ctx, job.UID)): it moves the new row from state to state, it is not a key
//     a redelivery would try again; so is a claim on an id returned by a call that created a row under it (a
//     session switch that starts a new session and hands it back);
//   - a claim whose SQL names no conflict target (ON CONFLICT DO NOTHING on any unique index): which of its columns
//     is the key is not known.
//
// Decisions:
//   - Any call the flow does not know to keep its arguments' identity
//     stops it: a lookup keyed by a random value returns a stored value.
//     Context values stop it too (a deadline from time.Now is not a key).
//   - A field is followed to the stores of that field only: a struct with
//     a random row id and a stable IdempotencyKey has a stable key. A
//     struct or pointer parameter is a key parameter of a function's fact
//     only through the one field that reaches the key sink; otherwise only
//     strings, bytes, numbers and UUID arrays are keys.
//   - A program function returns a random value only when the key flow
//     leads from a random source to a result: one that starts a span with
//     a random id and returns the context, or rows read under it, does not.
//   - A key helper that reads its map parameter only by constant keys
//     (m["order"], m["at"]) keeps those entries alone: a map holding
//     time.Now() under a key the helper never reads gives a stable key. One
//     that ranges over the map, reads it at a computed key or hands it on
//     (json.Marshal(m)) keeps every entry.
//   - The random source at the key sink's own call (a wrapper that takes a
//     key and mints something else) is not the key's source.
//   - randomkey applies wherever a key sink is — handlers and producers
//     alike: most keys are minted by the code that publishes or calls the
//     provider.
//   - A claim on a random key is also a handler without a claim for
//     effectbeforeclaim: both analyzers use the model's one key flow.
//
// Limitations: the flow stays inside one function, and crosses functions
// only through facts (a program function that returns a random value, a
// parameter or options field that reaches a key sink, a text result that
// keeps an argument's identity; a package of the program is analysed for
// such helpers when it imports a catalogued library or a hashing package,
// in a module named with a dot or without one; a helper that only formats
// and joins, importing no hashing package, is not);
// values passed
// through channels, globals, maps of another function (but a key helper's
// map parameter), a closure's own parameters or a key minted in a function
// and set inside a closure it makes (the function's parameters captured
// by the closure are followed), or interfaces with
// an implementation that is not random are not followed; a key built by a
// library call the flow does not list is not followed, nor one written
// by its own methods into a writer that a constructor returned
// (bytes.NewBuffer(nil)'s WriteString; a local strings.Builder or
// new(bytes.Buffer) is followed, and into a hash fmt.Fprint*,
// io.WriteString and io.Writer's Write are); an SDK in another
// module that fills an empty key with a fresh uuid is reported inside it
// (the fallback path), not at its callers.
//
// Proof: proofs/ runs the reported and the accepted shapes against real servers
// (TestRandomIdempotencyKey, TestRandomNatsMsgID, TestRandomAsynqTaskID, TestRandomClaimKey).
//
// To silence a finding, write on its line or the line above:
//
//	//idemlint:ignore randomkey <why this is safe>
package randomkey
