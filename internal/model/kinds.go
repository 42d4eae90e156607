package model

import "strings"

// Kind is an operation of the vocabulary (CHECK, WRITE, CLAIM, EFFECT, ACK,
// COMMIT, KEY SINK, RANDOM SOURCE), plus the few auxiliary operations the
// analyzers need to reason about transactions and messages.
type Kind uint8

// The vocabulary kinds come first; the rest support reasoning about them.
const (
	_ Kind = iota
	Check
	Write
	Claim
	Effect
	Ack
	Commit
	KeySink
	Random

	Begin        // a transaction is opened
	Rollback     // a transaction is rolled back
	Lock         // an advisory lock inside a transaction (pg_advisory_xact_lock, GET_LOCK)
	CheckThenAct // a library helper that checks then writes non-atomically (gorm FirstOrCreate)
	Receive      // the next message(s) of a broker arrive
	Nack         // a failure-path tool: nack, reject, term, change visibility
	Wait         // waits for goroutines (WaitGroup.Wait, errgroup Wait)
	Watch        // runs a callback under optimistic locking of keys (go-redis Watch)
	Handoff      // a value sent on a channel: another goroutine takes it over (a worker pool)
	Respond      // an HTTP response is written; in a webhook handler it becomes an Ack (2xx) or a Nack
	Derive       // a call of a program helper whose result keeps the key identity of an argument (Key)

	// uniqueTest marks, in summaries only, a function whose result tells
	// whether an error is a unique violation (dbx.IsUniqueViolation).
	uniqueTest
	// notFoundTest marks, in summaries only, a function whose result tells
	// whether an error means "no row" (ent's generated IsNotFound).
	notFoundTest

	numKinds
)

var kindNames = [numKinds]string{
	Check: "check", Write: "write", Claim: "claim", Effect: "effect", Ack: "ack",
	Commit: "commit", KeySink: "keysink", Random: "random",
	Begin: "begin", Rollback: "rollback", Lock: "lock", CheckThenAct: "checkthenact",
	Receive: "receive", Nack: "nack", Wait: "wait", Watch: "watch", Handoff: "handoff", Respond: "respond", Derive: "derive", uniqueTest: "uniquetest", notFoundTest: "notfoundtest",
}

func (k Kind) String() string {
	if k < numKinds && kindNames[k] != "" {
		return kindNames[k]
	}
	return "kind?"
}

// Class separates the two kinds of EFFECT: irreversible ones (payments,
// email, outbound writes over HTTP, exec) and publishes, which duplicate
// downstream work.
type Class uint8

const (
	NoClass      Class = iota
	Irreversible       // payments, email, outbound writes over HTTP, exec
	Publish            // a message to a broker: duplicates downstream work
)

// stronger reports whether c outranks d in a summary: an irreversible
// effect outranks a publish, which outranks none.
func (c Class) stronger(d Class) bool {
	rank := [...]int{NoClass: 0, Publish: 1, Irreversible: 2}
	return int(c) < len(rank) && int(d) < len(rank) && rank[c] > rank[d]
}

func (c Class) String() string {
	switch c {
	case Irreversible:
		return "irreversible"
	case Publish:
		return "publish"
	}
	return ""
}

// Mask is a set of kinds, used in facts.
type Mask uint32

// Has reports whether k is in the set.
func (m Mask) Has(k Kind) bool { return m&(1<<k) != 0 }

// With returns the set plus k.
func (m Mask) With(k Kind) Mask { return m | 1<<k }

func (m Mask) String() string {
	var parts []string
	for k := Kind(1); k < numKinds; k++ {
		if m.Has(k) {
			parts = append(parts, k.String())
		}
	}
	return strings.Join(parts, ",")
}

// Mode says what a WRITE does to the store when it runs twice: a dedup
// check's absent side creates, increments or appends; a delete or a
// set-to-value update of the row found is idempotent.
type Mode uint8

const (
	Creates     Mode = iota // adds a record or sets a key: INSERT, ORM create, SET, SADD; also a write not understood
	Upserts                 // inserts or updates (ON CONFLICT DO UPDATE), or inserts or ignores with nobody reading which
	Sets                    // sets an existing record to given values: UPDATE … SET col = $1
	Deletes                 // removes a record
	Accumulates             // adds to what is stored: UPDATE … SET n = n + 1, INCR, RPUSH
)

var modeNames = [...]string{Creates: "creates", Upserts: "upserts", Sets: "sets", Deletes: "deletes", Accumulates: "accumulates"}

func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return "mode?"
}

// Idempotent reports whether a second run leaves the store as the first did.
func (m Mode) Idempotent() bool { return m == Upserts || m == Sets || m == Deletes }

// Settles reports an UPDATE to given values or a DELETE.
func (m Mode) Settles() bool { return m == Sets || m == Deletes }

// join is the mode of a function that writes with both modes: what its
// callers must assume when it runs twice.
func (m Mode) join(n Mode) Mode {
	rank := func(x Mode) int {
		switch x {
		case Accumulates:
			return 4
		case Creates:
			return 3
		case Upserts:
			return 2
		}
		return 1
	}
	switch {
	case m == n:
		return m
	case rank(m) > rank(n):
		return m
	case rank(n) > rank(m):
		return n
	}
	return Sets // a set and a delete: the store settles either way
}
