// Package proofs runs the buggy and the correct handler of each idemlint
// rule against real servers on 127.0.0.1 (PostgreSQL, Redis, RabbitMQ,
// NATS JetStream) and a stand-in for the payment and email provider, with
// the interleaving or the crash forced by hooks, and checks that idemlint's
// static verdict on the same handlers agrees with what the run shows.
package proofs

import (
	"flag"
	"io"
	"log"
	"os"
	"testing"

	"github.com/idemlint/idemlint/proofs/harness"
)

func TestMain(m *testing.M) {
	flag.Parse()
	if !testing.Verbose() {
		// The example consumers log the failures the proofs inject.
		log.SetOutput(io.Discard)
	}
	harness.StartLint()
	code := m.Run()
	harness.Cleanup()
	os.Exit(code)
}
