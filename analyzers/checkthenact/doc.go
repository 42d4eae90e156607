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
// The analyzer reports a CHECK (a read of a shared store: SQL SELECT through
// database/sql, sqlx or pgx, gorm First/Take/Find/Count, bun Scan/Exists,
// go-redis Get/Exists/HGet/SIsMember, or a function of the program that
// returns such a read) whose result decides, through a branch, whether a
// WRITE of the same table or key runs, and with it any EFFECT the branch
// guards. It reports at the check, with the act and the write as related
// information:
//
//	var seen bool
//	db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM processed WHERE id = $1)`, id).Scan(&seen) // db.QueryRowContext decides whether mailer.Send at line 14 runs; two concurrent deliveries can both pass the check — claim with INSERT … ON CONFLICT DO NOTHING and act only if RowsAffected is 1
//	if seen {
//		return nil
//	}
//	mailer.Send(ctx, to)
//	db.ExecContext(ctx, `INSERT INTO processed (id) VALUES ($1)`, id)
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
// For go-redis the claim is SetNX; for gorm, Clauses(clause.OnConflict{DoNothing:
// true}).Create with RowsAffected; for a status column, a conditional
// UPDATE … WHERE status = 'pending' with RowsAffected.
//
// Two shapes that look atomic and are not are reported too:
//
//	db.Where(Processed{ID: id}).FirstOrCreate(&p) // db.Where(…).FirstOrCreate looks the row up and inserts it in two statements; two concurrent deliveries can both insert — …
//	db.ExecContext(ctx, `INSERT INTO processed (id) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM processed WHERE id = $1)`, id) // db.ExecContext inserts WHERE NOT EXISTS without a conflict clause; under READ COMMITTED two concurrent deliveries can both insert — …
//
// Not reported:
//   - the act is itself a CLAIM whose outcome is read (the check is then only an optimisation);
//   - check and write run in one transaction opened with serializable isolation (sql.LevelSerializable, pgx.Serializable),
//     or in one transaction of a package that imports a SQLite driver (modernc.org/sqlite), whose transactions are serializable;
//   - check and write run in one transaction after pg_advisory_xact_lock or GET_LOCK;
//   - the check is SELECT … FOR UPDATE/FOR SHARE and the branch tests a value of the locked row, not whether it exists;
//   - the write's error is tested for a unique violation (pgconn code, gorm.ErrDuplicatedKey, a helper that tests one) and treated as done;
//   - a go-redis check inside Watch, whose transaction fails if the key changed;
//   - FOR UPDATE SKIP LOCKED batches;
//   - a cache-aside fill: a Redis GET miss followed by a SET of the same key that guards no effect;
//   - a read that only validates input: nothing of the same table or key is written where the branch decides,
//     or the existence test's found side updates the row (and its not-found side only updates other rows);
//   - a read that looks up no key (MAX, a whole-table count, LIMIT 1 without WHERE);
//   - a write whose key is minted on the spot from a RANDOM SOURCE (a new session id), here or in a wrapper;
//   - INSERT … SELECT … WHERE NOT EXISTS whose guard reads another table (a tombstone list);
//   - `if err != nil { return err }` after a read: failing is not a decision;
//   - upserts (ON CONFLICT DO UPDATE, ON DUPLICATE KEY UPDATE): naturally idempotent;
//   - an UPDATE or DELETE that guards no effect: run twice, it leaves the same rows;
//   - code in _test.go files, where no broker redelivers.
//
// Still reported: SELECT … FOR UPDATE whose branch tests "no row" (a
// missing row locks nothing), a sync.Mutex around the pair (other workers
// exist), a lock with a TTL around the pair (it says the job runs now, not
// that it already ran).
//
// Decisions:
//   - A check is a dedup check only when the branch it decides writes the
//     same table (SQL, or an ORM model type) or the same Redis key it read.
//     A check deciding only an effect, with the record written elsewhere,
//     is not reported: it is indistinguishable from input validation.
//   - "Decides" is control dependence approximated without path
//     enumeration: the write is reachable from one side of the branch and
//     not from the other, within one iteration of any loop.
//   - An INSERT … ON CONFLICT DO NOTHING whose result nobody reads is a
//     plain write here, as SPEC.md says.
//   - An existence test is read by its polarity (err == sql.ErrNoRows,
//     x == nil, n > 0, a boolean from an existence read): a dedup records
//     with an INSERT where nothing was found, or DELETEs the row found (a
//     one-time token); an UPDATE is validation, and not reported.
//   - A wrapper that both reads and writes (get-or-create) is a write for
//     its callers; its own race is reported inside it. A wrapper reading or
//     writing several tables has no single table, and is not paired.
//   - A claim on another table than the check's does not make the check
//     atomic.
//
// Limitations: checks and acts must meet in one function (either may be
// inside a wrapper of the program, seen through facts); SQL text built at
// run time, other than by concatenation and fmt.Sprintf with a constant
// format, is not read; ent's generated builders are only seen when they
// reach the catalogued sqlgraph functions.
//
// To silence a finding, write on its line or the line above:
//
//	//idemlint:ignore checkthenact <why this is safe>
package checkthenact
