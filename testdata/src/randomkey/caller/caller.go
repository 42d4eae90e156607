// Package caller passes keys to the helpers of package keys.
package caller

import (
	"context"

	"github.com/google/uuid"
	"github.com/segmentio/ksuid"
	"go.temporal.io/sdk/client"

	"randomkey/keys"
)

func Fresh(ctx context.Context) error {
	return keys.Post(ctx, "https://api.example.com", ksuid.New().String()) // want `keys.Post takes a key from ksuid.New at line 15`
}

func Minted(ctx context.Context) error {
	return keys.Post(ctx, "https://api.example.com", keys.New()) // want `keys.Post takes a key from keys.New at line 19`
}

func Stable(ctx context.Context, orderID string) error {
	return keys.Post(ctx, "https://api.example.com", "order-"+orderID)
}

func Options(ctx context.Context, c client.Client, orderID string) {
	keys.Start(ctx, c, keys.StartOptions{WorkflowID: uuid.NewString(), Queue: "orders"}) // want `keys.Start takes a key from uuid.NewString`
	keys.Start(ctx, c, keys.StartOptions{WorkflowID: "ship-" + orderID, Queue: uuid.NewString()})
	o := &keys.StartOptions{Queue: "orders"}
	o.WorkflowID = ksuid.New().String()
	keys.StartRef(ctx, c, o) // want `keys.StartRef takes a key from ksuid.New`
	keys.StartRef(ctx, c, &keys.StartOptions{WorkflowID: "ship-" + orderID, Queue: ksuid.New().String()})
}
