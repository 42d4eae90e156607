// Package vocab has one positive and one negative case for every row of
// the vocabulary that the SQL tests do not cover.
package vocab

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

// EFFECT: a POST is; a GET is not, nor a request built with GET.
func effects(ctx context.Context, c *http.Client) {
	http.Post("https://x.example", "text/plain", strings.NewReader("")) // want `effect\(irreversible\) http.Post`
	http.Get("https://x.example")
	get, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://x.example", nil)
	c.Do(get)
	post, _ := http.NewRequestWithContext(ctx, "POST", "https://x.example", nil)
	c.Do(post) // want `effect\(irreversible\) c.Do \(POST\)`
}

// KEY SINK: the Idempotency-Key header and the dedup id are; a request id
// header and the group id are not.
func keySinks(ctx context.Context, req *http.Request, q *sqs.Client, id string) {
	req.Header.Set("Idempotency-Key", id) // want `keysink req.Header.Set Idempotency-Key`
	req.Header.Set("X-Request-Id", id)
	q.SendMessage(ctx, &sqs.SendMessageInput{ // want `effect\(publish\) q.SendMessage`
		MessageDeduplicationId: aws.String(id), // want `keysink SendMessageInput.MessageDeduplicationId`
		MessageGroupId:         aws.String(id),
	})
	asynq.NewTask("t", nil, asynq.TaskID(id)) // want `keysink asynq.TaskID`
}

// RANDOM SOURCE: uuid.New and time.Now are; a name-based UUID is not.
func randoms() {
	_ = uuid.NewString() // want `random uuid.NewString`
	_ = time.Now()       // want `random time.Now`
	_ = uuid.NewSHA1(uuid.NameSpaceURL, []byte("order-1"))
}

// ACK and receive: Ack is, Nack is a failure-path tool; autoAck=true
// acknowledges on receipt, autoAck=false does not.
func acks(ch *amqp.Channel, d amqp.Delivery) {
	ch.Consume("q", "", true, false, false, false, nil)  // want `receive ch.Consume autoack`
	ch.Consume("q", "", false, false, false, false, nil) // want `receive ch.Consume`
	d.Ack(false)                                         // want `ack d.Ack`
	d.Nack(false, true)                                  // want `nack d.Nack`
}

// CHECK, WRITE, CLAIM without SQL: go-redis.
func kv(ctx context.Context, rdb *redis.Client, id string) bool {
	rdb.Get(ctx, id)                              // want `check rdb.Get`
	rdb.Set(ctx, id, 1, time.Hour)                // want `write rdb.Set`
	rdb.SetNX(ctx, id, 1, time.Hour)              // want `claim rdb.SetNX unconsulted`
	return rdb.SetNX(ctx, id, 1, time.Hour).Val() // want `claim rdb.SetNX`
}

// HANDLER: a ProcessTask taking an asynq task is; one taking anything else
// is not; a function registered with a mux is.
type Worker struct{}

func (Worker) ProcessTask(ctx context.Context, t *asynq.Task) error { return nil } // want `handler: implements asynq.Handler`

type Other struct{}

func (Other) ProcessTask(ctx context.Context, name string) error { return nil }

func register(mux *asynq.ServeMux) {
	mux.HandleFunc("email", func(ctx context.Context, t *asynq.Task) error { return nil }) // want `handler: registered with asynq.ServeMux.HandleFunc`
	_ = asynq.HandlerFunc(convert)
}

func convert(ctx context.Context, t *asynq.Task) error { return nil } // want `handler: converted to asynq.HandlerFunc`

// An ordinary HTTP handler is not a HANDLER; one marked is.
func plain(w http.ResponseWriter, r *http.Request) {}

//idemlint:handler
func marked(w http.ResponseWriter, r *http.Request) {} // want `handler: marked //idemlint:handler`

// A handler in a package-level initialiser.
var initHandler = asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error { return nil }) // want `handler: converted to asynq.HandlerFunc`
