// Package singleton: dex storage/ent/client/keys.go UpdateKeys. The keys
// row lives under a fixed id (const keysRowID); a read of it through a
// small wrapper decides a create of the same fixed id. The doc's
// singleton rule ("a lazy create of a singleton under a fixed key") is
// not applied when the constant is bound inside a wrapper.
package singleton

import (
	"context"
	"database/sql"
	"errors"

	"checkthenact/entclient/ent"
	"checkthenact/entclient/ent/user"
)

const keysRowID = 1

var ErrNotFound = errors.New("not found")

// ent, as dex: the wrapper binds the constant id.
func getKeys(ctx context.Context, c *ent.UserClient) (*ent.User, error) {
	u, err := c.Get(ctx, keysRowID)
	if err != nil {
		return nil, ErrNotFound // dex: convertDBError maps db.IsNotFound to storage.ErrNotFound
	}
	return u, nil
}

// Good: a singleton under a fixed id, through a wrapper.
func UpdateKeys(ctx context.Context, c *ent.UserClient) error {
	_, err := getKeys(ctx, c)
	first := false
	if err != nil {
		if !errors.Is(err, ErrNotFound) {
			return err
		}
		first = true
	}
	if first {
		_, err = c.Create().SetID(keysRowID).SetName("keys").Save(ctx)
		return err
	}
	return nil
}

// Good: the same inline.
func UpdateKeysInline(ctx context.Context, c *ent.UserClient) error {
	_, err := c.Get(ctx, keysRowID)
	if err != nil {
		_, err = c.Create().SetID(keysRowID).SetName("keys").Save(ctx)
	}
	return err
}

// database/sql, through a wrapper whose SQL text holds only literals.
func loadSettings(ctx context.Context, db *sql.DB) (string, error) {
	var v string
	err := db.QueryRowContext(ctx, `SELECT value FROM settings WHERE id = 1`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return v, err
}

// Good: a singleton through a database/sql wrapper.
func EnsureSettings(ctx context.Context, db *sql.DB) error {
	_, err := loadSettings(ctx, db)
	if errors.Is(err, ErrNotFound) {
		_, err = db.ExecContext(ctx, `INSERT INTO settings (id, value) VALUES (1, 'x')`)
	}
	return err
}

// Good: the same singleton inline, SQL text with only literals.
func EnsureSettingsInline(ctx context.Context, db *sql.DB) error {
	var v string
	err := db.QueryRowContext(ctx, `SELECT value FROM settings WHERE id = 1`).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		_, err = db.ExecContext(ctx, `INSERT INTO settings (id, value) VALUES (1, 'x')`)
	}
	return err
}

func getUser(ctx context.Context, c *ent.UserClient, id int) (*ent.User, error) {
	u, err := c.Get(ctx, id)
	if err != nil {
		return nil, ErrNotFound
	}
	return u, nil
}

// Bad: the wrapper given the caller's id: a per-user row, not a singleton.
func EnsureUser(ctx context.Context, c *ent.UserClient, id int) error {
	_, err := getUser(ctx, c, id) // want `getUser decides whether c.Create\(…\).SetID\(…\).SetName\(…\).Save at line \d+ runs`
	if errors.Is(err, ErrNotFound) {
		_, err = c.Create().SetID(id).SetName("user").Save(ctx)
	}
	return err
}

// Good: Cloudreve's migrateDefaultStoragePolicy: a query whose predicate
// compares the id with a constant looks up the default row, a seed's
// singleton.
func migrateDefaultUser(ctx context.Context, c *ent.UserClient) error {
	if _, err := c.Query().Where(user.ID(1)).Only(ctx); err == nil {
		return nil
	}
	_, err := c.Create().SetID(1).SetName("default").Save(ctx)
	return err
}

// Bad: the same query given the caller's id.
func ensureUserByQuery(ctx context.Context, c *ent.UserClient, id int) error {
	if _, err := c.Query().Where(user.ID(id)).Only(ctx); err == nil { // want `c.Query\(…\).Where\(…\).Only decides whether c.Create\(…\).SetID\(…\).SetName\(…\).Save at line \d+ runs`
		return nil
	}
	_, err := c.Create().SetID(id).SetName("user").Save(ctx)
	return err
}
