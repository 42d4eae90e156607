// Package main: an SQS Lambda that records product-analytics events. An
// event enqueued twice is counted twice; nobody is charged or mailed, so
// it is no effect, though the analytics client POSTs.
package main

import (
	"context"
	"net/http"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/posthog/posthog-go"
	analytics "github.com/segmentio/analytics-go/v3"
)

var (
	ph  = posthog.New("key")
	seg analytics.Client
)

// Bad: the partner's webhook is POSTed for each delivery.
func notify(ctx context.Context, ev events.SQSEvent) error {
	for _, m := range ev.Records {
		if _, err := http.Post("https://partner.example.com/hook", "application/json", strings.NewReader(m.Body)); err != nil { // want `http.Post runs in a handler that records no claim`
			return err
		}
	}
	return nil
}

// Good: analytics events only.
func track(ctx context.Context, ev events.SQSEvent) error {
	for _, m := range ev.Records {
		if err := ph.Enqueue(posthog.Capture{DistinctId: m.MessageId, Event: "order:paid"}); err != nil {
			return err
		}
		if err := seg.Enqueue(analytics.Track{UserId: m.MessageId, Event: "order:paid"}); err != nil {
			return err
		}
	}
	return nil
}

// Analytics is the service's own interface over PostHog, with an
// implementation that does nothing when no key is configured.
type Analytics interface {
	Enqueue(ctx context.Context, event string)
}

type posthogAnalytics struct{ c posthog.Client }

func (p *posthogAnalytics) Enqueue(ctx context.Context, event string) {
	p.c.Enqueue(posthog.Capture{Event: event})
}

type noopAnalytics struct{}

func (noopAnalytics) Enqueue(context.Context, string) {}

var _ Analytics = noopAnalytics{}

var an Analytics = &posthogAnalytics{c: ph}

// Good: through the service's interface, still an analytics event.
func trackWrapped(ctx context.Context, ev events.SQSEvent) error {
	for _, m := range ev.Records {
		an.Enqueue(ctx, "order:"+m.MessageId)
	}
	return nil
}

func main() {
	lambda.Start(notify)
	lambda.Start(track)
	lambda.Start(trackWrapped)
}
