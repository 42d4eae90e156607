package sqltext

import (
	"reflect"
	"testing"
)

func TestParseDDL(t *testing.T) {
	uq := func(table, name string, cols ...string) Unique {
		return Unique{Table: table, Name: name, Columns: cols}
	}
	pk := func(table, name string, cols ...string) Unique {
		return Unique{Table: table, Name: name, Columns: cols, Primary: true}
	}
	ix := func(table, name string, cols ...string) Unique {
		return Unique{Table: table, Name: name, Columns: cols, Index: true}
	}
	cases := []struct {
		name string
		sql  string
		want []DDL
	}{
		{"column constraints", `CREATE TABLE users (id uuid PRIMARY KEY, email text NOT NULL UNIQUE, name text)`,
			[]DDL{{Table: "users", Created: true, Columns: []string{"id", "email", "name"}, Uniques: []Unique{pk("users", "", "id"), uq("users", "", "email")}}}},
		{"named column constraint", `CREATE TABLE IF NOT EXISTS "Users" ("email" TEXT CONSTRAINT users_email_key UNIQUE)`,
			[]DDL{{Table: "users", Created: true, Columns: []string{"email"}, Uniques: []Unique{uq("users", "users_email_key", "email")}}}},
		{"table constraints", `CREATE TABLE public.members (org_id int, user_id int, CONSTRAINT members_pkey PRIMARY KEY (org_id, user_id), UNIQUE (user_id, org_id), CHECK (org_id > 0))`,
			[]DDL{{Table: "public.members", Created: true, Columns: []string{"org_id", "user_id"}, Uniques: []Unique{pk("public.members", "members_pkey", "org_id", "user_id"), uq("public.members", "", "user_id", "org_id")}}}},
		{"mysql keys", "CREATE TABLE `events` (`id` bigint AUTO_INCREMENT, `event_id` varchar(64), PRIMARY KEY (`id`), UNIQUE KEY `uniq_event` (`event_id`(32)), KEY `idx_x` (`id`)) ENGINE=InnoDB",
			[]DDL{{Table: "events", Created: true, Columns: []string{"id", "event_id"}, Uniques: []Unique{pk("events", "", "id"), ix("events", "uniq_event", "event_id")}}}},
		{"sqlite conflict clause is not an error", `CREATE TABLE seen (id TEXT PRIMARY KEY ON CONFLICT IGNORE, k TEXT, UNIQUE (k) ON CONFLICT REPLACE)`,
			[]DDL{{Table: "seen", Created: true, Columns: []string{"id", "k"}}}},
		{"unique index", `CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS users_email_key ON ONLY users USING btree (email ASC, tenant COLLATE "C")`,
			[]DDL{{Table: "users", Uniques: []Unique{ix("users", "users_email_key", "email", "tenant")}}}},
		{"unnamed unique index", `CREATE UNIQUE INDEX ON users (email)`,
			[]DDL{{Table: "users", Uniques: []Unique{ix("users", "", "email")}}}},
		{"partial index is left out", `CREATE UNIQUE INDEX live_email ON users (email) WHERE deleted_at IS NULL`, nil},
		{"expression index is left out", `CREATE UNIQUE INDEX lower_email ON users (lower(email))`, nil},
		{"plain index is nothing", `CREATE INDEX users_name ON users (name)`, nil},
		{"alter add", `ALTER TABLE ONLY users ADD CONSTRAINT users_email_key UNIQUE (email), ADD PRIMARY KEY (id), ADD COLUMN IF NOT EXISTS code text UNIQUE`,
			[]DDL{{Table: "users", Columns: []string{"code"}, Uniques: []Unique{uq("users", "users_email_key", "email"), pk("users", "", "id"), uq("users", "", "code")}}}},
		{"alter add mysql index", "ALTER TABLE t ADD UNIQUE INDEX uk_a (a), ADD INDEX ib (b)",
			[]DDL{{Table: "t", Uniques: []Unique{ix("t", "uk_a", "a")}}}},
		{"alter add using index is left out", `ALTER TABLE t ADD CONSTRAINT t_a_key UNIQUE USING INDEX t_a_idx`, []DDL{{Table: "t"}}},
		{"alter drop", `ALTER TABLE IF EXISTS users DROP CONSTRAINT IF EXISTS users_email_key, DROP PRIMARY KEY, DROP COLUMN code, RENAME TO accounts`,
			[]DDL{{Table: "users", Drops: []string{"users_email_key"}, DropsPrimary: true, DropsColumns: []string{"code"}, RenamedTo: "accounts"}}},
		{"drop index", `DROP INDEX CONCURRENTLY IF EXISTS public.users_email_key, other_key`,
			[]DDL{{Drops: []string{"users_email_key", "other_key"}}}},
		{"mysql drop index", "DROP INDEX uk_a ON t", []DDL{{Table: "t", Drops: []string{"uk_a"}}}},
		{"goose file", "-- +goose Up\nCREATE TABLE a (id int PRIMARY KEY);\n-- +goose StatementBegin\nCREATE FUNCTION f() RETURNS trigger AS $$ BEGIN CREATE UNIQUE INDEX x ON a (y); END $$ LANGUAGE plpgsql;\n-- +goose StatementEnd\nINSERT INTO a VALUES (1);",
			[]DDL{{Table: "a", Created: true, Columns: []string{"id"}, Uniques: []Unique{pk("a", "", "id")}}}},
		{"garbage", `CREATE TABLE ( UNIQUE ( ; ALTER TABLE; CREATE UNIQUE INDEX ON ( a`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := ParseDDL(c.sql); !reflect.DeepEqual(got, c.want) {
				t.Errorf("ParseDDL(%q)\n got %+v\nwant %+v", c.sql, got, c.want)
			}
		})
	}
}

func FuzzParseDDL(f *testing.F) {
	f.Add(`CREATE TABLE t (a int UNIQUE, CONSTRAINT k PRIMARY KEY (a, b)); CREATE UNIQUE INDEX i ON t (b); ALTER TABLE t DROP CONSTRAINT k`)
	f.Fuzz(func(t *testing.T, text string) {
		for _, d := range ParseDDL(text) {
			for _, u := range d.Uniques {
				if len(u.Columns) == 0 || u.Table == "" {
					t.Fatalf("ParseDDL(%q): empty uniqueness %+v", text, u)
				}
			}
		}
	})
}

func TestTableKey(t *testing.T) {
	for in, want := range map[string]string{"public.Users": "users", "users": "users", "a.b.c": "c"} {
		if got := TableKey(in); got != want {
			t.Errorf("TableKey(%q) = %q, want %q", in, got, want)
		}
	}
}
