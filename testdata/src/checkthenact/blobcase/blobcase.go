// Package blobcase: reads that decide an object-store write. Writing an
// object under a key twice leaves one object: an overwrite is no dedup
// act, so a read before it is no dedup check.
package blobcase

import (
	"bytes"
	"context"
	"database/sql"
	"errors"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"gocloud.dev/blob"
)

type store struct {
	db     *sql.DB
	s3     *s3.Client
	bucket *blob.Bucket
}

// Good: HeadObject, then PutObject when the object is missing.
func (s *store) headThenPut(ctx context.Context, key string, body []byte) error {
	if _, err := s.s3.HeadObject(ctx, &s3.HeadObjectInput{Bucket: aws.String("b"), Key: aws.String(key)}); err == nil {
		return nil
	}
	_, err := s.s3.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("b"), Key: aws.String(key), Body: bytes.NewReader(body)})
	return err
}

// Good: GetObject, then PutObject of a new version.
func (s *store) getThenPut(ctx context.Context, key string, body []byte) error {
	out, err := s.s3.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String("b"), Key: aws.String(key)})
	if err == nil {
		defer out.Body.Close()
		return nil
	}
	_, err = s.s3.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("b"), Key: aws.String(key), Body: bytes.NewReader(body)})
	return err
}

// Good: Exists, then WriteAll.
func (s *store) existsThenWrite(ctx context.Context, key string, body []byte) error {
	ok, err := s.bucket.Exists(ctx, key)
	if err != nil || ok {
		return err
	}
	return s.bucket.WriteAll(ctx, key, body, nil)
}

// Good: a row read decides an upload under the row's key: a second
// delivery overwrites the object with itself.
func (s *store) rowThenPut(ctx context.Context, id string, body []byte) error {
	var done bool
	err := s.db.QueryRowContext(ctx, `SELECT archived FROM reports WHERE id = $1`, id).Scan(&done)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if done {
		return nil
	}
	_, err = s.s3.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("b"), Key: aws.String(id), Body: bytes.NewReader(body)})
	return err
}

// Bad: the same read decides the insert of its row beside the upload.
func (s *store) rowThenPutAndInsert(ctx context.Context, id string, body []byte) error {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM archived WHERE id = $1`, id).Scan(&n); err != nil { // want `s.db.QueryRowContext decides whether s.db.ExecContext at line 79 runs`
		return err
	}
	if n > 0 {
		return nil
	}
	if _, err := s.s3.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("b"), Key: aws.String(id), Body: bytes.NewReader(body)}); err != nil {
		return err
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO archived (id) VALUES ($1)`, id)
	return err
}
