package harness

import (
	"context"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

// Addresses of the brokers.
const (
	RedisAddr   = "127.0.0.1:6379"
	NATSURL     = "nats://127.0.0.1:4222"
	RabbitMQURL = "amqp://guest:guest@127.0.0.1:5672/"
)

// RedisClient connects to Redis; hooks, if any, see every command.
func RedisClient(t testing.TB, hooks ...redis.Hook) *redis.Client {
	t.Helper()
	Require(t, Redis)
	rdb := redis.NewClient(&redis.Options{Addr: RedisAddr})
	if err := rdb.Ping(t.Context()).Err(); err != nil {
		t.Fatalf("Redis at %s: %v", RedisAddr, err)
	}
	for _, h := range hooks {
		rdb.AddHook(h)
	}
	t.Cleanup(func() { rdb.Close() })
	return rdb
}

// AsynqRedis is asynq's connection to the same Redis.
var AsynqRedis = asynq.RedisClientOpt{Addr: RedisAddr}

// JetStream connects to NATS and creates a stream of the test's own on
// subjects, in memory, dropped when the test ends. A subject already taken
// by another stream is a failure, not a shared stream.
func JetStream(t testing.TB, cfg jetstream.StreamConfig) (*nats.Conn, jetstream.JetStream, jetstream.Stream) {
	t.Helper()
	nc, js := JetStreamConn(t)
	cfg.Name = "PROOFS_" + Token()
	cfg.Storage = jetstream.MemoryStorage
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	stream, err := js.CreateStream(ctx, cfg)
	if err != nil {
		t.Fatalf("JetStream: create stream on %v: %v", cfg.Subjects, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = js.DeleteStream(ctx, cfg.Name)
	})
	return nc, js, stream
}

// JetStreamConn is a NATS connection of its own, closed when the test ends.
func JetStreamConn(t testing.TB) (*nats.Conn, jetstream.JetStream) {
	t.Helper()
	Require(t, NATS)
	nc, err := nats.Connect(NATSURL)
	if err != nil {
		t.Fatalf("NATS at %s: %v", NATSURL, err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatalf("JetStream: %v", err)
	}
	return nc, js
}

// AMQP connects to RabbitMQ; the connection is closed when the test ends
// if the test has not closed it (a crash) before.
func AMQP(t testing.TB) (*amqp.Connection, *amqp.Channel) {
	t.Helper()
	Require(t, RabbitMQ)
	conn, err := amqp.Dial(RabbitMQURL)
	if err != nil {
		t.Fatalf("RabbitMQ at %s: %v", RabbitMQURL, err)
	}
	t.Cleanup(func() { conn.Close() })
	ch, err := conn.Channel()
	if err != nil {
		t.Fatalf("RabbitMQ: channel: %v", err)
	}
	return conn, ch
}
