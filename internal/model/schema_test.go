package model

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestSnakePlural(t *testing.T) {
	for in, want := range map[string]string{"UserID": "user_id", "HTTPCode": "http_code", "ID": "id", "OrderItem": "order_item"} {
		if got := snake(in); got != want {
			t.Errorf("snake(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"user": "users", "category": "categories", "key": "keys", "box": "boxes", "order_item": "order_items",
		"permissions": "permissions", "user_preferences": "user_preferences", "status": "statuses", "address": "addresses",
		"user_person": "user_people", "human": "humen", "money": "money", "bus": "buses", "analysis": "analyses",
		"leaf": "leafs", "wolf": "wolves", "knife": "knives", "medium": "media", "quiz": "quizzes", "hero": "heros", "waltz": "waltzs",
	} {
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

// TestReadEnt reads ent schema sources: a StorageKey, an index over an
// edge's field, a local mixin's unique field, and a mixin from another
// package, which leaves the type's columns not all known.
func TestReadEnt(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ent", "schema")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	src := `package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
	"entgo.io/ent/schema/mixin"

	"example.com/m/shared"
)

type Tenant struct{ mixin.Schema }

func (Tenant) Fields() []ent.Field { return []ent.Field{field.String("tenant_key").Unique()} }

type Card struct{ ent.Schema }

func (Card) Mixin() []ent.Mixin { return []ent.Mixin{Tenant{}} }

func (Card) Fields() []ent.Field {
	return []ent.Field{field.String("number").StorageKey("num"), field.Int("owner_id")}
}

func (Card) Edges() []ent.Edge {
	return []ent.Edge{edge.From("owner", User.Type).Ref("cards").Unique().Field("owner_id")}
}

func (Card) Indexes() []ent.Index {
	return []ent.Index{index.Fields("number").Edges("owner").Unique().StorageKey("card_owner")}
}

type Audit struct{ ent.Schema }

func (Audit) Mixin() []ent.Mixin { return []ent.Mixin{shared.Stamp{}} }

func (Audit) Fields() []ent.Field { return []ent.Field{field.String("ref")} }
`
	path := filepath.Join(dir, "card.go")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if !isEntSchemaFile(path) || isEntSchemaFile(filepath.Join(dir, "card_test.go")) || !isEntSchemaFile(filepath.Join(t.TempDir(), "migrate", "schema.go")) {
		t.Error("isEntSchemaFile misses the schema sources or migrate/schema.go, or takes a test file")
	}
	tables := readEnt([]string{path})
	if len(tables) != 2 {
		t.Fatalf("readEnt = %d tables, want cards and audits", len(tables))
	}
	cards, audits := tables[0], tables[1]
	var whats []string
	for _, u := range cards.uniques {
		whats = append(whats, u.what+" "+strings.Join(u.cols, ","))
	}
	want := []string{"the unique field Card.tenant_key tenant_key", "the primary key of cards (id) id", "unique index card_owner num,owner_id"}
	if cards.name != "cards" || !slices.Equal(slices.Sorted(slices.Values(whats)), slices.Sorted(slices.Values(want))) {
		t.Errorf("cards = %s %q, want %q", cards.name, whats, want)
	}
	if !cards.known["num"] || audits.name != "audits" || audits.known["ref"] {
		t.Errorf("known: cards %v, audits %v; want num known, ref not (a mixin of another package)", cards.known, audits.known)
	}
}

// TestModuleSchemaFiles lists the .sql files, the Go files of migrations
// and the ent schema's Go files, which the driver's cache key covers, and
// no other Go file.
func TestModuleSchemaFiles(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{"go.mod", "db/1_init.up.sql", "ent/schema/user.go", "ent/schema/user_test.go", "ent/migrate/schema.go", "ent/migrate/migrate.go", "ent/client.go", "internal/database/migrations.go", "internal/database/migrations_test.go", "internal/database/database.go"} {
		p := filepath.Join(root, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files, ok := ModuleSchemaFiles(root)
	var rel []string
	for _, f := range files {
		r, _ := filepath.Rel(root, f)
		rel = append(rel, filepath.ToSlash(r))
	}
	want := []string{"db/1_init.up.sql", "ent/migrate/schema.go", "ent/schema/user.go", "internal/database/migrations.go"}
	if !ok || !slices.Equal(rel, want) {
		t.Errorf("ModuleSchemaFiles = %q, %t; want %q", rel, ok, want)
	}
}
