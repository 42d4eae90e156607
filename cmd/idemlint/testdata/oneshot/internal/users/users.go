// Package users signs users up, per request.
package users

import (
	"context"
	"database/sql"
	"net/http"
)

type Store struct{ DB *sql.DB }

// SignUp creates the user unless the email is taken: a request handler
// reaches it, and two concurrent requests both pass the check.
func (s *Store) SignUp(ctx context.Context, email string) error {
	var n int
	if err := s.DB.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE email = $1`, email).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := s.DB.ExecContext(ctx, `INSERT INTO users (email) VALUES ($1)`, email)
	return err
}

// Server serves the routes with the functions main gives it.
type Server struct {
	Create func(ctx context.Context, email string) error
}

// ServeSignUp is the route: what main stores in Create runs per request.
func (sv *Server) ServeSignUp(w http.ResponseWriter, r *http.Request) {
	if sv.Create == nil {
		return
	}
	if err := sv.Create(r.Context(), r.FormValue("email")); err != nil {
		w.WriteHeader(http.StatusInternalServerError)
	}
}

// Mount routes invitations to invite: what main passes runs per request.
func Mount(mux *http.ServeMux, invite func(ctx context.Context, email string) error) {
	route(mux, "/invite", invite)
}

func route(mux *http.ServeMux, path string, invite func(ctx context.Context, email string) error) {
	mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
		if err := invite(r.Context(), r.FormValue("email")); err != nil {
			w.WriteHeader(http.StatusInternalServerError)
		}
	})
}

// Invite records an invitation unless there is one: two concurrent
// requests both pass the check.
func (s *Store) Invite(ctx context.Context, email string) error {
	var n int
	if err := s.DB.QueryRowContext(ctx, `SELECT count(*) FROM invitations WHERE email = $1`, email).Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	_, err := s.DB.ExecContext(ctx, `INSERT INTO invitations (email) VALUES ($1)`, email)
	return err
}
