// Package checkthenact defines an Analyzer that reports deduplication checks
// that are not atomic with the write or effect they decide.
//
// # Analyzer checkthenact
//
// checkthenact: report dedup checks that are not atomic with the write they decide
//
// A queue consumer, job or webhook handler is delivered at least once, and
// sometimes twice at the same moment (a visibility timeout, a consumer-group
// rebalance, a lost ack). A handler that first asks "did I already do this?"
// — a SELECT, an EXISTS, a Redis GET — and then records the answer with a
// separate write lets two concurrent deliveries both see "no" and both do
// the work: two emails, two charges.
//
// The analyzer reports a dedup check: a CHECK (a read of a shared store: SQL
// SELECT through database/sql, sqlx or pgx, or built by squirrel or sqlf,
// gorm First/Take/Find/Count,
// xorm Get/Exist/Count/Find, bun Scan/Exists, gobuffalo/pop and ory/pop
// First/Last/Exists (keyed by Where), the MongoDB driver (v1 and v2)
// FindOne/CountDocuments/Find, DynamoDB (aws-sdk-go v2 and v1)
// GetItem/Query/Scan, go-redis (v9 and v8)
// Get/Exists/HGet/SIsMember, redigo's c.Do("GET", key) and the other
// commands by name, or a function of the
// program that returns such a read) whose result decides, through a branch,
// whether the record it looked for is created — an INSERT, an ORM create, a
// SET or SADD of the checked key, an increment of it — and with it any
// EFFECT or non-idempotent write (an increment, an append) the branch
// guards. It reports at the check, with the act and the write as related
// information, and says what the second delivery repeats:
//
//	var seen bool
//	db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, id).Scan(&seen) // db.QueryRowContext decides whether mailer.Send at line 14 runs; two concurrent deliveries can both pass the check and both send the email — claim with INSERT … ON CONFLICT DO NOTHING (INSERT IGNORE on MySQL) and act only if RowsAffected is 1
//	if seen {
//		return nil
//	}
//	mailer.Send(ctx, to)
//	db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, id)
//
// The message names who runs the check twice at once, and what both then
// do. Deliveries, in a function that runs once per delivery (a HANDLER, a
// webhook handler, the body of a receive loop) or in one the package shows
// only such functions reach; requests, in an HTTP handler (a function
// taking an http.ResponseWriter, or gin's, echo's or fiber's request
// context) that is not a HANDLER, or in one only HTTP
// handlers reach; runs, in a periodic job (a cron registration, a
// ticker's loop) or in one only such jobs reach; calls elsewhere (a
// repository method, a function two kinds reach). The act is named by what it is: "both insert the row" (an
// INSERT, an ORM create), "both send the email", "both publish the
// message", "both make the payment call" (the catalog's or a wrapper's
// words for its effect), "both call notify" (an effect with no words, such
// as one marked //idemlint:effect), "both set the key", "both apply
// db.ExecContext" (an increment or an append):
//
//	func (a *api) signup(w http.ResponseWriter, r *http.Request) {
//		err := a.db.Where("email = ?", email).First(&s).Error // a.db.Where(…).First decides whether a.db.Create at line 4 runs; two concurrent requests can both pass the check and both insert the row — claim with Clauses(clause.OnConflict{DoNothing: true}).Create and act only if RowsAffected is 1
//		if errors.Is(err, gorm.ErrRecordNotFound) {
//			a.db.Create(&Signup{Email: email})
//		}
//
// The fix is one atomic statement that both records and tells whether this
// delivery won:
//
//	res, err := db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1) ON CONFLICT DO NOTHING`, id)
//	if err != nil {
//		return err
//	}
//	if n, _ := res.RowsAffected(); n == 0 {
//		return nil // another delivery has it
//	}
//	return mailer.Send(ctx, to)
//
// For go-redis the claim is SetNX (for redigo, c.Do("SET", key, v, "NX")
// with its reply read); for gorm, Clauses(clause.OnConflict{DoNothing:
// true}).Create with RowsAffected; for a status column, a conditional
// UPDATE … WHERE status = 'pending' with RowsAffected.
//
// When the module declares a unique constraint, primary key or unique
// index of the table the INSERT writes that lies within the columns the
// check compares equal to a bound value, and the INSERT binds all of its
// columns, the race cannot create a second row: the loser's INSERT fails
// with a duplicate-key error, which the code returns as a failure (a 500, a
// failed job) for work that is already done. That is reported in a
// category of its own, check-then-insert-unique, at SARIF level note:
//
//	db.QueryRowContext(ctx, `SELECT id FROM users WHERE email = $1`, email).Scan(&id) // db.QueryRowContext decides whether db.ExecContext at line 3 runs; a concurrent duplicate fails on unique index users_email_key and this code returns the error — treat the unique violation (PostgreSQL 23505, MySQL 1062) as already done
//	if errors.Is(err, sql.ErrNoRows) {
//		_, err = db.ExecContext(ctx, `INSERT INTO users (email, name) VALUES ($1, $2)`, email, name)
//	}
//
// and, through gorm, "… — treat gorm.ErrDuplicatedKey (with TranslateError)
// as already done". Where the module declares the table and no uniqueness
// lies within the checked columns, the finding is the usual one, ending in
// what it is about: "…; no unique constraint covers orders (ref)". A
// check and a create through the program's own wrappers, in any package
// (users.ByEmail, then users.Create), are read the same: the wrapper's
// summary carries the columns its check compares and what the schema says
// of the table its create writes.
//
// The schema is what the module itself declares:
//   - its .sql files: migrations (golang-migrate's NNN_name.up.sql, goose's
//     -- +goose Up sections, dbmate, sql-migrate, atlas's migration
//     directory), schema files (sqlc's schema), files embedded with
//     //go:embed; CREATE TABLE with column and table PRIMARY KEY and UNIQUE
//     constraints, CREATE UNIQUE INDEX, ALTER TABLE … ADD [CONSTRAINT …]
//     UNIQUE/PRIMARY KEY, applied in path order with what later files drop
//     (DROP INDEX, DROP CONSTRAINT by name or by the name PostgreSQL or
//     MySQL gives an unnamed one, DROP COLUMN, RENAME TO);
//   - the string literals of its Go files of migrations (a name, or a
//     directory's name, that says migration: miniflux's
//     internal/database/migrations.go, gormigrate's
//     db/migrations/20220608091000_add_tenants_index.go), in the order
//     they appear, read as the .sql files are;
//   - gorm tags (primaryKey, unique, uniqueIndex, uniqueIndex:name shared by
//     fields for a composite index, index:name,unique) and bun tags (pk,
//     unique, unique:group) of the model type the ORM call creates, in any
//     package: tags reach every importer with the type;
//   - xorm tags of the model type an xorm Insert creates, read with xorm's
//     grammar (xorm.io/xorm v1.4.3): pk (several fields: one composite
//     key), unique (an index named after the column), unique(name) shared
//     by the fields that name it, in any case, the column from 'name' or a
//     bare word that is no keyword, extends inlined.
//
// Two shapes that look atomic and are not are reported too:
//
//	db.Where(Processed{ID: id}).FirstOrCreate(&p) // db.Where(…).FirstOrCreate looks the row up and inserts it in two statements; two concurrent deliveries can both insert — …
//	db.ExecContext(ctx, `INSERT INTO processed (id) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM processed WHERE id = $1)`, id) // db.ExecContext inserts WHERE NOT EXISTS without a conflict clause; under READ COMMITTED two concurrent deliveries can both insert — …
//
// A FirstOrCreate is judged against the schema as a check and its create
// are: the columns it looks the row up by (a string condition, or the
// fields a model struct given to Where sets) covered by a uniqueness the
// module declares make it the note-level category (the loser's insert
// fails: "a concurrent duplicate fails on the unique index on Tag.Name and
// this call returns the error — treat gorm.ErrDuplicatedKey (with
// TranslateError) as already done"); a declared model whose uniquenesses
// cover none of them adds "no unique constraint covers pages (site_name,
// key)" (Artalk's pages and users, indexed but not unique).
//
// and a claim UPDATE whose rows a subquery of the same table picks by the
// state the UPDATE changes, when what it claimed is read (RETURNING rows,
// or the rows affected). The subquery locks nothing, so two concurrent
// claimers pick the same rows; the second UPDATE waits for the first and
// then updates them again, since its own WHERE only names the ids:
//
//	db.Query(ctx, `UPDATE pool AS sp SET status = 'sending' FROM (SELECT id FROM pool WHERE status = 'scheduled' LIMIT $1) AS t WHERE sp.id = t.id RETURNING sp.id`, n) // db.Query claims rows of pool that its subquery picks by status without locking them: two concurrent calls can pick the same rows, and the second UPDATE, once the first commits, claims them again, since it does not test status itself — add FOR UPDATE SKIP LOCKED to the subquery, or test status again in the UPDATE's WHERE
//
// It is silent when the subquery locks (FOR UPDATE [SKIP LOCKED]), when the
// UPDATE tests the state column again (AND status = 'scheduled': the second
// claimer then updates nothing), in a serializable transaction or after an
// advisory lock, in a package that imports a SQLite driver (SQLite runs one
// writer at a time: the statement is atomic, in a transaction or not —
// navidrome's plugin task queue), and when nothing reads what the UPDATE claimed (a batch
// change). The subquery is FROM (SELECT …) or a WHERE id = / IN
// (SELECT …); the state is a column the subquery compares with a literal or
// a bound value and the UPDATE sets to one.
//
// A SELECT … FOR UPDATE (or FOR SHARE, SKIP LOCKED or not) run directly on
// a pool of connections — a *sql.DB, a *sqlx.DB, a *pgxpool.Pool — runs
// outside any transaction: it commits when it ends, and its row locks go
// with it, before the caller does anything with the rows (category
// lock-outside-tx):
//
//	rows, err := pool.Query(ctx, `SELECT id FROM deliveries WHERE status = 'pending' LIMIT 10 FOR UPDATE SKIP LOCKED`) // pool.Query locks rows of deliveries with FOR UPDATE outside a transaction: the statement commits when it ends and releases the locks before anything is done with the rows, so two concurrent calls select the same rows — run it in the transaction that updates them, or claim the rows in one statement (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING …)
//
// A query helper that runs the SELECT on the handle it is given (sqlc's
// ClaimX(ctx, db DBTX, …) with emit_methods_with_db_argument) is reported
// at the call that gives it a pool, in this package or another (a fact on
// the helper): "r.queries.ClaimOperators locks rows of v1_operator with
// FOR UPDATE outside a transaction: …". It is silent on a transaction, on
// a handle the analysis cannot tell from one (a DBTX held in a field, a
// parameter its caller does not fill with a pool), and when the locking
// SELECT is a subquery of the statement that changes the rows.
//
// An UPDATE whose count of rows updated decides, where it updated none, a
// create of the same table (update, else insert) is a check too: the
// count says whether the row exists. Two concurrent calls both update
// nothing and both insert. The count is sql.Result.RowsAffected, pgx's
// CommandTag.RowsAffected, gorm's RowsAffected field, or the first result
// of a write whose catalog row says it returns the count (xorm's Update):
//
//	n, err := s.Where("task_id = ?", b.TaskID).Update(b) // s.Where(…).Update decides whether s.Insert at line 3 runs; two concurrent calls can both pass the check and both insert the row — upsert in one statement (INSERT … ON CONFLICT … DO UPDATE, ON DUPLICATE KEY UPDATE on MySQL)
//	if err == nil && n == 0 {
//		_, err = s.Insert(b)
//	}
//
// Not reported there: an insert of another table on the zero side, an
// insert whose unique violation is told apart or that runs the UPDATE
// again when it fails, both in one serializable transaction or after an
// advisory lock of that transaction. An UPDATE
// through SQL text or gorm that tests a state (a literal, IS NULL, or a
// second column the SQL UPDATE sets: WHERE id = ? AND status = ?) and whose
// RowsAffected is read is a CLAIM, and what its losing side inserts is not
// looked at.
//
// A check whose outcome is written into the record the act creates
// whatever it found decides it through data, not a branch, and is reported
// too: two concurrent deliveries both store "not a duplicate".
//
//	var exists bool
//	db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM events WHERE id = $1)`, evt.ID).Scan(&exists) // db.QueryRowContext's outcome is written into the row s.createEvent at line 4 creates; two concurrent deliveries can both read that it is not there and both insert the row — claim with INSERT … ON CONFLICT DO NOTHING (INSERT IGNORE on MySQL) and act only if RowsAffected is 1
//	evt.IsDuplicate = exists
//	return s.createEvent(ctx, evt)
//
// A service that numbers its rows itself — it reads the last number (or a
// count, or a maximum), adds a constant, and creates the next row of the
// same store under the sum — is reported at the read (category
// next-number): two concurrent calls read the same number and both create
// a row under the next, one of them failing on the unique key or both
// sharing the number. The sum reaches the create as an argument, as a
// field of the row it is handed, or through a method called on that row
// (b.SetNumber(last.GetNumber() + 1)):
//
//	last, err := s.lastHook(ctx, h.Repo) // s.lastHook reads the number that s.createHook at line 8 numbers its new row from (plus one); two concurrent requests can both read the same number and both create a row under the next — allocate the number atomically (a database sequence, or UPDATE … SET next = next + 1 … RETURNING on a counter row), or read again and retry when the create fails on the unique key
//	…
//	if last != nil {
//		h.SetNumber(last.Number + 1)
//	}
//	return s.createHook(ctx, h)
//
// Not reported there: a create that reads the number again when it fails
// (a retry loop round the read), whose unique violation is told apart, in
// one serializable transaction with the read or after a lock of it (FOR
// UPDATE, an advisory lock); one statement that numbers the row (INSERT …
// SELECT MAX(n) + 1); an UPDATE of the row read under its old number (an
// optimistic lock); a row created under a fresh random key, whose number
// is data (a reply's depth: its parent's plus one); a sum that only
// formats a message; a create of a table the module declares with no
// uniqueness but its primary key, whose schema lets two rows share the
// number (a sort position: a new tag placed after the last one) — also
// through a helper whose insert runs in the program's transaction callback
// (db.DoTransaction(func(sess) error { _, err := sess.Insert(tag); … })),
// and for xorm tags whose columns' names the engine's mapper decides: what
// is unique does not depend on them.
//
// Not reported:
//   - a command run for its output (os/exec's Output with its result used, a Stdout set to a bytes.Buffer or
//     strings.Builder, a StdoutPipe): it computes a value, as a read does (writefreely generates a collection's
//     key pair with openssl genrsa when the lookup finds none); the write that stores the value is judged alone,
//     here the INSERT under the table's primary key. A command run for what it does (Run with its output left
//     alone, CombinedOutput read to report a failure) is an EFFECT;
//   - code that runs once, decided by what reaches it, never by words in a package path: a command's main or
//     init and the functions only they call (an admin-creating command), and test support (functions taking a
//     *testing.T, every function of a package whose non-test files declare one); the standalone command also
//     follows calls across the module's packages: a function reachable from start-up or tests and from nothing
//     that runs per message or request (a handler, a receive loop, a function taken as a value: a route, a
//     callback) is one-shot (a seed or a subcommand main calls in another package, a cobra RunE or urfave/cli
//     Action, a fixture only tests call). A function put in a table of functions local to main — a map
//     literal of them, or of structs holding them (commands := map[string]struct{run func(…)}{…}) — whose
//     values main only looks up or ranges over and calls is called from main, in one package and across
//     packages: start-up. So is a function the standalone command sees stored into a func field of a struct
//     type of the module that the module's code only calls or compares with nil (main's
//     dispatch(args, subcommands{restore: seed.Restore}) calling c.restore): it runs where the field's readers
//     run, and a route that calls such a field makes what is stored there per request; so is a function passed
//     to a func parameter that its callee keeps in such a field (a migration an init adds to a registry that
//     main's migrate step applies). A function taken as a value by test code is test code. A table whose values go anywhere else (a registration, a goroutine) holds
//     callbacks. On a run over part of the module (idemlint ./internal/services), the
//     exported functions of the packages named are not one-shot because a test reaches them: what calls them
//     (a handler of another package) may be outside the view, and the run reports what ./... reports there.
//     A handler or a receive loop in a command's main is examined as usual;
//   - a branch on a field of a local record that the check's result reaches only through a call given the
//     record's address and nothing the check read (updateDone(&ot, t), mergo.Merge(&ot, t, mergo.WithOverride),
//     ot.updateAssignees(s)) after the result was stored into another of its fields (ot.Reminders = reminders):
//     the call may write the field tested, not from the check (a call whose result the branch uses, or that is
//     given the check's result, still carries it; an error test is read as before);
//   - a write or effect the check's branch does not decide: one reached around the branch as well (if err != nil
//     && err != sql.ErrNoRows { return err } tolerates a missing row; the insert after it runs whether the row was
//     found, err == nil skipping the ErrNoRows test, or not);
//   - the act is itself a CLAIM whose outcome is read (the check is then only an optimisation), a DELETE whose rows
//     affected is read included: it consumes the row (a one-time token) atomically. A helper that branches on its
//     claim's rows affected itself and returns nothing of it (it answers 409 when `UPDATE … WHERE status = 'pending'`
//     moved no row) reads it for its callers;
//   - the act is a program function that looks up the table it then writes (a get-or-create): its own race is
//     reported inside it, and a caller's lookup before it is not reported again. So is a table among several the act
//     creates that it looks up itself before each create of it, and the one table a create helper writes when it
//     validates first (gogs's UsersStore.Create: the username and the email looked up, an error returned when either
//     is taken, then the INSERT; the handler's GetUserByUsername before CreateUser): a question's tags, each found or created by
//     AddQuestion, are decided by AddQuestion's lookups, not by a validator that read the tags before the call
//     (`errs, err := s.CheckAddQuestion(ctx, req)`, `if len(errs) > 0 { return }`, `s.AddQuestion(ctx, req)`).
//     Where both lookups' columns are known, they must share one: a user found by email and created by a helper
//     that only looks a free username up is still reported;
//   - a create whose failure goes round a loop to the same lookup again (a retry loop: the insert failed, `continue`,
//     the row a concurrent delivery created is found), unless the lookup's arguments change with the loop (a range
//     over items, each looked up once), or whose failure side makes the same lookup again, with the same key
//     (`if s.urlExists(url) { return ErrDuplicate }` after the INSERT failed as before it);
//   - check and write run in one transaction opened with serializable isolation (sql.LevelSerializable, pgx.Serializable),
//     also when a program helper opens it (withSerializableTx(ctx, func(tx) error {…})), or in one transaction of a
//     package that imports a SQLite driver (modernc.org/sqlite, mattn/go-sqlite3, ncruces/go-sqlite3, glebarez/go-sqlite),
//     whose transactions are serializable;
//   - check and write run in one transaction after pg_advisory_xact_lock or GET_LOCK (the check made directly
//     on the transaction or on a handle built from it: sqlc's New(tx)), or on one dedicated
//     connection (sql.DB.Conn, sqlx.DB.Connx, pgxpool.Pool.Acquire) after a session lock (GET_LOCK, pg_advisory_lock);
//   - check and write run in one transaction after a FOR UPDATE read of another table's row by a value the check
//     binds too (the user's row, then the user's activities: session.ID(userID).ForUpdate().Get(&u), then
//     And(builder.Eq{"user_id": add.UserID}).Get(&a) where add.UserID was set from userID): the parent row
//     serialises the pair as an advisory lock would; a FOR SHARE read, or one of another key, does not;
//   - the check is SELECT … FOR UPDATE/FOR SHARE, gorm Clauses(clause.Locking{Strength: "UPDATE"|"SHARE"}),
//     xorm's ForUpdate() or bun's For("UPDATE"), and the branch tests a value of the locked row, not whether it
//     exists (xorm's found bool of a ForUpdate read tests existence: still reported);
//   - the write's error is tested for a unique violation (pgconn code, go-sql-driver/mysql MySQLError.Number,
//     lib/pq Error.Code, mattn/go-sqlite3 ExtendedCode or ErrConstraintUnique, gorm.ErrDuplicatedKey, a helper
//     that tests one — its bool result, or the last of its results when it is true only past the test that
//     found one (winner, handled := resolveDuplicate(ctx, err)) —, strings.Contains or HasPrefix of err.Error() with a driver's duplicate-key message, or
//     errors.Is / == with the program's own error that the write returns for one) and treated as done — also by
//     the callers of a closure that returns the write's error, when every call of it tests that error or
//     returns it from a transaction's callback whose caller does (a find-or-create closure run in a
//     transaction and, without one, directly, with the winner read back on a unique violation). Except a
//     create through a helper under a key it mints, where the module's schema declares the table, the create
//     binds no uniqueness but that one column's and leaves no column of a composite uniqueness to its default,
//     and no uniqueness lies within the columns the check looked up: the violation told apart is the minted
//     key's, never this race's duplicate, and it is reported as above, with "no unique constraint covers …";
//   - a go-redis check inside Watch, whose transaction fails if the key changed;
//   - FOR UPDATE SKIP LOCKED batches;
//   - a read of the table an earlier create of the function writes, run only where that create failed (the
//     insert fails on a unique time, the savepoint is rolled back, the latest row is read and the insert tried
//     again one later): it recovers from a race the database already reported;
//   - a cache-aside fill: a Redis GET miss followed by a SET of the same key that guards no effect;
//   - a counter in another store under a constant key (h.cache.BumpVersion(ctx, "feed"): a cache version)
//     after the check: it counts no entity the check looked for, and the check is judged by the row it
//     decides (a counter keyed by what the message names, balance:<account>, is still an act);
//   - a lookup that validates (ownership, a 404, a state that permits the change) and then updates or deletes
//     the row found, whatever the condition (`err != nil || x.OwnerID != id`): updates, deletes and effects on
//     the side where the row exists act on it; they do not create what the check looked for;
//   - a test of what the row holds on the side where an earlier test found it (`if existing.ID == 0 { return }
//     else if !isAdmin(existing.Owner) { return }`, the caller's own row read to authorise the request): a
//     create there is of another row, and is reported only when it records an effect of the same branch;
//   - a comparison of the row read with a value the function holds (x.ProjectID != projectID, n >= limit):
//     ownership or a quota, not "was this done";
//   - a read that only validates input: nothing of the same table or key is created where the branch decides;
//   - guarded acts that are all idempotent — upserts (ON CONFLICT DO UPDATE, ON DUPLICATE KEY UPDATE, gorm
//     and pop Save, clause.OnConflict with updates), insert-or-ignore whose outcome nobody reads, set-to-value
//     UPDATEs and DELETEs, object-store writes (an S3 PutObject after a HeadObject, a blob WriteAll after
//     Exists: the second overwrites the first with one object) — with no EFFECT, directly or through a
//     wrapper that also reads;
//   - a read that looks up no key (MAX, a whole-table count, LIMIT 1 without WHERE, a gorm Count with no
//     condition), and INSERT … WHERE NOT EXISTS whose guard has no bind parameter (a seed: "insert unless the
//     table has a row");
//   - a key minted in the function before the check (INSERT … RETURNING id, an ORM create, a RANDOM SOURCE),
//     and a write that creates a new row under a key minted on the spot from a RANDOM SOURCE in the column the
//     check looked up (a new session after none was found under the cookie's id), here or in a wrapper: no
//     other delivery holds it. So does an id the database assigned, taken from a helper that creates a row to get
//     it (an id table's next value, formatted: `c.ID, err = r.uniqueIDRepo.GenUniqueIDStr(ctx, "comment")`) and
//     stored into the id field of the struct an ORM create writes: a comment created after a lookup of the
//     question it comments on is a new row. A random id in another column than the checked one (a new user's
//     uuid, checked by email; an ORM row's ID when the read named its `external_id`; a helper's read whose one
//     column is not the id) exempts nothing;
//   - a check whose value, not its outcome, goes into the new row (a reply's depth from its parent's);
//   - an atomic relative update of the row the check read (SELECT status FROM jobs WHERE id = $1, then UPDATE jobs
//     SET attempts = attempts + 1 WHERE id = $1; through gorm, UpdateColumn("attempts", gorm.Expr("attempts + ?", 1))
//     by the id read or of the value read): it counts every run on purpose, and the check guards no duplicate of
//     it (SPEC: not a dedup act). A relative update of another row or table that a dedup check decides (credit
//     the account once per payment) is still reported, and so is one of the row read that comes with an EFFECT:
//     the effect is the act, and the update its count (sent_count + 1 beside the email);
//   - a check of the row the function inserted a moment before, on every path to the check (INSERT INTO orders
//     (id, …) VALUES ($1, …), then SELECT status FROM orders WHERE id = $1): the row is this call's own, and
//     another caller's INSERT of the key fails or makes a row of its own whatever the check reads; an ORM create
//     whose new row's id the check then reads mints the key (above). An INSERT on one branch only exempts nothing;
//   - a lazy create of a singleton under a fixed key (SELECT … FROM settings WHERE id = 1, First(&settings, 1),
//     Where("id = ?", 1), then a create when missing): every caller looks up the same constant, so two racers both
//     insert it and the second fails on the primary key; gorm, bun and xorm conditions that bind only constants
//     look no key up, as SQL text with only literals does, and neither does an xorm bean with no field set
//     (Get(&settings)), nor does an ent query whose generated predicates compare only with constants
//     (Query().Where(group.ID(1)).First, node.TypeEQ(node.TypeMaster): Cloudreve's default rows, seeded when
//     missing). A row per tenant or user, looked up by a value, is reported;
//   - INSERT … SELECT … WHERE NOT EXISTS whose guard reads another table (a tombstone list);
//   - `if err != nil { return err }` after a read: failing is not a decision;
//   - code in _test.go files, where no broker redelivers.
//
// Not reported either: a check and its act inside one critical section of
// a sync.Mutex (or an RWMutex's write lock) held to the function's return,
// directly or around the transaction whose callback holds them, in a
// function that is no message handler or periodic job: the program
// serialises its own calls there (whether the service runs on several
// replicas is the deployment's concern, which the code does not show).
//
// Still reported: SELECT … FOR UPDATE whose branch tests "no row" (a
// missing row locks nothing); a sync.Mutex in a message handler or a
// periodic job (a redelivery reaches another consumer, a job runs on every
// replica), or one released between the check and the act; a lock with a
// TTL around the pair (it says the job runs now, not that it already ran).
//
// Decisions:
//   - A check is a dedup check only when the branch it decides creates (or
//     increments) something of the same table (SQL, or an ORM model type) or
//     the same Redis key it read, or, for a status read, when the branch
//     takes the row over with an unconditional UPDATE or Save and goes on to
//     an EFFECT (a stale-claim takeover whose rows affected are not read), or
//     sends the EFFECT and then sets the row it read (paid read false, the
//     payment made, then UPDATE … SET paid = true: two concurrent requests
//     both pay). A branch on a boolean read from the row (SELECT paid …,
//     b.IsLocation) takes its true side as "found": a create on that side
//     (a child under a parent that must be a location) acts on the row
//     found, and only an EFFECT followed by an UPDATE of the same row on
//     the false side is the status race.
//     A check deciding only an effect, with the record written elsewhere,
//     is not reported: it is indistinguishable from input validation (a
//     blocking row not found, the work goes on).
//   - A guarded UPDATE (WHERE … AND latest = true) is a CLAIM only when its
//     rows affected decide something: returned, kept, or tested by a branch
//     one side of which returns or calls something the other does not. A
//     count read only to log it decides nothing, and the UPDATE is a WRITE:
//     a wrapper that demotes the previous version and then inserts the new
//     one creates, and a check before it is paired with it.
//   - Every WRITE has a mode from its SQL text or its catalog row: creates
//     (INSERT, ORM Create, Redis SET/HSET/SADD/ZADD), upserts (ON CONFLICT,
//     ON DUPLICATE KEY UPDATE, REPLACE, gorm and pop Save, clause.OnConflict,
//     an object written to a blob store),
//     sets (UPDATE … SET col = value, gorm Update/Updates, bun and ent
//     updates), deletes, accumulates (UPDATE … SET n = n + 1,
//     gorm.Expr("n + ?"), INCR, HINCRBY, LPUSH/RPUSH). A wrapper's mode is the strongest
//     of its writes (accumulates, then creates, then upserts, then sets
//     and deletes); through an interface, the weakest of its implementations.
//   - gorm Save is an upsert: it updates the row with the value's primary
//     key and inserts it otherwise, so saving one value twice leaves one
//     row. A dedup table whose key is an autoincrement id saved with Save is
//     missed.
//   - An upsert that adds to a counter on conflict (ON CONFLICT DO UPDATE SET
//     n = t.n + 1) is still an upsert: naturally idempotent.
//   - A comparison of the value read with a value that is neither constant
//     nor read by the check is validation (ownership, a quota, a content
//     hash): not a decision. A comparison with a constant (status =
//     'sent'), nil, zero or a not-found sentinel decides, and so does one
//     with a cutoff computed from the clock (sentAt > now - 10m: a mute
//     window, a time-window dedup). An ordered comparison with a constant
//     other than zero is a cap on a count: it is reported only when the
//     side under the cap runs an EFFECT and records the count it caps
//     (sentCount >= 3 gating the email and sent_count + 1); a rate limit
//     (wrongAttempts >= 10 guarding only the increment) or a quota
//     (len(members) >= 5 guarding an upsert) is not.
//   - A wrapper whose writes touch several tables lists the tables it
//     creates rows in (an order, and the stock it takes or line items of a
//     table not known): a check of any of them pairs with the call; and a
//     wrapper whose reads touch several tables (a row and what it loads
//     with it: an order's lines, ent's eager-loaded edges, whose generated
//     queries read the edge's table too) lists the tables it reads: a
//     create of a row of any of them pairs with its check (an update or a
//     delete does not: which of the rows read it settles is not known). What
//     the schema says is carried per table: a check of one of them is
//     read against that table's uniquenesses (a feed created with its
//     entries, checked by feeds (user_id, feed_url), fails on the feeds'
//     unique constraint), a table whose creates disagree carries none.
//   - A check decides through data when a boolean computed from what it
//     read (found, a duplicate, a count above zero) reaches the row the act
//     creates, as an argument or a field of the record handed over; the
//     value read itself (a parent's depth) decides nothing.
//   - A wrapper whose every create tests its own unique violation and
//     treats it as done (returns nil, or the winner's row read back) makes
//     a check before the call only an optimisation. One that hands the
//     violation on as an error (`return ErrAlreadyExists`, `err =
//     fmt.Errorf("%w: %w", ErrConflict, err)`, the driver's error) does
//     not handle it: its callers' check-then-create is reported unless
//     they test that error, or their check's found side returns that same
//     error (a duplicate then ends as a found row does: startRun's
//     errRunInProgress). distr's GetOrCreateArtifact answered 500 to the
//     loser of two concurrent pushes of a new artifact that way.
//   - A store helper that maps a duplicate key to an error variable of the
//     program (woodpecker's wrapInsert: `if strings.Contains(msg,
//     "duplicate key") || … { return types.ErrInsertDuplicateDetected }`)
//     gives the writes that return its result that error as their
//     unique violation (a fact, carried through the calls that return the
//     error, and through an interface whose implementations agree): a
//     caller's errors.Is(err, types.ErrInsertDuplicateDetected), or ==,
//     after that write tests for one, wherever the variable is declared.
//     A message matches when it contains, in any case, a part of a
//     driver's duplicate-key message that names that error alone
//     (PostgreSQL's "duplicate key", "unique constraint", unique_violation,
//     "SQLSTATE 23505"; MySQL's "Duplicate entry", "Error 1062"; SQLite's
//     "UNIQUE constraint failed"), in text computed from an error's Error
//     method: "constraint" alone (a foreign key, a check) and the words in
//     a name the program was handed are not one.
//   - sqlc's nullable update (SET status = COALESCE($1, status)) sets a
//     value; only a column computed from itself by arithmetic, ||, or an
//     append function accumulates.
//   - A program function that calls its func parameter with a transaction it
//     began and commits, or hands it (or a closure calling it) to a TxFunc,
//     is a TxFunc for its callers (a fact), with that transaction's isolation.
//   - "Decides" is control dependence approximated without path
//     enumeration: the write is reachable from one side of the branch and
//     not from the other, within one iteration of any loop.
//   - An INSERT … ON CONFLICT DO NOTHING whose result nobody reads is a
//     plain write here: nobody learns whether this call won.
//   - An existence test is read by its polarity (err == sql.ErrNoRows,
//     x == nil, n > 0, a boolean from an existence read): a dedup creates
//     where nothing was found, or DELETEs the row found and then acts (a
//     one-time token two deliveries can both hold); an UPDATE of the row
//     found is validation, and not reported. A wrapper that reads the row
//     with its relations (the authorization and its client) names no one
//     table; the DELETE of the row it returned (tx.Destroy(a), whose ORM
//     model is the type the wrapper returns) is still its consumption —
//     unless the transaction that deletes it reads it again first, a read
//     of its table or a call that returns a row of that type (a helper that
//     locks it FOR UPDATE): that read decides the delete. The DELETE consumes what the check found only when it
//     deletes that row (the same key, or a value the check returned: Delete(ctx, shareCode)), and only when the
//     effect and the DELETE are on one path: a single-table store's other item (the session's record deleted
//     after an LPA was read), or a code recalled on one action and a new one mailed on another, is no
//     consumption. Nor is a read whose error test tells only its failure (a list query, err != nil): what it
//     read is the work's input and the DELETE after the work clean-up (gogs's UploadRepoFiles reads the uploads
//     the request names, commits them with git, then deletes them).
//   - A wrapper's read that locks its rows (FOR UPDATE in its SQL text, pop's
//     RawQuery text included, or a gorm Locking clause) is no dedup check
//     for its callers: the lock, which they cannot see, decides.
//   - An act that several checks decide (a lookup by handle misses, then one
//     by actor misses, then the INSERT) is reported once, at the check the
//     others come before: the race is the last lookup's, and what it says
//     of the record (the unique key the insert then fails on) is the one
//     that holds.
//   - A FirstOrCreate inside a program wrapper is reported once, inside the
//     wrapper, not again at each caller. An adapter that hands the
//     caller's model on (statping's Db.FirstOrCreate(out, where...)) names
//     no table and no key: it is not reported, nor are its callers.
//   - The found side may be written err == nil when the read reports a
//     missing row by its error: QueryRow's Scan, sqlx Get, pgx QueryRow,
//     gorm First/Take/Last, go-redis Get, or a wrapper that returns such an
//     error or the program's own not-found error. The program's own
//     not-found errors are the package-level variables a function returns
//     where it tests for a library's (`if errors.Is(err, sql.ErrNoRows) {
//     return nil, ErrNotFound }`, also wrapped with %w), wherever they are
//     declared; callers' errors.Is(err, ErrNotFound) and == tests read them.
//     A wrapper that turns a missing row into nil, nil reports nothing by
//     its error, and err == nil after it decides nothing. A wrapper that
//     fills a local with the row and returns it, dropping the error
//     (b := Bounty{}; db.Where("id", id).Find(&b); return b), returns the
//     read: its callers' tests of the row's fields decide as the read's own.
//   - A closure run at a call — by a TxFunc (db.Transaction(func…)), by
//     go-redis Pipelined or TxPipelined, by a retry helper (cenkalti/backoff Retry,
//     retry-go Do, go-retry Do), or by a program helper that calls
//     its func parameter (withReadTx, retry) — does its work at that call:
//     a check outside and a create inside are a pair, and a read inside
//     that hands its result back through a captured variable is a check at
//     the call. MULTI/EXEC makes queued commands atomic with one another,
//     not with a read made before it.
//   - Methods of generic types, generic functions, and method values
//     (apply := s.upsert) find the summaries of the function they denote.
//     A generic function that calls a method of its type parameter is
//     summarised for the instance a call names: querierAll[…,
//     *DeliveryQuery] reads the deliveries table, not every table whose
//     query type has the method.
//   - Generated ORM code is seen through as code: a call of an interface
//     method on a value of a func type with that method (ent's
//     QuerierFunc, http.HandlerFunc) runs the func; the table of a read or
//     write is the one named where its query spec or selector was built
//     (sqlgraph.NewQuerySpec(delivery.Table, …), builder.Table(…)); an
//     error type the package builds where a read found nothing (ent's
//     NotFoundError on len(nodes) == 0) or where a unique test holds (its
//     ConstraintError) is that outcome, and so are its tests (ent.IsNotFound,
//     ent.IsConstraintError: any constraint, which a second create breaks
//     as well); a builder method that adds ON CONFLICT DO NOTHING makes the
//     create run on its chain a claim (….OnConflictColumns(…).DoNothing().ID(ctx)).
//   - A wrapper that both reads and writes (get-or-create) is a write for
//     its callers; its own race is reported inside it. A wrapper reading or
//     writing several tables has no single table, and is paired only by
//     the tables it lists.
//   - A claim on another table than the check's does not make the check
//     atomic.
//   - Schema (check-then-insert-unique): the .sql files and the ent
//     schema's Go files (migrate/schema.go, a schema directory's) are read from the
//     module root, found by walking up from the package's directory to a
//     go.mod (never above the directory where the package's import path
//     runs out, so that a GOPATH tree has none), skipping vendor, testdata,
//     node_modules, hidden directories and nested modules, and from the
//     package's own //go:embed patterns. Reading files, not facts, carries
//     a schema declared in one package to every other under every driver
//     (go vet and golangci-lint included: they run in the module's tree);
//     the files are read once per package, and only when a finding is about
//     to be reported.
//   - A table the SQL text creates is taken from the SQL text alone, whatever
//     an ORM model's tags say: the migration made the table. A model whose
//     table the SQL text does not create has the uniquenesses of its tags
//     (and of ALTER TABLE or CREATE UNIQUE INDEX text on that table); it
//     declares its schema when any of its fields has a gorm or bun tag.
//   - An ORM model's table is its TableName method's constant (declared in
//     the package analysed, or in another package of the module, whose
//     source is read for the one statement return "name" or return of a
//     constant), a bun table: tag, or else the snake_case plural of its
//     name, gorm's and bun's default.
//   - ent: the generated migrate/schema.go (a column's Unique: true, the
//     PrimaryKey, an index's Unique: true, by the table's Name) and else the
//     schema sources, Go files of a directory named schema read as text:
//     Fields() (field.….Unique(), StorageKey, the id field or ent's default
//     id, the primary key), Indexes() (index.Fields(…).Unique(), named
//     <type>_<columns> as ent names them, or its StorageKey; an Edges(…)
//     part by the edge's Field), Mixin() (a mixin declared there; ent's
//     own declare nothing unique), Edges(): Unique() on an edge is its
//     cardinality, so an edge's Field is a unique column only for a
//     one-to-one edge (an inverse edge whose referenced edge is Unique()
//     too); a many-to-one edge's Field is not unique. The table is the
//     entsql.Annotation's Table or the snake_case plural of the type's
//     name. A CREATE TABLE of the table in the module's SQL text (ent's
//     versioned migrations) is taken instead; its CREATE UNIQUE INDEX and
//     ALTER TABLE add to either. An ent check's columns are those its Where(…) predicates
//     compare equal to a bound value (user.Email(e), user.EmailEQ(e),
//     through user.And; an Or or Not, or a predicate not made by the
//     generated functions at the call, makes them unknown), by the entity
//     package's Field constants; an ent create binds the columns its
//     Set…(…) calls name (SetEmail → email, SetID → id), the builders
//     chained from the client in the same function (c.User.Create().…).
//     "No unique constraint covers" is said only when every checked column
//     is declared by migrate/schema.go, or by a schema type read in full
//     and not bound to an edge whose cardinality the sources do not say.
//   - MongoDB: a collection is the table. Its name is the constant
//     Database.Collection was given, where the operation's collection is
//     built (directly, or through a helper of the program whose argument
//     is the name: c.collection(ColUsers)), or in every value the package
//     stores in the struct field or variable it is loaded from (a
//     repository whose constructor sets orders: db.Collection("orders");
//     an option that stores a caller's collection there does not count). A
//     field the package never assigns directly (filled through a pointer
//     to it, for name, p := range map[string]**mongo.Collection{…}) is a
//     collection of its own, whatever its name. A collection only handed
//     in by parameters, or of several names, pairs with nothing. A read's filter is its conditions: the constant keys of a
//     bson.M or bson.D literal whose value the function holds are the
//     columns compared equal (an operator document as a value is a
//     condition but no equality; an operator key at the top, $or, makes
//     the columns unknown); a filter of constants only, or one not built
//     by a literal in the function, looks no key up. FindOne reports a
//     missing document as mongo.ErrNoDocuments. InsertOne and InsertMany
//     create; the duplicate-key test is mongo.IsDuplicateKeyError, and the
//     fix named is a unique index with it.
//     UpdateOne, UpdateMany, ReplaceOne and FindOneAndUpdate set, the
//     deletes remove; an update's $inc is read as a set, not as an
//     increment (a counter bumped after a lookup of the entity it counts
//     is most often the entity's validation, not a dedup decision). An update is a claim when its filter tests a state
//     besides one identity (two fields, or a field against a constant or
//     an operator: {"_id": id, "status": "pending"}) and the caller reads
//     how many it modified (ModifiedCount, MatchedCount) or, for
//     FindOneAndUpdate and FindOneAndReplace, whether a document came
//     back; an upsert is a claim when the caller reads its UpsertedCount.
//     An update that matched nothing deciding an insert of its collection
//     is reported with "upsert in one call (UpdateOne with the upsert
//     option, $setOnInsert for the new document's fields)". Unique indexes
//     the program creates (Indexes().CreateOne) are not read. A FindOne
//     whose ErrNoDocuments decides an InsertOne of its collection is
//     reported as "events.FindOne decides whether events.InsertOne at
//     line 26 runs; two concurrent calls can both pass the check and both
//     insert the row — claim with a unique index on the key and InsertOne,
//     treating mongo.IsDuplicateKeyError as already done".
//   - DynamoDB (aws-sdk-go v2's *dynamodb.Client, v1's *dynamodb.DynamoDB
//     and its WithContext methods): each operation's request struct, when
//     the function builds it (&dynamodb.GetItemInput{…}, fields assigned
//     after the literal included), names the table (TableName: a constant
//     through aws.String, or the string field or variable it is loaded
//     from — its one constant, or the field itself when it is set from
//     configuration), the item (the attribute names of a Key map literal
//     are the columns, its first value the function holds the key; a key
//     from attributevalue.MarshalMap(k) is k) and the condition. GetItem
//     reports a missing item by a nil Item: `out.Item == nil` and
//     `len(out.Item) == 0` test for none. A PutItem without a
//     ConditionExpression replaces the item: it is an upsert, which fails
//     for nobody. A PutItem under attribute_not_exists(…), and any write
//     under another condition (or one the expression package built), is a
//     claim when its error is read: the loser fails with
//     ConditionalCheckFailedException (errors.As on the v2 type, or the
//     v1 code compared with dynamodb.ErrCodeConditionalCheckFailedException),
//     and a check before it is only an optimisation. A transaction
//     (TransactWriteItems) is a claim when one of its items has a
//     condition. A GetItem that finds no item, then an effect and a
//     PutItem of the same table is reported as "c.db.GetItem decides
//     whether c.send at line 41 runs; two concurrent calls can both pass
//     the check and both send the email — claim the item with PutItem and
//     ConditionExpression attribute_not_exists(…) before acting, treating
//     ConditionalCheckFailedException as already done". A GetItem then an
//     unconditional PutItem of the same item, with nothing else decided,
//     writes the same item twice: not reported. A request struct built in
//     another function, a table handed in by a parameter, and the
//     guregu/dynamo wrapper are not read.
//   - An upsert of the table a check found nothing in (INSERT … ON
//     CONFLICT DO UPDATE, a DynamoDB PutItem without a condition), on the
//     side where the check found nothing and beside an effect there,
//     records what the check looked for: two concurrent deliveries both
//     find nothing, neither upsert fails, both run the effect. An upsert
//     alone, with no effect decided, is not reported.
//   - xorm reads take their bean's non-zero fields as conditions: the
//     values the function stores into a bean it builds are the read's key
//     (Get(&Event{ID: id}) looks id up), as gorm's inline conditions are,
//     and the fields set before the read are its columns (Get(&Star{0, u,
//     r}): uid and repo_id; a field set after it, iu.IsMentioned = true
//     before an Update, is none). xorm before v1 (v0.8's Get(bean)) is
//     read the same way.
//     Session.Begin returns only an error: the session it is called on is
//     the transaction its reads and writes run in until Commit.
//   - The check's columns are those its SQL's top-level WHERE, or gorm's,
//     bun's and xorm's Where(…) (xorm's And(…) too) and inline conditions
//     (a model struct given to Where counts by the fields it sets to a
//     value that may not be zero before the read, as gorm reads it:
//     Where(&User{Email: e}) is email; s := Session{…}; Where(&s) too),
//     on the library's handle or on the program's interface over it
//     (gogs's Engine: e.Where(…).Get(…), when every implementation the
//     package imports is the library's) (xorm's
//     builder.Eq{"user_id": u}: the constant keys of the literal, built in
//     the function or returned by a function of the package; a key added
//     on one path only makes them unknown), compare equal to a bound
//     value (AND-connected; Or and Not conditions make them unknown; a
//     value case-folded, username = LOWER($1), is bound too: two racers
//     with one input insert one folded value). A
//     uniqueness covers the check when its columns are among them; it makes
//     the INSERT fail when the INSERT names all of its columns (an SQL
//     column list, a case-folded value such as VALUES (LOWER($1), …)
//     included; for an ORM create, the model's fields). An integer
//     primary key of an ORM model, which the database assigns, does not.
//   - The note is given only when the INSERT is the whole act the check
//     decides: an EFFECT or an increment besides it runs twice before, or
//     whatever, the loser's INSERT fails, and is reported as before.
//   - "No unique constraint covers" is said only of a table the module
//     declares (a CREATE TABLE read, or a tagged model), and when no
//     uniqueness at all lies within the checked columns; a covering one
//     the INSERT leaves to the database (a serial id) says nothing.
//   - gorm's convention that a field named ID is the primary key is not a
//     declaration: the table may be made by migrations that say otherwise.
//     Several primaryKey (bun: pk) fields make one composite key
//     ("the primary key of Setting (key, user_id)"): a check of one of
//     them is not covered.
//   - xorm: a column no tag names is named by the engine's mapper, which
//     the program may set (SnakeMapper by default: UserID → user_i_d;
//     GonicMapper: user_id; SameMapper: UserID). Where the package, or a
//     package it imports, sets one (engine.SetMapper(names.GonicMapper{})
//     or SetColumnMapper, xorm.io/xorm/names or xorm.io/core's mappers),
//     and all it sets agree, columns are named by that mapper; otherwise
//     a name is taken only when every mapper agrees on it (no capital
//     after the first letter: Email → email); a
//     uniqueness with another mapper-named column, an untagged ID int64
//     (xorm's autoincrement key) included, is not claimed, and then
//     nothing is said of what does not cover the check. The table is the
//     constant a TableName method returns (as above), or
//     else named after the type in messages (the mapper's name is not
//     looked up in the SQL text); a message names a unique index as the
//     database does, UQE_<table>_<name>, when the table is known. A type
//     with a TableIndices method, tags xorm fails on (a comma outside
//     parentheses) or extends with a prefix declares nothing; a <- field
//     is not inserted.
//   - Who runs the check twice is decided within the package: a function
//     that handlers and HTTP handlers both reach, or that the package shows
//     no handler reaching (an exported repository method, whatever calls it
//     from another package), says calls. A webhook handler is a HANDLER:
//     its sender redelivers, so deliveries.
//
// The act may be a call of the function's func parameter: a scheduler's
// runJob(name, fn) reads the job's row, returns when it already ran, calls
// fn and marks the row. Such a call is what every function passed for the
// parameter agrees on (as an interface call is what its implementations
// agree on), when the package shows every call: the function is
// unexported (or in a command), not generic, not reachable through an
// interface call, and its non-test code only calls it, each call passing
// a function of the package or its own func parameter, whose callers are
// followed the same way (register(spec, name, fn) handing fn to runJob).
// Fakes passed in test files do not count:
//
//	func (s *Scheduler) runOnce(name string, fn func() error) {
//		var j Job
//		s.db.Where("name = ?", name).First(&j) // s.db.Where(…).First decides whether fn at line 7 runs; two concurrent runs can both pass the check and both send the email — claim with Clauses(clause.OnConflict{DoNothing: true}).Create and act only if RowsAffected is 1
//		if j.Status == "sent" {
//			return
//		}
//		fn()
//		s.db.Model(&j).Update("status", "sent")
//	}
//
//	s.c.AddFunc("@daily", func() { s.runOnce("digest", s.sendDigest) }) // sendDigest sends an email
//
// Silent where one caller passes a function that does nothing the model
// knows (the call may be it), where the function is exported (another
// package may pass anything), or where it is taken as a value. The
// standalone command also follows an exported function of an internal
// package of the module (main passing its closures to the scheduler's
// RegisterJob, which hands them to runJob): what every call in the
// module's other packages passes, when none of them takes the function as
// a value and no package it did not analyse selects its name. The vet
// tool and golangci-lint see one package and resolve nothing there.
//
// Limitations: checks and acts must meet in one function (either may be
// inside a wrapper of the program, seen through facts, a closure run at
// a call, or a function passed for a func parameter the function calls); SQL text built at run time, other than by concatenation,
// fmt.Sprintf with a constant format, a function of the package that
// returns text built from text arguments (a table-prefix helper:
// tenant("tags")) and the chains of calls of the SQL builders squirrel
// and sqlf (sqlf's statement is one mutable value: a clause added by a
// call whose result is dropped, q.Where(…) on a line of its own, is read
// too, when it comes before every run of the statement), is not read: a
// builder changed on one path only (if name != "" { q = q.Where(…) }),
// one handed to a function of the program (which may add anything), and
// a condition of squirrel other than text or Eq leave the statement
// unread; an ent query with no
// Where is still taken for a keyed check; a check that decides through
// data is seen only when what it found reaches the record the act creates
// in the same function (evt.IsDuplicate = exists, above), not through a
// value returned or stored elsewhere; a call of a function taken
// from a map or a struct field is not resolved to the functions stored
// there; an HTTP handler of a framework other
// than net/http, gin, echo and fiber (its own request type) is not known
// to be one, and its messages say calls; a bot that lists an issue's
// comments and posts its own when none is there (go-github ListComments,
// then CreateComment) decides only an effect, with no record of the same
// store written, and is not reported, though two deliveries can both
// post; a helper that matches a duplicate-key message in a package that
// imports nothing catalogued (strings and errors only) is not analysed, and
// its callers' tests of the error it returns are not read as unique
// tests.
//
// Limitations of the schema: an ent query or create whose builder was
// made in another function (passed in, returned by a helper), a field's
// StorageKey on a create (its Set method names the field, not the
// column) and an edge's default foreign-key column (an edge without
// Field) are not read (the finding
// stays as before); a wrapper whose checks compare different columns, or
// whose creates of one table disagree on its uniquenesses, carries none
// to its callers, and is reported as before; an ORM check of a wrapper
// whose creates write several tables is named after its model type, not
// its table, and finds none; partial and expression unique indexes, constraints
// with a SQLite ON CONFLICT clause, atlas HCL schemas, gorm NamingStrategy
// settings (SingularTable, prefixes), a TableName method that does more
// than return a constant are not read (the finding stays as before); a
// table is named as gorm and bun name it, with jinzhu/inflection's plural
// (permissions stays permissions, status is statuses, person is people),
// and an ent type's the same way; xorm's Table(…), Omit(…) and Cols(…) on
// the insert's session, a tag identifier other than xorm, a mapper of
// the program's own type or a cache of one (NewCacheMapper), and a mapper's
// prefix or suffix are not read: the bean's tags are taken as they are; a .sql file outside the module root, or a
// module with more than 20,000 directories, 2,000 .sql files or 32 MB of
// them, declares nothing. The standalone command's result cache is keyed
// by the main module's .sql and ent schema files too; go vet's is keyed by the package's
// own sources: as a vet tool, a change to a migration or an ent schema alone shows once the
// package changes (or after go clean -cache).
//
// Proof: proofs/ runs the reported and the accepted shapes against real servers
// (TestCheckThenAct*, TestFirstOrCreate, TestInsertWhereNotExists,
// TestForUpdateMissingRow, TestSerializableCheck, TestCheckThenActMySQL).
//
// To silence a finding, write on its line or the line above:
//
//	//idemlint:ignore checkthenact <why this is safe>
package checkthenact
