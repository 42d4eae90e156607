// Command cmdstart starts one workflow and exits: a random workflow id is
// how such commands are written, and nothing retries them.
package main

import (
	"context"

	"github.com/google/uuid"
	"go.temporal.io/sdk/client"
)

func main() {
	var c client.Client
	opts := client.StartWorkflowOptions{ID: "greetings_" + uuid.NewString(), TaskQueue: "greetings"}
	c.ExecuteWorkflow(context.Background(), opts, "Greet")
}
