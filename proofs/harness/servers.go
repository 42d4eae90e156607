// Package harness is what the proofs share: the servers they run against,
// a PostgreSQL schema of their own per test, statement hooks that force an
// interleaving or a crash, a stand-in for the payment and email provider,
// and the idemlint cross-check.
package harness

import (
	"net"
	"testing"
	"time"
)

// Server is one of the servers the proofs need on 127.0.0.1.
type Server struct {
	Name  string
	Addr  string
	Start string // the command that starts it on the project's machines
}

// The servers, as the project's machines and CI run them.
var (
	PostgreSQL = Server{"PostgreSQL", "127.0.0.1:5432", "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start"}
	Redis      = Server{"Redis", "127.0.0.1:6379", `redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no`}
	RabbitMQ   = Server{"RabbitMQ", "127.0.0.1:5672", "rabbitmq-server -detached"}
	NATS       = Server{"NATS with JetStream", "127.0.0.1:4222", "nats-server -a 127.0.0.1 -p 4222 -js"}
)

// Require fails the test at once, saying how to start the server, when
// nothing answers on its port. A proof never skips: a missing server is a
// failed proof.
func Require(t testing.TB, s Server) {
	t.Helper()
	c, err := net.DialTimeout("tcp", s.Addr, 2*time.Second)
	if err != nil {
		t.Fatalf("%s is unreachable at %s (%v): the proofs run against a real %s; start it with\n\t%s\nor install it as README's \"Proofs\" section says", s.Name, s.Addr, err, s.Name, s.Start)
	}
	c.Close()
}
