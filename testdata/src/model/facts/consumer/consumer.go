package consumer // want package:"exports summaries"

// Test package consumer sees repo's and keys' wrappers through facts.

import (
	"context"

	"model/facts/keys"
	"model/facts/repo"
)

func Handle(ctx context.Context, s *repo.Store, id string) error { // want Handle:`check,effect \(irreversible\) table=processed via consumer.Handle → repo.Store.AlreadyProcessed → sql.DB.QueryRowContext`
	seen, err := s.AlreadyProcessed(ctx, id)
	if err != nil || seen {
		return err
	}
	s.Log(ctx, id)
	_ = keys.New()
	_ = keys.Discard()
	return repo.Notify("a@example.com")
}
