package model

import (
	"reflect"
	"testing"

	"github.com/idemlint/idemlint/internal/sqltext"
)

// How merge (two operations of one function, or a function and its
// declaration) combines each field of Summary: either summary having it
// is enough (anyOf), or both must (allOf), or the first that has one
// speaks (firstOf). intersect (implementations of one interface method)
// keeps a field only when both summaries agree on it — but for the
// descriptions of what is kept (described: the chains, what an effect
// repeats), taken from the first, and the write mode (joined: a join in
// merge; in intersect, idempotent when either is).
const (
	anyOf = iota
	allOf
	firstOf
	described
	joined
)

var summaryFields = map[string]int{
	"Kinds": anyOf, "Class": anyOf, "Via": described, "Chains": described, "Table": firstOf,
	"KeyParam": firstOf, "KeyField": firstOf, "Mode": joined, "Does": described,
	"Creates": firstOf, "UniqueHandled": allOf, "Rechecks": allOf, "Declared": anyOf, "NoRow": anyOf,
	"TxFuncParam": firstOf, "TxSerializable": firstOf, "TxLocked": firstOf, "RunsParam": firstOf, "StartsParam": firstOf,
	"Keyed": allOf, "ClaimsFirst": allOf, "MarksAfter": firstOf, "Marks": anyOf, "Minted": anyOf, "MintsKey": anyOf,
	"WriteKeyParam": firstOf, "HandsOff": firstOf, "Registers": firstOf, "Columns": firstOf, "CheckKeyParam": firstOf, "Keyless": allOf, "Schemas": firstOf, "RegistersMethod": firstOf, "RegistersPeriodic": firstOf, "Keeps": anyOf, "KeepsAt": anyOf, "Verifies": anyOf, "ClaimReturned": anyOf, "ClaimDecides": anyOf, "Grouped": anyOf, "Conflict": firstOf,
	"UniqueErrs": anyOf, "Swallows": anyOf, "PoolLock": firstOf, "PoolLockMode": firstOf, "PoolLockTable": firstOf,
	"SendsMethod": firstOf, "SendsRequest": firstOf, "BuildsMethod": firstOf, "Refreshes": allOf, "Lapses": allOf, "Removes": allOf,
	"AnswersStatus": firstOf, "AnswersWith": firstOf, "ModelParam": firstOf, "ReadTables": firstOf, "Rechecked": firstOf, "Overwrites": anyOf,
}

// withField returns a summary that writes and has an effect, with the
// field name (none: "") set to a value other than its zero one.
func withField(t *testing.T, name string) *Summary {
	s := &Summary{Kinds: Mask(0).With(Write).With(Effect)}
	if name == "" {
		return s
	}
	f := reflect.ValueOf(s).Elem().FieldByName(name)
	switch name {
	case "Kinds":
		s.Kinds = s.Kinds.With(Claim)
	case "Class":
		s.Class = Irreversible
	case "Mode":
		s.Mode = Upserts
	case "Conflict":
		s.Conflict = sqltext.DoNothing
	case "Chains":
		s.Chains = []Chain{{Kind: Commit, Via: "a → b", Table: "t"}}
	case "Creates":
		s.Creates = []string{"a", "b"}
	case "ReadTables":
		s.ReadTables = []string{"a", "b"}
	case "Rechecked":
		s.Rechecked = []string{"a"}
	case "Columns":
		s.Columns = []string{"email"}
	case "UniqueErrs":
		s.UniqueErrs = []string{"example.com/errs.ErrDuplicate"}
	case "Schemas":
		s.Schemas = []*TableSchema{{Table: "users", Declared: true, Uniques: []Unique{{Cols: []string{"email"}, What: "unique index users_email_key"}}}}
	case "KeyField": // fields that mean something only with another
		s.KeyParam, s.KeyField = 2, 1
	case "TxLocked":
		s.TxFuncParam, s.TxLocked = 2, true
	case "TxSerializable":
		s.TxFuncParam, s.TxSerializable = 2, true
	case "MarksAfter":
		s.RunsParam, s.MarksAfter = 2, 2
	case "RegistersMethod":
		s.Registers, s.RegistersMethod = 2, "Handle"
	case "RegistersPeriodic":
		s.Registers, s.RegistersPeriodic = 2, true
	case "PoolLockMode":
		s.PoolLock, s.PoolLockMode = 2, sqltext.ForShare
	case "PoolLockTable":
		s.PoolLock, s.PoolLockTable = 2, "jobs"
	case "Lapses":
		s.Kinds, s.Lapses = s.Kinds.With(Claim), true
	case "Removes":
		s.Kinds, s.Removes = s.Kinds.With(Claim), true
	case "KeepsAt":
		s.Keeps, s.KeepsAt = 1, [][]string{{"order"}}
	default:
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int:
			f.SetInt(2)
		case reflect.Uint64:
			f.SetUint(2)
		case reflect.String:
			f.SetString("x")
		default:
			t.Fatalf("Summary.%s: no test value for a %s; give it one in withField", name, f.Kind())
		}
	}
	return s
}

// TestSummaryFields fails when a field of Summary is not carried through
// merge, intersect, equal and String: a field merge forgets is lost across
// packages with no compiler to say so.
func TestSummaryFields(t *testing.T) {
	typ := reflect.TypeFor[Summary]()
	for i := range typ.NumField() {
		name := typ.Field(i).Name
		rule, ok := summaryFields[name]
		if !ok {
			t.Errorf("Summary.%s is not in summaryFields: say how merge combines it, and carry it through merge, intersect, equal and String", name)
			continue
		}
		has := func(s *Summary) bool {
			return s != nil && !reflect.ValueOf(s).Elem().FieldByName(name).IsZero() && (name != "Kinds" || s.Kinds.Has(Claim))
		}
		base, b := withField(t, ""), withField(t, name)
		if name == "Lapses" || name == "Removes" {
			base.Kinds = base.Kinds.With(Claim) // a claim that does not lapse (remove): all of the claims must
		}
		switch rule {
		case joined:
			if !has(merge(b, b)) {
				t.Errorf("merge drops Summary.%s when both sides have it", name)
			}
		case anyOf, firstOf, described:
			if !has(merge(base, b)) || !has(merge(b, base)) {
				t.Errorf("merge drops Summary.%s when one side has it", name)
			}
		case allOf:
			if !has(merge(b, b)) {
				t.Errorf("merge drops Summary.%s when both sides have it", name)
			}
			if has(merge(base, b)) || has(merge(b, base)) {
				t.Errorf("merge keeps Summary.%s when only one side has it", name)
			}
		}
		if !has(intersect(b, b)) {
			t.Errorf("intersect drops Summary.%s when both implementations have it", name)
		}
		if rule != described && rule != joined && (has(intersect(base, b)) || has(intersect(b, base))) {
			t.Errorf("intersect keeps Summary.%s when only one implementation has it", name)
		}
		if b.equal(base) || base.equal(b) {
			t.Errorf("equal does not compare Summary.%s", name)
		}
		if b.String() == base.String() {
			t.Errorf("String does not show Summary.%s", name)
		}
	}
}

// TestKeepsAt checks how the keys a key helper reads of its map parameter
// combine: merge keeps what either reads (the whole map when one reads
// it whole), intersect what both read, and no keep at all when they read
// no key in common.
func TestKeepsAt(t *testing.T) {
	at := func(keys ...string) *Summary {
		s := &Summary{Keeps: 1}
		if len(keys) > 0 {
			s.setKeepsAt(1, keys)
		}
		return s
	}
	for _, c := range []struct {
		what string
		got  *Summary
		want string
	}{
		{"merge of two readers", merge(at("b", "a"), at("c")), " keeps=1[a b c]"},
		{"merge with a whole reader", merge(at("a"), at()), " keeps=1"},
		{"intersect of two readers", intersect(at("a", "b"), at("b", "c")), " keeps=1[b]"},
		{"intersect with a whole reader", intersect(at("a"), at()), " keeps=1[a]"},
		{"intersect with nothing in common", intersect(at("a"), at("b")), ""},
	} {
		if got := c.got.String(); got != c.want {
			t.Errorf("%s: %q, want %q", c.what, got, c.want)
		}
	}
}
