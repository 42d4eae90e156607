// Package svc calls the repository through its interface.
package svc

import (
	"context"

	"model/iface/domain"
	_ "model/iface/pg"
)

func Handle(ctx context.Context, r domain.Repo, id string) {
	r.Seen(ctx, id) // want `check r.Seen table=processed via pg.Repo.Seen`
	r.Name()
}
