// Command create shows how to create a payment with the SDK.
package main

import (
	"context"
	"net/http"

	"example.com/sdk/payments"
)

func main() {
	c := &payments.Client{URL: "https://api.example.com", HTTP: http.DefaultClient}
	if err := c.Create(context.Background(), 100); err != nil {
		panic(err)
	}
}
