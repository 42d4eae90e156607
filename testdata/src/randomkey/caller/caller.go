// Package caller passes keys to the helpers of package keys.
package caller

import (
	"context"

	"github.com/segmentio/ksuid"

	"randomkey/keys"
)

func Fresh(ctx context.Context) error {
	return keys.Post(ctx, "https://api.example.com", ksuid.New().String()) // want `keys.Post takes a key from ksuid.New at line 13`
}

func Minted(ctx context.Context) error {
	return keys.Post(ctx, "https://api.example.com", keys.New()) // want `keys.Post takes a key from keys.New at line 17`
}

func Stable(ctx context.Context, orderID string) error {
	return keys.Post(ctx, "https://api.example.com", "order-"+orderID)
}
