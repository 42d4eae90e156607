// Package asynq is an idemlint test stub of github.com/hibiken/asynq@v0.26.0: only the declarations the tests use, with the real names, receivers and parameter names.
package asynq

import (
	"context"
	"errors"
	"time"
)

// Task is a unit of work.
type Task struct {
	typename string
	payload  []byte
}

// NewTask returns a task of the given type.
func NewTask(typename string, payload []byte, opts ...Option) *Task {
	return &Task{typename: typename, payload: payload}
}

// Type returns the task type.
func (t *Task) Type() string { return t.typename }

// Payload returns the task payload.
func (t *Task) Payload() []byte { return t.payload }

// OptionType describes an option.
type OptionType int

// Option specifies task processing behavior.
type Option interface {
	String() string
	Type() OptionType
	Value() interface{}
}

type stubOption string

func (o stubOption) String() string     { return string(o) }
func (o stubOption) Type() OptionType   { return 0 }
func (o stubOption) Value() interface{} { return string(o) }

// TaskID sets the task ID.
func TaskID(id string) Option { return stubOption(id) }

// Queue sets the queue.
func Queue(name string) Option { return stubOption(name) }

// MaxRetry sets the retry limit.
func MaxRetry(n int) Option { return stubOption("") }

// ProcessIn delays the task.
func ProcessIn(d time.Duration) Option { return stubOption("") }

// ProcessAt schedules the task.
func ProcessAt(t time.Time) Option { return stubOption("") }

// Unique deduplicates the task for ttl.
func Unique(ttl time.Duration) Option { return stubOption("") }

// TaskInfo describes an enqueued task.
type TaskInfo struct {
	ID    string
	Queue string
}

// ErrTaskIDConflict is returned when a task with the same ID exists.
var ErrTaskIDConflict = errors.New("task ID conflicts with another task")

// ErrDuplicateTask is returned when a unique task is already enqueued.
var ErrDuplicateTask = errors.New("task already exists")

// SkipRetry tells the server not to retry the task.
var SkipRetry = errors.New("skip retry for the task")

// RedisConnOpt creates a redis client.
type RedisConnOpt interface {
	MakeRedisClient() interface{}
}

// RedisClientOpt connects to one redis server.
type RedisClientOpt struct {
	Addr     string
	Password string
	DB       int
}

// MakeRedisClient returns a new redis client instance.
func (opt RedisClientOpt) MakeRedisClient() interface{} { return nil }

// Client enqueues tasks.
type Client struct{}

// NewClient returns a new Client.
func NewClient(r RedisConnOpt) *Client { return &Client{} }

// Close closes the client.
func (c *Client) Close() error { return nil }

// Enqueue enqueues the task.
func (c *Client) Enqueue(task *Task, opts ...Option) (*TaskInfo, error) { return nil, nil }

// EnqueueContext enqueues the task.
func (c *Client) EnqueueContext(ctx context.Context, task *Task, opts ...Option) (*TaskInfo, error) {
	return nil, nil
}

// Handler processes tasks.
type Handler interface {
	ProcessTask(context.Context, *Task) error
}

// HandlerFunc adapts a function to Handler.
type HandlerFunc func(context.Context, *Task) error

// ProcessTask calls fn(ctx, task).
func (fn HandlerFunc) ProcessTask(ctx context.Context, task *Task) error { return fn(ctx, task) }

// ServeMux is a task multiplexer.
type ServeMux struct{}

// NewServeMux allocates a new ServeMux.
func NewServeMux() *ServeMux { return &ServeMux{} }

// ProcessTask dispatches the task.
func (mux *ServeMux) ProcessTask(ctx context.Context, task *Task) error { return nil }

// Handle registers handler for pattern.
func (mux *ServeMux) Handle(pattern string, handler Handler) {}

// HandleFunc registers handler for pattern.
func (mux *ServeMux) HandleFunc(pattern string, handler func(context.Context, *Task) error) {}

// Config configures a Server.
type Config struct {
	Concurrency int
	Queues      map[string]int
}

// Server processes tasks.
type Server struct{}

// NewServer returns a new Server.
func NewServer(r RedisConnOpt, cfg Config) *Server { return &Server{} }

// Run starts processing and blocks.
func (srv *Server) Run(handler Handler) error { return nil }
