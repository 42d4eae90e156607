// Command cmdstart starts workflows and exits: a random workflow id is how
// such commands are written, and nothing retries them.
package main

import (
	"context"
	"net/http"

	"github.com/google/uuid"
	"go.temporal.io/sdk/client"
)

func main() {
	var c client.Client
	opts := client.StartWorkflowOptions{ID: "greetings_" + uuid.NewString(), TaskQueue: "greetings"}
	c.ExecuteWorkflow(context.Background(), opts, "Greet")
	runWorkflow(c)
	http.HandleFunc("/pay", pay)
}

// runWorkflow runs only as part of the command's start.
func runWorkflow(c client.Client) {
	opts := client.StartWorkflowOptions{ID: "caller_" + uuid.NewString(), TaskQueue: "greetings"}
	c.ExecuteWorkflow(context.Background(), opts, "Greet")
}

// pay serves requests: taken as a value, it runs per request.
func pay(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequest(http.MethodPost, "https://pay.example.com", nil)
	req.Header.Set("Idempotency-Key", uuid.NewString()) // want `req.Header.Set Idempotency-Key takes a key from uuid.NewString`
	http.DefaultClient.Do(req)
}
