// Package storage is a gRPC service's store: a read that finds nothing
// answers codes.NotFound, a create that hits the unique key
// codes.AlreadyExists.
package storage

import (
	"context"
	"errors"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"gorm.io/gorm"
)

type Api struct {
	Key  string
	Name string
}

type Client struct {
	db *gorm.DB
}

// GetApi translates gorm's ErrRecordNotFound into a NotFound status.
func (c *Client) GetApi(ctx context.Context, key string) (*Api, error) {
	v := new(Api)
	if err := c.db.WithContext(ctx).Take(v, "key = ?", key).Error; errors.Is(err, gorm.ErrRecordNotFound) {
		return nil, status.Errorf(codes.NotFound, "%q not found", key)
	} else if err != nil {
		return nil, status.Error(codes.Internal, err.Error())
	}
	return v, nil
}

// CreateApi inserts the row.
func (c *Client) CreateApi(ctx context.Context, v *Api) error {
	return c.db.WithContext(ctx).Create(v).Error
}

// InsertApi inserts the row; a duplicate is AlreadyExists.
func (c *Client) InsertApi(ctx context.Context, v *Api) error {
	err := c.db.WithContext(ctx).Create(v).Error
	if errors.Is(err, gorm.ErrDuplicatedKey) {
		return status.Errorf(codes.AlreadyExists, "%q exists", v.Key)
	}
	return err
}

// SaveApi updates the row, or creates it when there is none: in two
// statements, through a helper that takes any model.
func (c *Client) SaveApi(ctx context.Context, v *Api) error {
	return c.save(ctx, v)
}

func (c *Client) save(ctx context.Context, v any) error {
	return c.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		got := tx.Model(v).Select("*").Updates(v)
		if err := got.Error; err != nil {
			return err
		}
		if got.RowsAffected == 0 {
			return tx.Create(v).Error
		}
		return nil
	})
}
