package ackorder_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/ackorder"
)

func testdata() string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		panic(err)
	}
	return dir
}

func TestBrokers(t *testing.T) {
	analysistest.Run(t, testdata(), ackorder.Analyzer,
		"ackorder/amqp", "ackorder/ownlog", "ackorder/commitgap", "ackorder/pulsarcase", "ackorder/handoff", "ackorder/handoffs", "ackorder/pools", "ackorder/returnacks", "ackorder/webhook", "ackorder/modhandler", "ackorder/webhookqueue", "ackorder/webhookgin", "ackorder/streadway", "ackorder/sqs", "ackorder/sqsiface", "ackorder/deleter", "ackorder/swallow", "ackorder/servicebus", "ackorder/handback", "ackorder/callback", "ackorder/undecoded", "ackorder/kafkago", "ackorder/kafkagroup",
		"ackorder/sarama", "ackorder/shopify", "ackorder/franz", "ackorder/confluent", "ackorder/nats", "ackorder/jetstream",
		"ackorder/pubsub", "ackorder/watermill", "ackorder/kafkaremote", "ackorder/wrappers", "ackorder/subuser", "ackorder/iface", "ackorder/morebrokers", "ackorder/azqueue", "ackorder/nsq", "ackorder/mqtt", "ackorder/eventhubs", "ackorder/blob", "ackorder/popcase", "ackorder/testhelpers", "ackorder/mongostore", "ackorder/dynamostore", "ackorder/lambdacase",
	)
}

// TestLegacyAPIs runs the shapes against older library APIs, stubbed in a
// tree of their own (testdata/legacy): Pub/Sub before v1.9.0 declares
// Message.Ack in package pubsub.
func TestLegacyAPIs(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "legacy"))
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, ackorder.Analyzer, "ackorder/pubsubv1")
}

// TestIgnore checks that //idemlint:ignore ackorder with a reason silences a
// finding on its line or the line below, and nothing else does.
func TestIgnore(t *testing.T) {
	analysistest.Run(t, testdata(), ackorder.Analyzer, "ackorder/ignore")
}

// TestRelated checks the category and the related information of findings,
// which analysistest does not compare.
func TestRelated(t *testing.T) {
	want := map[string]string{ // "file:line" of the finding → category, related label and line
		"pubsub.go:14":   "ack-before-work|later write|15",
		"pubsub.go:31":   "deferred-ack|failing write|32",
		"wrappers.go:28": "ack-before-work|later write via repo.Store.Apply → sql.Tx.ExecContext|29",
		"wrappers.go:71": "ack-before-work|later commit|67",
	}
	results := analysistest.Run(t, testdata(), ackorder.Analyzer, "ackorder/pubsub", "ackorder/wrappers")
	seen := 0
	for _, res := range results {
		for _, d := range res.Diagnostics {
			p := res.Pass.Fset.Position(d.Pos)
			key := fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
			w, ok := want[key]
			if !ok {
				continue
			}
			seen++
			if len(d.Related) != 1 {
				t.Errorf("%s: %d related entries, want 1", key, len(d.Related))
				continue
			}
			r := d.Related[0]
			got := fmt.Sprintf("%s|%s|%d", d.Category, r.Message, res.Pass.Fset.Position(r.Pos).Line)
			if got != w {
				t.Errorf("%s: got %q, want %q", key, got, w)
			}
			if r.End <= r.Pos {
				t.Errorf("%s: related range [%d, %d) is empty", key, r.Pos, r.End)
			}
		}
	}
	if seen != len(want) {
		t.Errorf("checked %d findings, want %d", seen, len(want))
	}
}

// TestOwnLibrary lints a catalogued library as its own main module
// (testdata/ownlib, module github.com/apache/pulsar-client-go): its
// routers are its maintainers' program, analysed with the catalog's rows
// for its own API. As a dependency it is never analysed. A catalogued
// API's own implementation (testdata/ownkafka: kafka-go's ReadMessage,
// which commits what it fetched) is not examined.
func TestOwnLibrary(t *testing.T) {
	analysistest.Run(t, filepath.Join(testdata(), "ownlib"), ackorder.Analyzer, "./pulsar")
	analysistest.Run(t, filepath.Join(testdata(), "ownkafka"), ackorder.Analyzer, ".")
}
