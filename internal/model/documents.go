package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// A document store (MongoDB) names its table by the handle an operation
// runs on, a collection, and its reads by a filter document: a map or a
// list of key-value pairs of an EqConds type, each key a field compared
// with its value.

// Document reports an operation of a document store (the MongoDB
// driver), directly or through a wrapper: its atomic alternatives are the
// store's own (a unique index and its duplicate-key error).
func (op *Op) Document() bool { return op.ofStore(catalog.TableFromHandle, "mongo.Collection.") }

// ofStore reports an operation of a store whose package path is says so,
// called directly or reached by a wrapper through one of the methods
// via spells ("mongo.Collection.").
func (op *Op) ofStore(is func(path string) bool, via ...string) bool {
	if op.Callee != nil && op.Callee.Pkg() != nil && is(op.Callee.Pkg().Path()) {
		return true
	}
	return slices.ContainsFunc(via, func(v string) bool { return strings.Contains(op.Via, v) })
}

// handleTable returns the table of a store whose handle names it
// (catalog.TableFromHandle): the constant name the handle was built with
// (db.Collection("orders")), here or in what the package's functions
// return, or, for a handle loaded from a struct field or package
// variable, the one name every value the package stores there was built
// with (&repo{orders: db.Collection("orders")}); a collection a
// parameter gives (an option that overrides it) does not count against
// that name. A field or variable the package stores nothing in directly
// (filled through a pointer to it, or by another package) is a
// collection of its own (slotTable). "" when no single constant name is
// seen: a collection only handed in by parameters, or of several names.
func (m *model) handleTable(h ssa.Value) string {
	if t := m.builderTable([]ssa.Value{h}); t != "" {
		return t
	}
	obj := funcSlot(unwrap(h))
	if obj == nil {
		return ""
	}
	stores := m.storesTo(obj)
	if len(stores) == 0 {
		// Set where the package's stores are not seen (through a pointer
		// to the field: for name, p := range map[string]**mongo.Collection{…}):
		// the field is the collection, whatever its name.
		return slotTable(h, obj)
	}
	table := ""
	for _, v := range stores {
		if givenByCaller(v) {
			continue // a caller's collection (an option's override), not a name of the package's own
		}
		t := m.builderTable([]ssa.Value{v})
		if t == "" || table != "" && t != table {
			return ""
		}
		table = t
	}
	return table
}

// slotTablePrefix starts the table of a collection known only by the
// field or variable that holds it (slotTable).
const slotTablePrefix = "field "

// slotTable names the collection that h loads from the struct field or
// package variable obj: "field example.com/db.MongoStorage.users".
func slotTable(h ssa.Value, obj types.Object) string {
	name := obj.Name()
	var base ssa.Value
	switch x := unwrap(h).(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok {
			base = fa.X
		}
	case *ssa.Field:
		base = x.X
	case *ssa.FieldAddr:
		base = x.X // the field's address: TableName: &r.table
	}
	if base != nil {
		if n := namedOf(deref(base.Type())); n != nil {
			name = n.Obj().Name() + "." + name
		}
	}
	return slotTablePrefix + obj.Pkg().Path() + "." + name
}

// SlotTable reports a table that names a collection by the field or
// variable that holds it, not by its own name.
func SlotTable(table string) bool { return strings.HasPrefix(table, slotTablePrefix) }

// givenByCaller reports a parameter's value, or a closure's captured
// variable (an option's func(s *S) { s.coll = c }).
func givenByCaller(v ssa.Value) bool {
	v = unwrap(v)
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		v = ld.X
	}
	switch v.(type) {
	case *ssa.Parameter, *ssa.FreeVar:
		return true
	}
	return false
}

// filter is what a filter document says.
type filter struct {
	key   ssa.Value // the first value a field is compared equal to, or nil
	eq    []string  // the fields compared equal to a value the function holds
	mixed bool      // an operator at the top ($or, $expr): not a conjunction of equalities
	// guard reports conditions besides one identity: two fields, or a
	// field tested against a constant or an operator ({"status":
	// "pending"}, {"lease": {"$lt": now}}): a state an update moves from.
	guard bool
}

// filterDoc reads a filter document built by a composite literal in one
// block: a map of an EqConds type (bson.M{"key": k}) or a slice of one
// whose elements are Key-Value structs (bson.D{{"key", k}}). A value that
// is itself a document ({"$ne": "done"}) is a condition on its field, not
// an equality; a constant value binds no key.
func filterDoc(v ssa.Value) (filter, bool) {
	keys, vals, ok := literalMap(v, true)
	if !ok {
		keys, vals, ok = literalPairs(v)
	}
	if !ok {
		return filter{}, false
	}
	var f filter
	fields := 0
	for i, k := range keys {
		if strings.HasPrefix(k, "$") {
			f.mixed = true
			continue
		}
		fields++
		val := unwrap(vals[i])
		if _, isConst := val.(*ssa.Const); isConst || isDocument(val) {
			f.guard = true
			continue
		}
		f.eq = append(f.eq, strings.ToLower(k))
		if f.key == nil {
			f.key = val
		}
	}
	f.guard = f.guard || fields >= 2
	return f, true
}

// singleResultDecides reports a find-and-modify call (one result: the
// document, or ErrNoDocuments when none matched) whose outcome a branch
// reads: FindOneAndUpdate({"_id": id, "status": "pending"}, …) took the
// document, or another call did. An update returning a tuple reports
// its outcome in a count instead (rowsAffectedDecides).
func singleResultDecides(v ssa.Value) bool {
	if v == nil {
		return false
	}
	if _, tuple := v.Type().(*types.Tuple); tuple {
		return false
	}
	for _, b := range v.Parent().Blocks {
		if iff, ok := ssax.LastIf(b); ok && dependsOn(iff.Cond, func(x ssa.Value) bool { return x == v }) {
			return true
		}
	}
	return false
}

// isDocument reports a value that is a document of an EqConds type.
func isDocument(v ssa.Value) bool {
	row := theIndex().typeRow(v.Type())
	return row != nil && row.Role == catalog.EqConds
}

// literalPairs reads a slice of an EqConds type built by a composite
// literal of Key-Value structs (bson.D{{Key: "key", Value: k}}): its
// constant keys, in order, and their values. ok is false when a key is
// not a constant or an element is written whole, not field by field.
func literalPairs(v ssa.Value) (keys []string, vals []ssa.Value, ok bool) {
	sl, isSlice := unwrap(v).(*ssa.Slice)
	if !isSlice || !isDocument(sl) {
		return nil, nil, false
	}
	al, isAlloc := sl.X.(*ssa.Alloc)
	if !isAlloc {
		return nil, nil, false
	}
	var pairs []pair
	for _, r := range nonDebugReferrers(al) {
		ia, isIndex := r.(*ssa.IndexAddr)
		if !isIndex {
			continue
		}
		p, ok := elementPair(ia)
		if !ok {
			return nil, nil, false
		}
		pairs = append(pairs, pair{p.key, p.val})
	}
	slices.SortStableFunc(pairs, func(a, b pair) int { return strings.Compare(a.key, b.key) })
	for _, p := range pairs {
		keys = append(keys, p.key)
		vals = append(vals, p.val)
	}
	return keys, vals, len(keys) > 0
}

type pair struct {
	key string
	val ssa.Value
}

// elementPair reads the Key and Value fields stored into the element at
// ia of a composite literal: field by field at its address, or built in
// a local struct literal that is then stored whole (as SSA builds
// bson.E{"key", k} inside a slice literal).
func elementPair(ia *ssa.IndexAddr) (pair, bool) {
	addrs := []ssa.Value{ia}
	for _, r := range nonDebugReferrers(ia) {
		if st, ok := r.(*ssa.Store); ok && st.Addr == ia {
			ld, isLoad := st.Val.(*ssa.UnOp)
			local, isLocal := (*ssa.Alloc)(nil), false
			if isLoad && ld.Op == token.MUL {
				local, isLocal = ld.X.(*ssa.Alloc)
			}
			if !isLocal {
				return pair{}, false // an element built elsewhere
			}
			addrs = append(addrs, local)
		}
	}
	var p pair
	for _, a := range addrs {
		for _, r := range nonDebugReferrers(a) {
			fa, isField := r.(*ssa.FieldAddr)
			if !isField {
				continue
			}
			f := structField(fa.X.Type(), fa.Field)
			for _, st := range storedTo(fa) {
				switch f.Name() {
				case "Key":
					c, isConst := st.(*ssa.Const)
					if !isConst || c.Value == nil || c.Value.Kind() != constant.String {
						return pair{}, false
					}
					p.key = constant.StringVal(c.Value)
				case "Value":
					p.val = st
				}
			}
		}
	}
	return p, p.key != "" && p.val != nil
}
