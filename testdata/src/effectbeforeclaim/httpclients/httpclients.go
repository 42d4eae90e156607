// Package httpclients calls out with resty and go-retryablehttp from
// asynq handlers: a POST is an irreversible effect, as net/http's is.
package httpclients

import (
	"context"
	"net/http"

	"github.com/go-resty/resty/v2"
	"github.com/hashicorp/go-retryablehttp"
	"github.com/hibiken/asynq"
)

var (
	rc = resty.New()
	hc = retryablehttp.NewClient()
)

// Bad: the webhook is posted again on every redelivery.
func Notify(ctx context.Context, t *asynq.Task) error {
	_, err := rc.R().SetBody(t.Payload()).Post("https://partner.example.com/hook") // want `rc.R\(…\).SetBody\(…\).Post runs in a handler that records no claim`
	return err
}

// Good: the partner deduplicates by the key, derived from the task.
func NotifyKeyed(ctx context.Context, t *asynq.Task) error {
	_, err := rc.R().SetHeader("Idempotency-Key", "notify-"+t.Type()).SetBody(t.Payload()).Post("https://partner.example.com/hook")
	return err
}

// Good: a GET reads.
func Fetch(ctx context.Context, t *asynq.Task) error {
	_, err := rc.R().Get("https://partner.example.com/status")
	return err
}

// Bad: go-retryablehttp's POST, built with NewRequest.
func Forward(ctx context.Context, t *asynq.Task) error {
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "https://partner.example.com/hook", t.Payload())
	if err != nil {
		return err
	}
	_, err = hc.Do(req) // want `hc.Do \(POST\) runs in a handler that records no claim`
	return err
}

func register(mux *asynq.ServeMux) {
	mux.HandleFunc("notify", Notify)
	mux.HandleFunc("notify-keyed", NotifyKeyed)
	mux.HandleFunc("fetch", Fetch)
	mux.HandleFunc("forward", Forward)
}
