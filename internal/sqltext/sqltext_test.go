package sqltext

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func pos(n int) Param { return Param{Ordinal: n} }

func named(n int, name string) Param { return Param{Ordinal: n, Name: name} }

func eq(col string, p Param) Pred { return Pred{Column: col, Op: "=", Param: p} }

func lit(col, op string) Pred { return Pred{Column: col, Op: op, Literal: true} }

func col(name string, p Param) Value { return Value{Column: name, Param: p} }

func litCol(name string) Value { return Value{Column: name, Literal: true} }

type parseCase struct {
	name string
	sql  string
	want []Stmt
}

// parseCases is shared with FuzzParse as its seed corpus.
var parseCases = []parseCase{
	// Plain kinds.
	{"select", `SELECT id, name FROM users WHERE id = $1`, []Stmt{{Kind: Select, Table: "users", Where: []Pred{eq("id", pos(1))}}}},
	{"select case-folded", `SELECT true FROM categories WHERE user_id=$1 AND lower(title)=lower($2) AND username=LOWER($3) LIMIT 1`, []Stmt{{Kind: Select, Table: "categories", Exists: true, Where: []Pred{eq("user_id", pos(1)), eq("title", pos(2)), eq("username", pos(3))}}}},
	{"select lower case and newlines", "select\n\tid\nfrom\n  Users\nwhere\n  ID=$1", []Stmt{{Kind: Select, Table: "users", Where: []Pred{eq("id", pos(1))}}}},
	{"insert", `INSERT INTO events (id, payload) VALUES ($1, $2)`, []Stmt{{Kind: Insert, Table: "events", Columns: []Value{col("id", pos(1)), col("payload", pos(2))}}}},
	{"update", `UPDATE orders SET status = 'paid' WHERE id = $1`, []Stmt{{Kind: Update, Table: "orders", Where: []Pred{eq("id", pos(1))}}}},
	{"delete", `DELETE FROM sessions WHERE expires_at < now()`, []Stmt{{Kind: Delete, Table: "sessions", Where: []Pred{{Column: "expires_at", Op: "<"}}}}},
	{"ddl", `CREATE TABLE t (id int PRIMARY KEY)`, []Stmt{{Kind: Other}}},
	{"begin", `BEGIN`, []Stmt{{Kind: Other}}},
	{"set", `SET TRANSACTION ISOLATION LEVEL SERIALIZABLE`, []Stmt{{Kind: Other}}},
	{"unknown word", `FROBNICATE the table`, []Stmt{{}}},
	{"merge is unknown", `MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE`, []Stmt{{}}},
	{"insert without table is unknown", `INSERT INTO (a) VALUES (1)`, []Stmt{{}}},
	{"update without set is unknown", `UPDATE t WHERE id = 1`, []Stmt{{}}},
	{"empty", ``, nil},
	{"only comments and semicolons", "-- nothing\n ; /* still nothing */ ;;", nil},

	// Splitting.
	{"two statements", `BEGIN; UPDATE jobs SET done = true WHERE id = ?;`, []Stmt{{Kind: Other}, {Kind: Update, Table: "jobs", Where: []Pred{eq("id", pos(1))}}}},
	{"semicolon in string", `INSERT INTO t (a) VALUES ('x; DELETE FROM t')`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{litCol("a")}}}},
	{"semicolon in comment", "SELECT 1 -- ; DELETE FROM t\n", []Stmt{{Kind: Select, Exists: true}}},
	{"semicolon in block comment", `SELECT a /* ; DROP TABLE t; */ FROM t`, []Stmt{{Kind: Select, Table: "t"}}},
	{"semicolon in dollar quote", `DO $$ BEGIN DELETE FROM t; END $$; SELECT 1`, []Stmt{{Kind: Other}, {Kind: Select, Exists: true}}},
	{"semicolon in tagged dollar quote", `CREATE FUNCTION f() RETURNS void AS $body$ DELETE FROM t; $x$ $body$ LANGUAGE sql; DELETE FROM u`, []Stmt{{Kind: Other}, {Kind: Delete, Table: "u"}}},
	{"semicolon in quoted identifier", `SELECT "a;b" FROM "t;u"`, []Stmt{{Kind: Select, Table: "t;u"}}},
	{"semicolon in parentheses", `CREATE RULE r AS ON INSERT TO t DO ALSO (DELETE FROM u; DELETE FROM v)`, []Stmt{{Kind: Other}}},

	// Lexing traps.
	{"on conflict in string", `INSERT INTO t (a) VALUES ('ON CONFLICT DO NOTHING')`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{litCol("a")}}}},
	{"on conflict in comment", "INSERT INTO t (a) VALUES ($1) -- ON CONFLICT DO NOTHING", []Stmt{{Kind: Insert, Table: "t", Columns: []Value{col("a", pos(1))}}}},
	{"doubled quote in string", `UPDATE t SET a = 'it''s; fine' WHERE b = 'x''y'`, []Stmt{{Kind: Update, Table: "t", Where: []Pred{lit("b", "=")}}}},
	{"E string with backslash quote", `UPDATE t SET a = E'\'; DELETE FROM t' WHERE id = $1`, []Stmt{{Kind: Update, Table: "t", Where: []Pred{eq("id", pos(1))}}}},
	{"cast is not a placeholder", `SELECT id FROM t WHERE created::date = $1::date AND kind = 'a'::text`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{lit("kind", "=")}}}},
	{"assignment is not a placeholder", `SELECT @n := @n + 1 FROM t WHERE a = :a`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{eq("a", named(2, "a"))}}}},
	{"placeholder inside string is not one", `SELECT * FROM t WHERE a = '?' AND b = ?`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{lit("a", "="), eq("b", pos(1))}}}},
	{"jsonb question operator with dollar params", `SELECT * FROM t WHERE data ? 'k' AND id = $1`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{eq("id", pos(1))}}}},
	{"nested block comment", `/* outer /* inner; */ still; */ DELETE FROM t`, []Stmt{{Kind: Delete, Table: "t"}}},
	{"unterminated string", `SELECT * FROM t WHERE a = 'oops; DELETE FROM t`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{lit("a", "=")}}}},

	// Placeholders.
	{"question marks", `INSERT INTO t (a, b, c) VALUES (?, ?, ?)`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{col("a", pos(1)), col("b", pos(2)), col("c", pos(3))}}}},
	{"numbered question marks", `UPDATE t SET a = ?2 WHERE id = ?1 AND v = ?`, []Stmt{{Kind: Update, Table: "t", Where: []Pred{eq("id", pos(1)), eq("v", pos(3))}}}},
	{"colon names", `INSERT INTO t (a, b, c) VALUES (:x, :y, :x)`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{col("a", named(1, "x")), col("b", named(2, "y")), col("c", named(1, "x"))}}}},
	{"at names", `DELETE FROM t WHERE tenant = @tenant AND id = @id`, []Stmt{{Kind: Delete, Table: "t", Where: []Pred{eq("tenant", named(1, "tenant")), eq("id", named(2, "id"))}}}},
	{"dollar names", `DELETE FROM t WHERE id = $id`, []Stmt{{Kind: Delete, Table: "t", Where: []Pred{eq("id", named(1, "id"))}}}},
	{"numbering spans statements", `UPDATE a SET x = 1 WHERE id = ?; UPDATE b SET y = 2 WHERE id = ?`, []Stmt{
		{Kind: Update, Table: "a", Where: []Pred{eq("id", pos(1))}},
		{Kind: Update, Table: "b", Where: []Pred{eq("id", pos(2))}},
	}},
	{"oversized number is no placeholder", `INSERT INTO t (a, b) VALUES ($99999999999999999999, $2)`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{{Column: "a"}, col("b", pos(2))}}}},
	{"jsonb operators are not placeholders", `SELECT * FROM t WHERE tags ?| array['a'] AND x = ?`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{eq("x", pos(1))}}}},
	{"sqlite double equals", `SELECT * FROM t WHERE a == ?`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{eq("a", pos(1))}}}},
	{"dollar out of order", `INSERT INTO t (a, b) VALUES ($2, $1)`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{col("a", pos(2)), col("b", pos(1))}}}},

	// SELECT shapes.
	{"select exists", `SELECT EXISTS(SELECT 1 FROM processed WHERE event_id = $1)`, []Stmt{{Kind: Select, Table: "processed", Exists: true, Where: []Pred{eq("event_id", pos(1))}}}},
	{"select not exists aliased", `SELECT NOT EXISTS (SELECT 1 FROM processed p WHERE p.event_id = $1) AS fresh`, []Stmt{{Kind: Select, Table: "processed", Exists: true, Where: []Pred{eq("event_id", pos(1))}}}},
	{"select one", `SELECT 1 FROM processed WHERE event_id = ? LIMIT 1`, []Stmt{{Kind: Select, Table: "processed", Exists: true, Where: []Pred{eq("event_id", pos(1))}}}},
	{"select count", `SELECT COUNT(*) FROM processed WHERE event_id = $1`, []Stmt{{Kind: Select, Table: "processed", Exists: true, Count: true, Where: []Pred{eq("event_id", pos(1))}}}},
	{"select count compared", `SELECT count(1) > 0 AS seen FROM processed WHERE event_id = $1`, []Stmt{{Kind: Select, Table: "processed", Exists: true, Count: true, Where: []Pred{eq("event_id", pos(1))}}}},
	{"select count cast", `SELECT count(*)::int FROM t`, []Stmt{{Kind: Select, Table: "t", Exists: true, Count: true}}},
	{"select two columns is no check", `SELECT count(*), max(id) FROM t`, []Stmt{{Kind: Select, Table: "t"}}},
	{"select status", `SELECT status FROM orders o WHERE o.id = $1`, []Stmt{{Kind: Select, Table: "orders", Where: []Pred{eq("id", pos(1))}}}},
	{"select schema qualified quoted", `SELECT * FROM billing."Invoices" WHERE "Number" = $1`, []Stmt{{Kind: Select, Table: "billing.invoices", Where: []Pred{eq("number", pos(1))}}}},
	{"select backticks", "SELECT * FROM `shop`.`Orders` WHERE `id` = ?", []Stmt{{Kind: Select, Table: "shop.orders", Where: []Pred{eq("id", pos(1))}}}},
	{"select from subquery", `SELECT * FROM (SELECT id FROM t WHERE a = 1) s WHERE s.id = $1`, []Stmt{{Kind: Select, Where: []Pred{eq("id", pos(1))}}}},
	{"select from function", `SELECT * FROM generate_series(1, 10)`, []Stmt{{Kind: Select}}},
	{"select union", `SELECT id FROM a WHERE x = 1 UNION SELECT id FROM b`, []Stmt{{Kind: Select, Table: "a"}}},
	{"select join", `SELECT o.id FROM orders o JOIN items i ON i.order_id = o.id WHERE o.id = $1 AND i.sku = $2`, []Stmt{{Kind: Select, Table: "orders", Where: []Pred{eq("id", pos(1)), eq("sku", pos(2))}}}},
	{"select distinct on", `SELECT DISTINCT ON (a) a, b FROM t`, []Stmt{{Kind: Select, Table: "t"}}},
	{"where in subquery is not the statement's", `SELECT a FROM t WHERE id IN (SELECT id FROM u WHERE v = $1)`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{{Column: "id", Op: "in"}}}}},

	// Locks.
	{"for update", `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, []Stmt{{Kind: Select, Table: "orders", Lock: ForUpdate, Where: []Pred{eq("id", pos(1))}}}},
	{"for update of skip locked", `SELECT id FROM jobs j WHERE state = 'ready' ORDER BY id LIMIT 10 FOR UPDATE OF j SKIP LOCKED`, []Stmt{{Kind: Select, Table: "jobs", Lock: ForUpdate, SkipLocked: true, Where: []Pred{lit("state", "=")}}}},
	{"for no key update nowait", `SELECT 1 FROM t WHERE id = $1 FOR NO KEY UPDATE NOWAIT`, []Stmt{{Kind: Select, Table: "t", Exists: true, Lock: ForUpdate, Where: []Pred{eq("id", pos(1))}}}},
	{"for share", `SELECT * FROM t WHERE id = ? FOR SHARE`, []Stmt{{Kind: Select, Table: "t", Lock: ForShare, Where: []Pred{eq("id", pos(1))}}}},
	{"for key share", `SELECT * FROM t FOR KEY SHARE`, []Stmt{{Kind: Select, Table: "t", Lock: ForShare}}},
	{"lock in share mode", `SELECT * FROM t WHERE id = ? LOCK IN SHARE MODE`, []Stmt{{Kind: Select, Table: "t", Lock: ForShare, Where: []Pred{eq("id", pos(1))}}}},
	{"for update in subquery only", `SELECT * FROM t WHERE id IN (SELECT id FROM u FOR UPDATE SKIP LOCKED)`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{{Column: "id", Op: "in"}}}}},
	{"skip locked without lock is nothing", `SELECT skip, locked FROM t`, []Stmt{{Kind: Select, Table: "t"}}},

	// Advisory locks.
	{"pg advisory xact lock", `SELECT pg_advisory_xact_lock($1)`, []Stmt{{Kind: Select, AdvisoryLock: true}}},
	{"pg try advisory lock hashed", `SELECT pg_try_advisory_lock(hashtext($1))`, []Stmt{{Kind: Select, AdvisoryLock: true}}},
	{"mysql get lock", `SELECT GET_LOCK(?, 10)`, []Stmt{{Kind: Select, AdvisoryLock: true}}},
	{"mysql do get lock", `DO GET_LOCK('job', 10)`, []Stmt{{Kind: Other, AdvisoryLock: true}}},
	{"advisory lock name in string", `SELECT 'pg_advisory_lock(1)'`, []Stmt{{Kind: Select, Exists: true}}},
	{"advisory lock in cte", `WITH l AS (SELECT pg_advisory_xact_lock(42)) SELECT * FROM t`, []Stmt{{Kind: Select, Table: "t", CTE: true, AdvisoryLock: true}}},

	// INSERT conflict handling.
	{"on conflict do nothing", `INSERT INTO processed (event_id, at) VALUES ($1, now()) ON CONFLICT (event_id) DO NOTHING`, []Stmt{{Kind: Insert, Table: "processed", Conflict: DoNothing, ConflictTarget: []string{"event_id"}, Columns: []Value{col("event_id", pos(1)), {Column: "at"}}}}},
	{"on conflict no target returning", `INSERT INTO processed (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id`, []Stmt{{Kind: Insert, Table: "processed", Conflict: DoNothing, Returning: true, Columns: []Value{col("event_id", pos(1))}}}},
	{"on conflict on constraint", `INSERT INTO t (a) VALUES ($1) ON CONFLICT ON CONSTRAINT t_a_key DO NOTHING`, []Stmt{{Kind: Insert, Table: "t", Conflict: DoNothing, Columns: []Value{col("a", pos(1))}}}},
	{"on conflict partial index", `INSERT INTO t (a, b) VALUES ($1, $2) ON CONFLICT (a, "B") WHERE deleted_at IS NULL DO NOTHING`, []Stmt{{Kind: Insert, Table: "t", Conflict: DoNothing, ConflictTarget: []string{"a", "b"}, Columns: []Value{col("a", pos(1)), col("b", pos(2))}}}},
	{"upsert", `INSERT INTO counters (k, n) VALUES ($1, 1) ON CONFLICT (k) DO UPDATE SET n = counters.n + 1 WHERE counters.k <> 'x' RETURNING n`, []Stmt{{Kind: Insert, Table: "counters", Conflict: DoUpdate, ConflictTarget: []string{"k"}, Returning: true, Accumulates: true, GuardedUpsert: true, Columns: []Value{col("k", pos(1)), litCol("n")}}}},
	{"on conflict expression target", `INSERT INTO u (email) VALUES ($1) ON CONFLICT (lower(email)) DO NOTHING`, []Stmt{{Kind: Insert, Table: "u", Conflict: DoNothing, Columns: []Value{col("email", pos(1))}}}},
	{"insert alias schema quoted", `INSERT INTO app."Processed" AS p ("EventID", kind) VALUES ($1, 'x') ON CONFLICT ("EventID") DO NOTHING`, []Stmt{{Kind: Insert, Table: "app.processed", Conflict: DoNothing, ConflictTarget: []string{"eventid"}, Columns: []Value{col("eventid", pos(1)), litCol("kind")}}}},
	{"insert ignore", "INSERT IGNORE INTO `processed` (`event_id`) VALUES (?)", []Stmt{{Kind: Insert, Table: "processed", Conflict: Ignore, Columns: []Value{col("event_id", pos(1))}}}},
	{"insert or ignore", `INSERT OR IGNORE INTO processed(event_id) VALUES (?1)`, []Stmt{{Kind: Insert, Table: "processed", Conflict: Ignore, Columns: []Value{col("event_id", pos(1))}}}},
	{"insert or replace", `INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)`, []Stmt{{Kind: Insert, Table: "kv", Conflict: Replace, Columns: []Value{col("key", pos(1)), col("value", pos(2))}}}},
	{"insert or abort", `INSERT OR ABORT INTO kv (key) VALUES (?)`, []Stmt{{Kind: Insert, Table: "kv", Columns: []Value{col("key", pos(1))}}}},
	{"replace into", `REPLACE INTO kv (key, value) VALUES (?, ?)`, []Stmt{{Kind: Insert, Table: "kv", Conflict: Replace, Columns: []Value{col("key", pos(1)), col("value", pos(2))}}}},
	{"on duplicate key update", `INSERT INTO kv (k, v) VALUES (?, ?) AS new ON DUPLICATE KEY UPDATE v = new.v`, []Stmt{{Kind: Insert, Table: "kv", Conflict: DuplicateKeyUpdate, Columns: []Value{col("k", pos(1)), col("v", pos(2))}}}},
	{"ignore with duplicate key update", `INSERT IGNORE INTO kv (k) VALUES (?) ON DUPLICATE KEY UPDATE k = k`, []Stmt{{Kind: Insert, Table: "kv", Conflict: DuplicateKeyUpdate, Columns: []Value{col("k", pos(1))}}}},
	{"sqlite upsert", `INSERT INTO kv(k, v) VALUES(?1, ?2) ON CONFLICT(k) DO UPDATE SET v = excluded.v`, []Stmt{{Kind: Insert, Table: "kv", Conflict: DoUpdate, ConflictTarget: []string{"k"}, Columns: []Value{col("k", pos(1)), col("v", pos(2))}}}},
	{"on conflict without action is unknown", `INSERT INTO t (a) VALUES (1) ON CONFLICT (a)`, []Stmt{{}}},

	// INSERT shapes.
	{"multi row values", `INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4)`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{col("a", pos(1)), col("b", pos(2))}}}},
	{"default values", `INSERT INTO t DEFAULT VALUES RETURNING id`, []Stmt{{Kind: Insert, Table: "t", Returning: true}}},
	{"values without columns", `INSERT INTO t VALUES ($1, $2)`, []Stmt{{Kind: Insert, Table: "t"}}},
	{"column count mismatch", `INSERT INTO t (a, b) VALUES ($1)`, []Stmt{{Kind: Insert, Table: "t"}}},
	{"values kinds", `INSERT INTO t (a, b, c, d, e, f, g) VALUES (DEFAULT, -1, TRUE, NULL, CAST($1 AS uuid), $2::jsonb, lower($3))`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{
		{Column: "a"}, litCol("b"), litCol("c"), litCol("d"), col("e", pos(1)), col("f", pos(2)), {Column: "g"},
	}}}},
	{"mysql insert set", `INSERT INTO t SET a = ?, b = 'x'`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{col("a", pos(1)), litCol("b")}}}},
	{"mysql insert without into", `INSERT t (a) VALUES (?)`, []Stmt{{Kind: Insert, Table: "t", Columns: []Value{col("a", pos(1))}}}},
	{"insert select not exists", `INSERT INTO processed (event_id, kind) SELECT $1, 'x' WHERE NOT EXISTS (SELECT 1 FROM processed WHERE event_id = $1)`, []Stmt{{Kind: Insert, Table: "processed", InsertSelect: true, NotExists: true, NotExistsTable: "processed", NotExistsKeyed: true, Columns: []Value{col("event_id", pos(1)), litCol("kind")}}}},
	{"insert select not exists other table", `INSERT INTO entries (feed_id, hash) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM entry_tombstones WHERE feed_id = $1 AND hash = $2) RETURNING id`, []Stmt{{Kind: Insert, Table: "entries", InsertSelect: true, NotExists: true, NotExistsTable: "entry_tombstones", NotExistsKeyed: true, Returning: true, Columns: []Value{col("feed_id", pos(1)), col("hash", pos(2))}}}},
	{"insert select not exists keyless", `INSERT INTO settings (name, value) SELECT 'theme', 'dark' WHERE NOT EXISTS (SELECT * FROM settings LIMIT 1)`, []Stmt{{Kind: Insert, Table: "settings", InsertSelect: true, NotExists: true, NotExistsTable: "settings", Columns: []Value{litCol("name"), litCol("value")}}}},
	{"insert select from dual aliased", "INSERT INTO p (id) SELECT ? AS id FROM dual WHERE NOT EXISTS (SELECT 1 FROM p WHERE id = ?)", []Stmt{{Kind: Insert, Table: "p", InsertSelect: true, NotExists: true, NotExistsTable: "p", NotExistsKeyed: true, Columns: []Value{col("id", pos(1))}}}},
	{"insert select or not exists is no guard", `INSERT INTO p (id) SELECT $1 WHERE $2 OR NOT EXISTS (SELECT 1 FROM p)`, []Stmt{{Kind: Insert, Table: "p", InsertSelect: true, Columns: []Value{col("id", pos(1))}}}},
	{"insert select join on conflict", `INSERT INTO a (x) SELECT b.x FROM b JOIN c ON c.id = b.id ON CONFLICT DO NOTHING`, []Stmt{{Kind: Insert, Table: "a", InsertSelect: true, Conflict: DoNothing, Columns: []Value{{Column: "x"}}}}},
	{"insert parenthesized select", `INSERT INTO a (x) (SELECT $1)`, []Stmt{{Kind: Insert, Table: "a", InsertSelect: true, Columns: []Value{col("x", pos(1))}}}},
	{"insert with select", `INSERT INTO a (x) WITH s AS (SELECT 1) SELECT ? FROM s`, []Stmt{{Kind: Insert, Table: "a", InsertSelect: true, Columns: []Value{col("x", pos(1))}}}},

	// UPDATE and DELETE shapes.
	{"update guard returning", `UPDATE orders SET status = 'shipped', updated_at = now() WHERE id = $1 AND status = 'paid' RETURNING id`, []Stmt{{Kind: Update, Table: "orders", Returning: true, Where: []Pred{eq("id", pos(1)), lit("status", "=")}}}},
	{"update set subquery where", `UPDATE t SET a = (SELECT max(a) FROM u WHERE u.x = 1) WHERE t.id = ?`, []Stmt{{Kind: Update, Table: "t", Where: []Pred{eq("id", pos(1))}}}},
	{"update ops", `UPDATE jobs SET state = 'running' WHERE state IN ('ready', 'retry') AND attempts <= 3 AND locked_by IS NULL AND owner IS NOT NULL AND name LIKE $1 AND id = ANY($2) AND n BETWEEN 1 AND 5 AND m <> $3`, []Stmt{{Kind: Update, Table: "jobs", Where: []Pred{
		lit("state", "in"), lit("attempts", "<="), lit("locked_by", "is null"), lit("owner", "is not null"),
		{Column: "name", Op: "like", Param: pos(1)}, {Column: "id", Op: "= any", Param: pos(2)}, lit("n", "between"), {Column: "m", Op: "<>", Param: pos(3)},
	}}}},
	{"update increments", `UPDATE accounts SET balance = balance + $1, updated_at = now() WHERE id = $2`, []Stmt{{Kind: Update, Table: "accounts", Accumulates: true, Where: []Pred{eq("id", pos(2))}}}},
	{"update qualified increment", "UPDATE `t` SET t.n = t.n - 1 WHERE id = ?", []Stmt{{Kind: Update, Table: "t", Accumulates: true, Where: []Pred{eq("id", pos(1))}}}},
	{"update appends", `UPDATE users SET tags = array_append(tags, $1) WHERE id = $2`, []Stmt{{Kind: Update, Table: "users", Accumulates: true, Where: []Pred{eq("id", pos(2))}}}},
	{"update concatenates", `UPDATE logs SET body = body || $1 WHERE id = $2`, []Stmt{{Kind: Update, Table: "logs", Accumulates: true, Where: []Pred{eq("id", pos(2))}}}},
	{"update coalesce keeps the column", `UPDATE invites SET status = COALESCE($1, status), expires = COALESCE($2, expires) WHERE id = $3`, []Stmt{{Kind: Update, Table: "invites", Where: []Pred{eq("id", pos(3))}}}},
	{"update greatest", `UPDATE cursors SET pos = GREATEST(pos, $1) WHERE id = $2`, []Stmt{{Kind: Update, Table: "cursors", Where: []Pred{eq("id", pos(2))}}}},
	{"update sets values only", `UPDATE users SET name = $1, count_limit = 3 WHERE id = $2 AND count = 1`, []Stmt{{Kind: Update, Table: "users", Where: []Pred{eq("id", pos(2)), lit("count", "=")}}}},
	{"upsert from excluded", `INSERT INTO kv (k, n) VALUES ($1, $2) ON CONFLICT (k) DO UPDATE SET n = EXCLUDED.n`, []Stmt{{Kind: Insert, Table: "kv", Conflict: DoUpdate, ConflictTarget: []string{"k"}, Columns: []Value{col("k", pos(1)), col("n", pos(2))}}}},
	{"upsert adds excluded", `INSERT INTO kv (k, n) VALUES ($1, $2) ON CONFLICT (k) DO UPDATE SET n = kv.n + EXCLUDED.n`, []Stmt{{Kind: Insert, Table: "kv", Conflict: DoUpdate, ConflictTarget: []string{"k"}, Accumulates: true, Columns: []Value{col("k", pos(1)), col("n", pos(2))}}}},
	{"duplicate key increments", `INSERT INTO hits (k, n) VALUES (?, 1) ON DUPLICATE KEY UPDATE n = n + 1`, []Stmt{{Kind: Insert, Table: "hits", Conflict: DuplicateKeyUpdate, Accumulates: true, Columns: []Value{col("k", pos(1)), litCol("n")}}}},
	{"duplicate key from values", `INSERT INTO kv (k, v) VALUES (?, ?) ON DUPLICATE KEY UPDATE v = VALUES(v)`, []Stmt{{Kind: Insert, Table: "kv", Conflict: DuplicateKeyUpdate, Columns: []Value{col("k", pos(1)), col("v", pos(2))}}}},
	{"where or says nothing", `UPDATE t SET a = 1 WHERE id = $1 OR id = $2`, []Stmt{{Kind: Update, Table: "t"}}},
	{"where parentheses", `DELETE FROM t WHERE (a = $1 AND (b = $2)) AND (c = 1 OR d = 2)`, []Stmt{{Kind: Delete, Table: "t", Where: []Pred{eq("a", pos(1)), eq("b", pos(2))}}}},
	{"where reversed", `DELETE FROM t WHERE $1 = id AND 5 < n`, []Stmt{{Kind: Delete, Table: "t", Where: []Pred{eq("id", pos(1)), lit("n", ">")}}}},
	{"where not in and in param", `SELECT * FROM t WHERE a NOT IN (1, 2) AND b IN (?)`, []Stmt{{Kind: Select, Table: "t", Where: []Pred{lit("a", "not in"), {Column: "b", Op: "in", Param: pos(1)}}}}},
	{"update only", `UPDATE ONLY t SET a = 1 WHERE id = $1`, []Stmt{{Kind: Update, Table: "t", Where: []Pred{eq("id", pos(1))}}}},
	{"mysql update ignore order limit", "UPDATE IGNORE `t` SET a = 1 WHERE b = ? ORDER BY id LIMIT 1", []Stmt{{Kind: Update, Table: "t", Where: []Pred{eq("b", pos(1))}}}},
	{"delete returning", `DELETE FROM outbox WHERE id = $1 RETURNING payload`, []Stmt{{Kind: Delete, Table: "outbox", Returning: true, Where: []Pred{eq("id", pos(1))}}}},
	{"mysql multi table delete", `DELETE t1 FROM t1 JOIN t2 ON t1.id = t2.id WHERE t2.k = ?`, []Stmt{{Kind: Delete, Table: "t1", Where: []Pred{eq("k", pos(1))}}}},
	{"delete where current of", `DELETE FROM t WHERE CURRENT OF c`, []Stmt{{Kind: Delete, Table: "t"}}},
	{"where keyword named columns", `SELECT * FROM offsets WHERE partition = $1 AND value = $2`, []Stmt{{Kind: Select, Table: "offsets", Where: []Pred{eq("partition", pos(1)), eq("value", pos(2))}}}},
	{"where is distinct from", `UPDATE t SET a = $1 WHERE a IS DISTINCT FROM $1`, []Stmt{{Kind: Update, Table: "t", Where: []Pred{{Column: "a", Op: "is distinct from", Param: pos(1)}}}}},

	// CTEs.
	{"cte select", `WITH recent AS (SELECT * FROM events WHERE at > now()) SELECT count(*) FROM recent WHERE kind = $1`, []Stmt{{Kind: Select, Table: "recent", CTE: true, Exists: true, Count: true, Where: []Pred{eq("kind", pos(1))}}}},
	{"cte insert claim", `WITH ins AS (INSERT INTO processed (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id) SELECT event_id FROM ins`, []Stmt{{Kind: Insert, Table: "processed", CTE: true, Conflict: DoNothing, Returning: true, Columns: []Value{col("event_id", pos(1))}}}},
	{"cte first writer wins", `WITH a AS (SELECT 1), d AS (DELETE FROM queue WHERE id = $1 RETURNING *), u AS (UPDATE other SET x = 1) INSERT INTO archive SELECT * FROM d`, []Stmt{{Kind: Delete, Table: "queue", CTE: true, Returning: true, Where: []Pred{eq("id", pos(1))}}}},
	{"cte main update", `WITH RECURSIVE ids (id) AS MATERIALIZED (SELECT $1::bigint) UPDATE t SET done = true FROM ids WHERE t.id = ids.id`, []Stmt{{Kind: Update, Table: "t", CTE: true, Where: []Pred{{Column: "id", Op: "="}}}}},
	{"cte bad shape is unknown", `WITH x SELECT 1`, []Stmt{{}}},
}

func TestParse(t *testing.T) {
	for _, c := range parseCases {
		t.Run(c.name, func(t *testing.T) {
			got := Parse(c.sql)
			for i := range got {
				got[i].Set = nil // TestSet checks the assignments
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("Parse(%q)\n got  %s\n want %s", c.sql, dump(got), dump(c.want))
			}
		})
	}
}

// TestSet checks the assignments of UPDATE statements.
func TestSet(t *testing.T) {
	for _, c := range []struct{ sql, want string }{
		{`UPDATE orders SET status = 'paid' WHERE id = $1`, "status=lit"},
		{`UPDATE jobs SET done = true, done_at = $1 WHERE id = $2`, "done=lit done_at=$1"},
		{`UPDATE accounts SET balance = balance + $1 WHERE id = $2`, "balance=expr"},
		{`UPDATE t SET (a, b) = (1, 2)`, ""},
	} {
		var parts []string
		for _, st := range Parse(c.sql) {
			for _, v := range st.Set {
				switch {
				case v.Literal:
					parts = append(parts, v.Column+"=lit")
				case v.Param.Ordinal > 0:
					parts = append(parts, fmt.Sprintf("%s=$%d", v.Column, v.Param.Ordinal))
				default:
					parts = append(parts, v.Column+"=expr")
				}
			}
		}
		if got := strings.Join(parts, " "); got != c.want {
			t.Errorf("Set of %q = %q, want %q", c.sql, got, c.want)
		}
	}
}

func dump(ss []Stmt) string {
	var b strings.Builder
	for _, s := range ss {
		fmt.Fprintf(&b, "\n   %+v", s)
	}
	return b.String()
}

// TestUnlockedPick checks the claims whose rows a subquery picks without
// locking them.
func TestUnlockedPick(t *testing.T) {
	for _, c := range []struct{ sql, want string }{
		{`UPDATE pool AS sp SET status = 'sending' FROM (SELECT id FROM pool WHERE scheduled_time <= NOW() AND status = 'scheduled' LIMIT $1) AS t WHERE sp.id = t.id RETURNING sp.id`, "status"},
		{`UPDATE jobs SET status = 'running', started_at = now() WHERE id = (SELECT id FROM jobs WHERE status = 'queued' ORDER BY id LIMIT 1) RETURNING id`, "status"},
		{`UPDATE jobs SET state = $1 WHERE id IN (SELECT id FROM jobs WHERE state = $2 LIMIT 10) RETURNING id`, "state"},
		// Locked, or the state tested again by the UPDATE: one claimer wins.
		{`UPDATE pool AS sp SET status = 'sending' FROM (SELECT id FROM pool WHERE status = 'scheduled' FOR UPDATE SKIP LOCKED LIMIT $1) AS t WHERE sp.id = t.id RETURNING sp.id`, ""},
		{`UPDATE jobs SET status = 'running' WHERE id IN (SELECT id FROM jobs WHERE status = 'queued' LIMIT 10 FOR UPDATE) RETURNING id`, ""},
		{`UPDATE jobs SET status = 'running' WHERE id IN (SELECT id FROM jobs WHERE status = 'queued' LIMIT 10) AND status = 'queued' RETURNING id`, ""},
		// Another table, or a column the UPDATE does not set: no claim.
		{`UPDATE users SET plan = 'pro' WHERE id IN (SELECT user_id FROM payments WHERE status = 'paid')`, ""},
		{`UPDATE jobs SET priority = 1 WHERE id IN (SELECT id FROM jobs WHERE status = 'queued' LIMIT 10)`, ""},
	} {
		st := Parse(c.sql)[0]
		if st.PickColumn != c.want || st.UnlockedPick != (c.want != "") {
			t.Errorf("Parse(%q): UnlockedPick %v, PickColumn %q; want %q", c.sql, st.UnlockedPick, st.PickColumn, c.want)
		}
	}
}

// TestGuardedUpsert: an upsert whose DO UPDATE has a WHERE touches no row
// when the guard fails; one without a guard, or whose WHERE is the
// conflict target's, always does.
func TestGuardedUpsert(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want bool
	}{
		{`INSERT INTO attempts (id, status) VALUES ($1, 'attempting') ON CONFLICT (id) DO UPDATE SET status = 'attempting' WHERE attempts.status = 'failed' RETURNING 1`, true},
		{`INSERT INTO attempts (id, status) VALUES ($1, 'attempting') ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status RETURNING 1`, false},
		{`INSERT INTO attempts (id, status) VALUES ($1, 'x') ON CONFLICT (id) WHERE deleted_at IS NULL DO UPDATE SET status = 'x'`, false},
		{`INSERT INTO attempts (id) VALUES ($1) ON CONFLICT DO NOTHING`, false},
	} {
		if st := Parse(c.sql)[0]; st.GuardedUpsert != c.want {
			t.Errorf("Parse(%q): GuardedUpsert %v, want %v", c.sql, st.GuardedUpsert, c.want)
		}
	}
	for sql, want := range map[string]bool{
		`INSERT INTO "Lease" (id, "expiresAt") VALUES ($1, now()) ON CONFLICT (id) DO UPDATE SET "expiresAt" = EXCLUDED."expiresAt" WHERE "Lease"."expiresAt" < now() RETURNING id`:                                             true,
		`INSERT INTO attempts (id, status) VALUES ($1, 'a') ON CONFLICT (id) DO UPDATE SET status = 'a' WHERE attempts.status = 'failed' OR (attempts.status = 'a' AND attempts.at < now() - interval '5 minutes') RETURNING 1`: true,
		`INSERT INTO attempts (id, status) VALUES ($1, 'a') ON CONFLICT (id) DO UPDATE SET status = 'a', at = now() WHERE attempts.status = 'failed' RETURNING 1`:                                                               false,
	} {
		if st := Parse(sql)[0]; st.Lease != want {
			t.Errorf("Parse(%q): Lease %v, want %v", sql, st.Lease, want)
		}
	}
}

// TestLockedPick checks the UPDATEs whose rows a locking subquery or CTE
// picks: each statement updates, and returns, rows no other one does.
func TestLockedPick(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want bool
	}{
		{`WITH due AS (SELECT id FROM tokens WHERE next_alert_at IS NULL OR next_alert_at <= NOW() FOR UPDATE SKIP LOCKED LIMIT 100) UPDATE tokens AS t SET next_alert_at = NOW() + INTERVAL '1 day' FROM due WHERE t.id = due.id RETURNING t.id`, true},
		{`UPDATE pool AS sp SET status = 'sending' FROM (SELECT id FROM pool WHERE status = 'scheduled' FOR UPDATE SKIP LOCKED LIMIT $1) AS t WHERE sp.id = t.id RETURNING sp.id`, true},
		{`UPDATE jobs SET status = 'running' WHERE id IN (SELECT id FROM jobs WHERE status = 'queued' LIMIT 10 FOR UPDATE) RETURNING id`, true},
		{`WITH due AS (SELECT id, tenant_id FROM limits WHERE value >= alarm FOR UPDATE SKIP LOCKED) INSERT INTO alerts (limit_id, tenant_id) SELECT id, tenant_id FROM due RETURNING *`, true},
		// No lock, a share lock, or a locking read that is no UPDATE's.
		{`UPDATE pool AS sp SET status = 'sending' FROM (SELECT id FROM pool WHERE status = 'scheduled' LIMIT $1) AS t WHERE sp.id = t.id RETURNING sp.id`, false},
		{`WITH due AS (SELECT id FROM tokens FOR SHARE) UPDATE tokens AS t SET n = 1 FROM due WHERE t.id = due.id`, false},
		{`WITH due AS (SELECT id FROM tokens FOR UPDATE) SELECT * FROM due`, false},
	} {
		if st := Parse(c.sql)[0]; st.LockedPick != c.want {
			t.Errorf("Parse(%q): LockedPick %v, want %v", c.sql, st.LockedPick, c.want)
		}
	}
}

// TestFallback checks the guarded UPDATEs whose statement returns the row
// whether the UPDATE matched or not.
func TestFallback(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want bool
	}{
		{`WITH updated AS (UPDATE "Limit" SET value = 0 WHERE "tenantId" = $1 AND now() - "lastRefill" >= "window"::interval RETURNING *) SELECT * FROM updated UNION ALL SELECT * FROM "Limit" WHERE "tenantId" = $1 AND NOT EXISTS (SELECT 1 FROM updated)`, true},
		{`WITH u AS (UPDATE s.jobs SET state = 'done' WHERE id = $1 AND state = 'running' RETURNING id) SELECT id FROM u UNION SELECT j.id FROM s.jobs j JOIN u ON true WHERE j.id = $1`, true},
		// Only the updated rows come back: the caller learns whether it won.
		{`WITH u AS (UPDATE jobs SET state = 'done' WHERE id = $1 AND state = 'running' RETURNING id) SELECT id FROM u`, false},
		{`WITH u AS (UPDATE jobs SET state = 'done' WHERE id = $1 AND state = 'running' RETURNING id) SELECT id FROM u UNION ALL SELECT id FROM archive WHERE id = $1`, false},
		{`UPDATE jobs SET state = 'done' WHERE id = $1 AND state = 'running'`, false},
	} {
		if st := Parse(c.sql)[0]; st.Fallback != c.want {
			t.Errorf("Parse(%q): Fallback %v, want %v", c.sql, st.Fallback, c.want)
		}
	}
}
