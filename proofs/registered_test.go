package proofs

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/hibiken/asynq"

	"github.com/idemlint/idemlint/proofs/handlers/bus"
	"github.com/idemlint/idemlint/proofs/handlers/welcomeapp"
	"github.com/idemlint/idemlint/proofs/harness"
)

const welcomedDDL = `CREATE TABLE welcomed (event_id text PRIMARY KEY);`

// TestRegisteredHandler: welcome.Handlers.WelcomeBuggy and Welcome are
// handlers only because the wiring (welcomeapp) registers them with the
// service's own asynq consumer (bus), a dispatcher neither package
// imports. A task and its redelivery (asynq retries a task whose result
// it did not record) go through bus.Consumer.ProcessTask: WelcomeBuggy
// sends the welcome email twice; Welcome claims the event first and
// sends it once. idemlint's verdict comes from the standalone command on
// the whole handlers tree, whose whole-module view of registrations
// makes both handlers.
func TestRegisteredHandler(t *testing.T) {
	harness.Static(t, "effectbeforeclaim", harness.Func{Dir: "handlers/welcome", Name: "Handlers.WelcomeBuggy"}, harness.Func{Dir: "handlers/welcome", Name: "Handlers.Welcome"})
	task := func(ev bus.Event) *asynq.Task {
		payload, err := json.Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		return asynq.NewTask("welcome", payload)
	}
	for _, c := range []struct {
		name, kind string
		n, want    int
	}{
		{"buggy", "welcome-buggy", buggyRounds, 2},
		{"correct", "welcome", rounds, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := harness.NewSchema(t, welcomedDDL)
			provider := harness.NewProvider(t)
			consumer := welcomeapp.Wire(s.DB(&harness.Hooks{}), provider.SES())
			for i := range c.n {
				ev := bus.Event{ID: fmt.Sprintf("evt-%d", i), Kind: c.kind, Email: fmt.Sprintf("user-%d@example.com", i)}
				for range 2 { // the task and its redelivery
					if err := consumer.ProcessTask(t.Context(), task(ev)); err != nil {
						t.Fatal(err)
					}
				}
				if got := provider.Count("email", ev.Email); got != c.want {
					t.Fatalf("round %d: %d welcome emails after a task and its redelivery, want %d", i, got, c.want)
				}
			}
			t.Logf("%d of %d rounds: a task and its redelivery sent %d welcome email(s)", c.n, c.n, c.want)
		})
	}
}
