// Package producer hands keys to providers and brokers: random ones are
// reported, stable ones are not.
package producer

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"math/rand"
	"net/http"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v82"
	"go.temporal.io/sdk/client"
)

func Direct(p *stripe.PaymentIntentParams) {
	p.SetIdempotencyKey(uuid.NewString()) // want `p.SetIdempotencyKey takes a key from uuid.NewString at line 26, which changes on every attempt: each redelivery or retry looks new, so deduplication never hits — derive the key from the message's business identity \(an event, order or request id\)`
}

func Field(p *stripe.PaymentIntentParams, orderID string) {
	p.IdempotencyKey = stripe.String(orderID + "-" + strconv.FormatInt(time.Now().UnixNano(), 10)) // want `Params.IdempotencyKey takes a key from time.Now`
}

func Fallback(p *stripe.PaymentIntentParams, key string) {
	if key == "" {
		key = uuid.New().String()
	}
	p.SetIdempotencyKey(key) // want `p.SetIdempotencyKey takes a key from uuid.New at line 35`
}

func DayBucket(p *stripe.PaymentIntentParams, orderID string) {
	p.SetIdempotencyKey(fmt.Sprintf("%s-%s", orderID, time.Now().Format("2006-01-02"))) // want `takes a key from time.Now`
}

func Hashed(req *http.Request) {
	sum := sha256.Sum256([]byte(uuid.NewString()))
	req.Header.Set("x-idempotency-KEY", hex.EncodeToString(sum[:])) // want `req.Header.Set x-idempotency-KEY takes a key from uuid.NewString`
}

func Dedup(ctx context.Context, c *sqs.Client, body string) {
	c.SendMessage(ctx, &sqs.SendMessageInput{
		MessageBody:            aws.String(body),
		MessageGroupId:         aws.String(uuid.NewString()), // not a key sink
		MessageDeduplicationId: aws.String(uuid.NewString()), // want `SendMessageInput.MessageDeduplicationId takes a key from uuid.NewString`
	})
}

func NatsID(nc *nats.Conn, js nats.JetStreamContext, data []byte) {
	js.Publish("orders", data, nats.MsgId(uuid.NewString())) // want `nats.MsgId takes a key from uuid.NewString`
}

func ClaimKey(ctx context.Context, rdb *redis.Client) (bool, error) {
	return rdb.SetNX(ctx, "job:"+uuid.NewString(), 1, time.Hour).Result() // want `rdb.SetNX takes a key from uuid.NewString`
}

func ClaimValue(ctx context.Context, rdb *redis.Client, jobID string) (bool, error) {
	return rdb.SetNX(ctx, "job:"+jobID, uuid.NewString(), time.Hour).Result() // the value of SetNX is no key
}

func RowID(ctx context.Context, db *sql.DB, eventID string) error {
	// A random primary key in a non-key column of the claim.
	_, err := db.ExecContext(ctx, `INSERT INTO processed (id, event_id) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING`, uuid.NewString(), eventID)
	return err
}

func Stable(p *stripe.PaymentIntentParams, eventID string) {
	p.SetIdempotencyKey("charge-" + eventID)
	p.SetIdempotencyKey(uuid.NewSHA1(uuid.NameSpaceURL, []byte(eventID)).String())
}

func Trace(req *http.Request) {
	req.Header.Set("X-Request-Id", uuid.NewString())
}

// Job is the program's own message; its field says it is a dedup key.
type Job struct {
	Name     string
	DedupKey string
}

func NewJob(name string) Job {
	return Job{Name: name, DedupKey: name + ":" + uuid.NewString()} // want `Job.DedupKey takes a key from uuid.NewString`
}

func Charge(ctx context.Context, amount int64, idempotencyKey string) error { return nil }

func ChargeNow(ctx context.Context) error {
	return Charge(ctx, 100, strconv.FormatInt(time.Now().Unix(), 10)) // want `Charge takes a key from time.Now`
}

func HeaderMap(req *http.Request) {
	req.Header["Idempotency-Key"] = []string{uuid.NewString()} // want `http.Header\["Idempotency-Key"\] takes a key from uuid.NewString`
}

func HeaderMapStable(req *http.Request, orderID string) {
	req.Header["Idempotency-Key"] = []string{"order-" + orderID}
}

func NatsHeader(nc *nats.Conn, data []byte) error {
	m := nats.NewMsg("orders")
	m.Header.Set(nats.MsgIdHdr, uuid.NewString()) // want `m.Header.Set Nats-Msg-Id takes a key from uuid.NewString`
	m.Data = data
	return nc.PublishMsg(m)
}

func NatsHeaderStable(nc *nats.Conn, orderID string) error {
	m := nats.NewMsg("orders")
	m.Header.Set(nats.MsgIdHdr, "order-"+orderID)
	return nc.PublishMsg(m)
}

func ParsedKey(p *stripe.PaymentIntentParams, eventUUID string) {
	p.SetIdempotencyKey(uuid.Must(uuid.Parse(eventUUID)).String()) // uuid.Must passes a parsed, stable value through
}

func MustRandom(p *stripe.PaymentIntentParams) {
	p.SetIdempotencyKey(uuid.Must(uuid.NewRandom()).String()) // want `takes a key from uuid.NewRandom`
}

func ClosureKey(p *stripe.PaymentIntentParams) {
	newKey := func() string { return "k-" + uuid.NewString() }
	p.SetIdempotencyKey(newKey()) // want `takes a key from uuid.NewString at line 130`
}

type Clock struct{ now func() time.Time }

func NewClock() *Clock { return &Clock{now: time.Now} }

func (c *Clock) Key(p *stripe.PaymentIntentParams, orderID string) {
	p.SetIdempotencyKey(orderID + c.now().Format(time.RFC3339)) // want `takes a key from c.now`
}

func MethodValue(p *stripe.PaymentIntentParams, r *rand.Rand) {
	next := r.Int63
	p.SetIdempotencyKey(strconv.FormatInt(next(), 10)) // want `takes a key from next`
}

// Event carries a random row id and a stable idempotency key.
type Event struct {
	UID            string
	IdempotencyKey string
	Payload        []byte
}

// CreateEvent stores the event and sends its key on: a struct parameter is
// not a key, its key field is.
func CreateEvent(ctx context.Context, req *http.Request, e *Event) {
	req.Header.Set("Idempotency-Key", e.IdempotencyKey)
}

func PerField(ctx context.Context, req *http.Request, payloadKey string) {
	e := &Event{UID: uuid.NewString(), IdempotencyKey: payloadKey}
	CreateEvent(ctx, req, e)
}

type spanKey struct{}

// traced starts a span with a random id and returns the context.
func traced(ctx context.Context) context.Context {
	return context.WithValue(ctx, spanKey{}, rand.Uint64())
}

// rows reads with a traced context: what it returns is not random.
func rows(ctx context.Context, db *sql.DB) []string {
	ctx = traced(ctx)
	var out []string
	r, _ := db.QueryContext(ctx, `SELECT key FROM keys`)
	for r.Next() {
		var k string
		r.Scan(&k)
		out = append(out, k)
	}
	return out
}

func FromRows(ctx context.Context, db *sql.DB, p *stripe.PaymentIntentParams) {
	p.SetIdempotencyKey(rows(ctx, db)[0])
}

func NoTarget(ctx context.Context, db *sql.DB, eventID string) error {
	_, err := db.ExecContext(ctx, `INSERT INTO processed (id, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, uuid.NewString(), eventID)
	return err
}

// Mint takes a key and returns something random of its own.
func Mint(p *stripe.PaymentIntentParams, k *string) string {
	p.SetIdempotencyKey(*k)
	return uuid.NewString()
}

func MintCaller(p *stripe.PaymentIntentParams, orderID string) string {
	k := "order-" + orderID
	return Mint(p, &k)
}

// IDs mints ids; its one implementation in the program is random.
type IDs interface{ Next() string }

type uuidIDs struct{}

func (uuidIDs) Next() string { return uuid.NewString() }

func ThroughInterface(p *stripe.PaymentIntentParams, ids IDs) {
	p.SetIdempotencyKey(ids.Next()) // want `takes a key from ids.Next`
}

func HeaderLiteral(req *http.Request) {
	headers := map[string]string{"Content-Type": "application/json"}
	headers["Idempotency-Key"] = uuid.NewString() // want `map\[string\]string\["Idempotency-Key"\] takes a key from uuid.NewString`
	for k, v := range headers {
		req.Header.Set(k, v)
	}
}

// StartOptions is the program's own options, copied into the SDK's.
type StartOptions struct {
	WorkflowID string
	Queue      string
}

func CopiedOptions(ctx context.Context, c client.Client, orderID string) {
	o := StartOptions{WorkflowID: "ship-" + uuid.NewString(), Queue: "orders"}
	c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: o.WorkflowID, TaskQueue: o.Queue}, "Ship") // want `StartWorkflowOptions.ID takes a key from uuid.NewString`
	s := StartOptions{WorkflowID: "ship-" + orderID, Queue: uuid.NewString()}
	c.ExecuteWorkflow(ctx, client.StartWorkflowOptions{ID: s.WorkflowID, TaskQueue: s.Queue}, "Ship")
}

// Minter is a type parameter's constraint; its one implementation in the
// program is random.
type Minter interface{ MintKey() string }

type uuidMinter struct{}

func (uuidMinter) MintKey() string { return uuid.NewString() }

func GenericMinted[M Minter](p *stripe.PaymentIntentParams, m M) {
	p.SetIdempotencyKey(m.MintKey()) // want `p.SetIdempotencyKey takes a key from m.MintKey`
}

// Keyer is a constraint one of whose implementations derives the key from
// the order: a call through it may be stable.
type Keyer interface{ StableKey() string }

type orderKey struct{ id string }

func (o orderKey) StableKey() string { return "order-" + o.id }

type randomKey struct{}

func (randomKey) StableKey() string { return uuid.NewString() }

func GenericStable[S Keyer, K ~string](p, q *stripe.PaymentIntentParams, s S, k K) {
	p.SetIdempotencyKey(s.StableKey())
	q.SetIdempotencyKey(string(k))
}

func MapValue(p, q *stripe.PaymentIntentParams, orderID string) {
	keys := map[string]string{"charge": uuid.NewString(), "refund": "refund-" + orderID}
	p.SetIdempotencyKey(keys["charge"]) // want `p.SetIdempotencyKey takes a key from uuid.NewString`
	q.SetIdempotencyKey(keys["refund"])
}

func MapRange(p *stripe.PaymentIntentParams, orderID string) {
	byOp := map[string]string{}
	byOp["capture"] = fmt.Sprint(time.Now().UnixNano())
	for _, k := range byOp {
		p.SetIdempotencyKey(k) // want `p.SetIdempotencyKey takes a key from time.Now`
	}
	stable := map[string]string{"capture": "capture-" + orderID}
	for op, k := range stable {
		p.SetIdempotencyKey(op + k)
	}
}

// Bad: a webhook's message id (Standard Webhooks) minted per attempt.
func SignWebhook(req *http.Request) {
	req.Header.Set("webhook-id", "msg_"+uuid.NewString()) // want `req.Header.Set webhook-id takes a key from uuid.NewString`
}

// Good: the message id is the event's.
func SignWebhookStable(req *http.Request, eventID string) {
	req.Header.Set("webhook-id", "msg_"+eventID)
}
