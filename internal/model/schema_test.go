package model

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

func TestSnakePlural(t *testing.T) {
	for in, want := range map[string]string{"UserID": "user_id", "HTTPCode": "http_code", "ID": "id", "OrderItem": "order_item"} {
		if got := snake(in); got != want {
			t.Errorf("snake(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"user": "users", "category": "categories", "key": "keys", "box": "boxes", "order_item": "order_items"} {
		if got := plural(in); got != want {
			t.Errorf("plural(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestGormTag(t *testing.T) {
	got := gormTag("uniqueIndex:idx_email; not null;primary_key")
	want := map[string]string{"UNIQUEINDEX": "idx_email", "NOT NULL": "", "PRIMARYKEY": ""}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("gormTag = %v, want %v", got, want)
	}
}

func TestUpSection(t *testing.T) {
	in := "-- +goose Up\nCREATE TABLE a (id int);\n-- +goose Down\nDROP TABLE a;"
	if got := upSection(in); got != "-- +goose Up\nCREATE TABLE a (id int);\n" {
		t.Errorf("upSection = %q", got)
	}
}

// TestReadSchema applies files in order: an unnamed constraint dropped
// by its PostgreSQL name, an index dropped without its table, a rename,
// a down migration not read.
func TestReadSchema(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"1_init.up.sql":   "CREATE TABLE users (id int PRIMARY KEY, email text UNIQUE, code text, nick text); CREATE UNIQUE INDEX users_code ON users (code); CREATE UNIQUE INDEX ON users (nick);",
		"1_init.down.sql": "DROP TABLE users;",
		"2_drop.up.sql":   "ALTER TABLE users DROP CONSTRAINT users_email_key; DROP INDEX users_code; DROP INDEX users_nick_idx; ALTER TABLE users RENAME TO accounts;",
	}
	var paths []string
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	tables := readSchema(slices.Sorted(slices.Values(paths)))
	if tables["users"] != nil {
		t.Errorf("users is still known after its rename: %+v", tables["users"])
	}
	acc := tables["accounts"]
	if acc == nil || !acc.created || len(acc.uniques) != 1 || !acc.uniques[0].Primary {
		t.Fatalf("accounts = %+v, want the created table with its primary key alone", acc)
	}
	if got := acc.uniques[0].describe(acc.name); got != "the primary key of accounts (id)" {
		t.Errorf("describe = %q", got)
	}
}

func TestModuleRoot(t *testing.T) {
	root := t.TempDir()
	pkg := filepath.Join(root, "internal", "repo")
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module example.com/m\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := moduleRoot(pkg, "example.com/m/internal/repo"); got != root {
		t.Errorf("moduleRoot = %q, want %q", got, root)
	}
	if got := moduleRoot(pkg, "repo"); got != "" {
		t.Errorf("moduleRoot above the import path = %q, want none", got)
	}
}
