// Package consumer checks and acts through another package's wrappers.
package consumer

import (
	"context"
	"net/http"
	"strings"

	"checkthenact/wrappers/store"
)

func notify(url string) error {
	_, err := http.Post(url, "application/json", strings.NewReader("{}"))
	return err
}

// Bad: the wrapper check decides the webhook and the wrapper mark.
func Handle(ctx context.Context, s *store.Store, id string) error {
	seen, err := s.AlreadyProcessed(ctx, id) // want `s.AlreadyProcessed decides whether notify at line \d+ runs`
	if err != nil {
		return err
	}
	if seen {
		return nil
	}
	if err := notify("https://partner.example/hook"); err != nil {
		return err
	}
	return s.MarkProcessed(ctx, id)
}

// Good: the wrapper claim decides.
func HandleClaimed(ctx context.Context, s *store.Store, id string) error {
	if seen, _ := s.AlreadyProcessed(ctx, id); seen {
		return nil
	}
	won, err := s.Claim(ctx, id)
	if err != nil || !won {
		return err
	}
	return notify("https://partner.example/hook")
}

// Bad: inside a closure too.
func InClosure(ctx context.Context, s *store.Store, ids []string) {
	each := func(id string) {
		if seen, _ := s.AlreadyProcessed(ctx, id); !seen { // want `s.AlreadyProcessed decides whether s.MarkProcessed at line \d+ runs`
			_ = s.MarkProcessed(ctx, id)
		}
	}
	for _, id := range ids {
		each(id)
	}
}

// Bad: a wrapper whose answer is the branch it took on the read.
func HandleSeen(ctx context.Context, s *store.Store, id string) error {
	seen, err := s.Seen(ctx, id) // want `s.Seen decides whether notify at line \d+ runs`
	if err != nil || seen {
		return err
	}
	if err := notify("https://partner.example/hook"); err != nil {
		return err
	}
	return s.MarkProcessed(ctx, id)
}

// Good: Ping's answer is not what it read.
func HandlePing(ctx context.Context, s *store.Store, id string) error {
	ok, err := s.Ping(ctx, id)
	if err != nil || !ok {
		return err
	}
	if err := notify("https://partner.example/hook"); err != nil {
		return err
	}
	return s.MarkProcessed(ctx, id)
}
