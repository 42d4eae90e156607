// Package grpcstore serves a gRPC API over storage, which speaks in
// status codes.
package grpcstore

import (
	"context"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"checkthenact/grpcstore/storage"
)

type Server struct {
	db *storage.Client
}

func isNotFound(err error) bool { return status.Code(err) == codes.NotFound }

// Bad: the NotFound status decides the create; two concurrent calls both
// see NotFound and both create.
func (s *Server) createApi(ctx context.Context, key string) (*storage.Api, error) {
	if _, err := s.db.GetApi(ctx, key); err == nil { // want `s.db.GetApi decides whether s.db.CreateApi at line \d+ runs`
		return nil, status.Errorf(codes.AlreadyExists, "%q exists", key)
	} else if !isNotFound(err) {
		return nil, err
	}
	v := &storage.Api{Key: key}
	if err := s.db.CreateApi(ctx, v); err != nil {
		return nil, err
	}
	return v, nil
}

// Good: the create's AlreadyExists answers the race.
func (s *Server) createApiChecked(ctx context.Context, key string) (*storage.Api, error) {
	if _, err := s.db.GetApi(ctx, key); err == nil {
		return nil, status.Errorf(codes.AlreadyExists, "%q exists", key)
	} else if status.Code(err) != codes.NotFound {
		return nil, err
	}
	v := &storage.Api{Key: key}
	if err := s.db.InsertApi(ctx, v); status.Code(err) == codes.AlreadyExists {
		return s.db.GetApi(ctx, key)
	} else if err != nil {
		return nil, err
	}
	return v, nil
}

// Good: the row found is returned; nothing is written.
func (s *Server) getApi(ctx context.Context, key string) (*storage.Api, error) {
	v, err := s.db.GetApi(ctx, key)
	if isNotFound(err) {
		return nil, err
	}
	return v, err
}

// Bad: only the NotFound test names the absent side.
func (s *Server) ensureApi(ctx context.Context, key string) error {
	_, err := s.db.GetApi(ctx, key) // want `s.db.GetApi decides whether s.db.CreateApi at line \d+ runs`
	if isNotFound(err) {
		return s.db.CreateApi(ctx, &storage.Api{Key: key})
	}
	return err
}

// Good: the read's failure is answered; nothing is created.
func (s *Server) describeApi(ctx context.Context, key string) (string, error) {
	v, err := s.db.GetApi(ctx, key)
	if status.Code(err) == codes.NotFound {
		return "", status.Errorf(codes.NotFound, "no api %q", key)
	}
	if err != nil {
		return "", err
	}
	return v.Name, nil
}

// Bad: SaveApi creates the row when its update finds none, through a
// helper that takes any model: the model's type names the table.
func (s *Server) createApiSaved(ctx context.Context, key string) error {
	if _, err := s.db.GetApi(ctx, key); err == nil { // want `s.db.GetApi decides whether s.db.SaveApi at line \d+ runs`
		return status.Errorf(codes.AlreadyExists, "%q exists", key)
	} else if !isNotFound(err) {
		return err
	}
	return s.db.SaveApi(ctx, &storage.Api{Key: key})
}

// Good: the row found is saved again: an update of what the check found.
func (s *Server) renameApi(ctx context.Context, key, name string) error {
	v, err := s.db.GetApi(ctx, key)
	if err != nil {
		return err
	}
	v.Name = name
	return s.db.SaveApi(ctx, v)
}
