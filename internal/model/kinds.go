package model

import "strings"

// Kind is an operation of the vocabulary (SPEC.md), plus the few auxiliary
// operations the analyzers need to reason about transactions and messages.
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

	// uniqueTest marks, in summaries only, a function whose result tells
	// whether an error is a unique violation (dbx.IsUniqueViolation).
	uniqueTest

	numKinds
)

var kindNames = [numKinds]string{
	Check: "check", Write: "write", Claim: "claim", Effect: "effect", Ack: "ack",
	Commit: "commit", KeySink: "keysink", Random: "random",
	Begin: "begin", Rollback: "rollback", Lock: "lock", CheckThenAct: "checkthenact",
	Receive: "receive", Nack: "nack", Wait: "wait", Watch: "watch", uniqueTest: "uniquetest",
}

func (k Kind) String() string {
	if k < numKinds && kindNames[k] != "" {
		return kindNames[k]
	}
	return "kind?"
}

// Class separates the two kinds of EFFECT (SPEC.md, "Decisions").
type Class uint8

const (
	NoClass      Class = iota
	Irreversible       // payments, email, outbound writes over HTTP, exec
	Publish            // a message to a broker: duplicates downstream work
)

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
