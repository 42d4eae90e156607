package model

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// An item store (DynamoDB) takes each operation as one request struct
// (catalog.ArgInput): its TableName names the table, its Key the item
// (a map of attribute names to values), its ConditionExpression the
// condition a write is made under.

// Item reports an operation of an item store (DynamoDB), directly or
// through a wrapper: its atomic alternatives are the store's own (a
// conditional write and its ConditionalCheckFailedException).
func (op *Op) Item() bool {
	return op.ofStore(catalog.ItemStore, "dynamodb.Client.", "dynamodb.DynamoDB.")
}

// condition is what a write's ConditionExpression asks.
type condition uint8

const (
	noCondition    condition = iota
	notExists                // attribute_not_exists(…): create only where no item has the key
	otherCondition           // a state tested, or a condition not read (built by the expression package)
)

// itemRequest is what the request struct of an item store says.
type itemRequest struct {
	table   string
	cols    []string  // the key's attribute names, lower-cased, when the key is a literal map
	key     ssa.Value // the first value the key (or a query's values) holds that is not a constant
	keyless bool      // every value naming the item is a constant, or none is given: no key looked up
	cond    condition
}

// item turns a call of an item store's operation into an operation.
func (s *fscan) item(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row, params []ssa.Value) {
	in := s.m.itemRequest(arg(row, callee, params, catalog.ArgInput))
	k := Check
	if row.Role == catalog.Write {
		k = Write
	}
	op := s.newOp(k, instr, callee)
	op.Table, op.Key = in.table, in.key
	if k == Check {
		op.Columns, op.Keyless = in.cols, in.keyless
		s.add(op)
		return
	}
	op.Mode = rowMode(row.Mode)
	if in.cond == noCondition {
		s.add(op)
		return
	}
	// A conditional write: the loser of two concurrent calls fails with
	// ConditionalCheckFailedException. attribute_not_exists on a put
	// creates the item only once; any other condition moves it from the
	// state it tests.
	e := ssax.ErrorOf(instr)
	op.Kind, op.Consulted = Claim, e != nil && len(nonDebugReferrers(e)) > 0
	if in.cond == notExists && op.Mode == Upserts {
		op.Mode = Creates
	}
	s.add(op)
}

// itemRequest reads a request struct built in this function
// (&dynamodb.GetItemInput{TableName: aws.String("orders"), Key: …}),
// fields assigned after the literal included.
func (m *model) itemRequest(v ssa.Value) itemRequest {
	in := itemRequest{keyless: true}
	fields := structStores(v)
	if fields == nil {
		in.keyless = false // built elsewhere: what it names is not known
		return in
	}
	for _, t := range fields["TableName"] {
		in.table = m.itemTable(t)
	}
	keyed := func(vals []ssa.Value) {
		for _, val := range vals {
			if _, isConst := val.(*ssa.Const); isConst {
				continue
			}
			in.keyless = false
			if in.key == nil {
				in.key = val
			}
		}
	}
	for _, key := range fields["Key"] {
		cols, vals, ok := literalMap(key, false)
		if !ok {
			in.keyless = false // attributevalue.MarshalMap(k): the key is k
			if in.key == nil {
				in.key = marshalled(key)
			}
			continue
		}
		for _, c := range cols {
			in.cols = append(in.cols, strings.ToLower(c))
		}
		keyed(attributeValues(vals))
	}
	in.cond = requestCondition(v, fields)
	if len(fields["Key"]) > 0 || len(fields["Item"]) > 0 {
		// A put names its item's key only in the condition it claims
		// under (attribute_not_exists(id): the key is the Item's id); the
		// values of a write's condition are states, not keys.
		if len(fields["Key"]) == 0 {
			in.key, in.keyless = claimedKey(fields), false
		}
		return in
	}
	for _, name := range []string{"ExpressionAttributeValues", "KeyConditions", "ScanFilter"} {
		for _, vs := range fields[name] {
			if _, vals, ok := literalMap(vs, false); ok {
				keyed(attributeValues(vals))
			} else {
				in.keyless = false
			}
		}
	}
	for _, name := range []string{"KeyConditionExpression", "FilterExpression"} {
		if len(fields[name]) > 0 && len(fields["ExpressionAttributeValues"]) == 0 {
			in.keyless = false // values built by the expression package
		}
	}
	return in
}

// claimedKey returns the value a put's Item holds under the attribute its
// condition requires absent (attribute_not_exists(id), or a #name the
// request's ExpressionAttributeNames literal spells), or nil.
func claimedKey(fields map[string][]ssa.Value) ssa.Value {
	var attr string
	for _, c := range fields["ConditionExpression"] {
		if a, ok := notExistsAttr(c); ok {
			attr = a
		}
	}
	if attr == "" {
		return nil
	}
	if strings.HasPrefix(attr, "#") {
		attr = attributeName(fields["ExpressionAttributeNames"], attr)
	}
	for _, item := range fields["Item"] {
		keys, vals, ok := literalMap(item, false)
		if !ok {
			continue
		}
		for i, k := range keys {
			if strings.EqualFold(k, attr) {
				if vs := attributeValues(vals[i : i+1]); len(vs) > 0 {
					return vs[0]
				}
			}
		}
	}
	return nil
}

// attributeName returns the attribute name a #placeholder stands for in an
// ExpressionAttributeNames literal, or "".
func attributeName(names []ssa.Value, placeholder string) string {
	for _, n := range names {
		keys, vals, ok := literalMap(n, false)
		if !ok {
			continue
		}
		for i, k := range keys {
			if strings.EqualFold(k, placeholder) {
				if t, ok := stringOf(pointee(vals[i])); ok {
					return strings.ToLower(t)
				}
			}
		}
	}
	return ""
}

// requestCondition returns the condition a write request is made under:
// its ConditionExpression (or the legacy Expected), or, for a
// transaction, the condition of any of its items.
func requestCondition(v ssa.Value, fields map[string][]ssa.Value) condition {
	cond := noCondition
	for _, c := range fields["ConditionExpression"] {
		_, absent := notExistsAttr(c)
		switch {
		case absent:
			return notExists
		case isNilConst(c):
		default:
			cond = otherCondition
		}
	}
	if len(fields["Expected"]) > 0 || len(fields["TransactItems"]) > 0 && nestedCondition(v) {
		cond = otherCondition
	}
	return cond
}

// notExistsAttr returns, for a condition whose text is known and asks
// attribute_not_exists(…), the attribute it names (lower-cased; "" when
// the parenthesis is not closed), and whether it asks it.
func notExistsAttr(cond ssa.Value) (string, bool) {
	text, ok := stringOf(pointee(cond))
	if !ok {
		return "", false
	}
	_, rest, found := strings.Cut(strings.ToLower(text), "attribute_not_exists(")
	if !found {
		return "", false
	}
	name, _, closed := strings.Cut(rest, ")")
	if !closed {
		return "", true
	}
	return strings.TrimSpace(name), true
}

// structStores returns, by field name, the values stored into the fields
// of the struct that v points to, when v is a struct this function
// allocates (a composite literal's address, directly or through a local
// variable that holds it); nil otherwise.
func structStores(v ssa.Value) map[string][]ssa.Value {
	al, ok := unwrap(v).(*ssa.Alloc)
	if !ok {
		return nil
	}
	if _, isStruct := deref(al.Type()).Underlying().(*types.Struct); !isStruct {
		return nil
	}
	out := map[string][]ssa.Value{}
	for _, r := range nonDebugReferrers(al) {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.X != al {
			continue
		}
		name := fieldName(al.Type(), fa.Field)
		out[name] = append(out[name], storedTo(fa)...)
	}
	return out
}

// nestedCondition reports a request whose nested items (a transaction's
// Put, Update, Delete or ConditionCheck) set a ConditionExpression,
// within a few levels of composite literals.
func nestedCondition(v ssa.Value) bool {
	seen := map[ssa.Value]bool{}
	var walk func(v ssa.Value, depth int) bool
	walk = func(v ssa.Value, depth int) bool {
		v = unwrap(v)
		if sl, ok := v.(*ssa.Slice); ok {
			v = sl.X
		}
		if depth > 6 || seen[v] {
			return false
		}
		seen[v] = true
		al, ok := v.(*ssa.Alloc)
		if !ok {
			return false
		}
		var addrs []ssa.Value
		for _, r := range nonDebugReferrers(al) {
			switch a := r.(type) {
			case *ssa.FieldAddr:
				if name := fieldName(al.Type(), a.Field); name == "ConditionExpression" && slices.ContainsFunc(storedTo(a), func(x ssa.Value) bool { return !isNilConst(x) }) {
					return true
				}
				addrs = append(addrs, a)
			case *ssa.IndexAddr:
				addrs = append(addrs, a)
			}
		}
		for _, a := range addrs {
			if fa, ok := a.(*ssa.FieldAddr); ok && fieldName(al.Type(), fa.Field) == "ConditionCheck" && len(storedTo(fa)) > 0 {
				return true
			}
			for _, st := range storedTo(a) {
				if ld, ok := st.(*ssa.UnOp); ok && ld.Op == token.MUL {
					st = ld.X // an element built in a local struct, then copied in
				}
				if walk(st, depth+1) {
					return true
				}
			}
			for _, r := range nonDebugReferrers(a) {
				if fa, ok := r.(*ssa.FieldAddr); ok {
					if fieldName(fa.X.Type(), fa.Field) == "ConditionExpression" && len(storedTo(fa)) > 0 {
						return true
					}
					for _, st := range storedTo(fa) {
						if walk(st, depth+1) {
							return true
						}
					}
				}
			}
		}
		return false
	}
	return walk(v, 0)
}

// itemTable returns the table a TableName value names: a constant (through
// aws.String), or the string field or package variable it is loaded from,
// by the one constant the package stores there or, when it stores none,
// by the field itself (a table name read from configuration).
func (m *model) itemTable(v ssa.Value) string {
	v = pointee(v)
	if t, ok := stringOf(v); ok {
		return t
	}
	var obj types.Object
	switch x := unwrap(v).(type) {
	case *ssa.FieldAddr:
		obj = slotOf(x) // TableName: &r.table
	default:
		obj = funcSlot(x)
	}
	if obj == nil {
		return ""
	}
	table := ""
	for _, st := range m.storesTo(obj) {
		if givenByCaller(st) {
			continue
		}
		t, ok := stringOf(st)
		if !ok {
			return slotTable(v, obj) // from configuration: the field is the table
		}
		if table != "" && t != table {
			return ""
		}
		table = t
	}
	if table == "" {
		return slotTable(v, obj)
	}
	return table
}

// pointee looks through a helper that returns a pointer to its argument
// (aws.String(name)), and through the address of a variable a constant is
// stored in.
func pointee(v ssa.Value) ssa.Value {
	v = unwrap(v)
	if c, ok := v.(*ssa.Call); ok {
		if f, _ := calleeOf(&c.Call); f != nil && pointerTo(f.Signature()) && len(c.Call.Args) == 1 {
			return unwrap(c.Call.Args[0])
		}
	}
	if al, ok := v.(*ssa.Alloc); ok {
		if vals := storedTo(al); len(vals) == 1 {
			return unwrap(vals[0])
		}
	}
	return v
}

// attributeValues returns the values attribute values hold: the Value of
// aws-sdk-go-v2's &types.AttributeValueMemberS{Value: id}, the S or N of
// the v1 SDK's &dynamodb.AttributeValue{S: aws.String(id)}.
func attributeValues(vals []ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, v := range vals {
		fields := structStores(v)
		if fields == nil {
			out = append(out, unwrap(v))
			continue
		}
		for _, name := range []string{"Value", "S", "N", "B"} {
			for _, x := range fields[name] {
				out = append(out, pointee(x))
			}
		}
	}
	return out
}

// marshalled returns what a key map was marshalled from
// (attributevalue.MarshalMap(k) gives k), or the map itself.
func marshalled(v ssa.Value) ssa.Value {
	v = unwrap(v)
	if ex, ok := v.(*ssa.Extract); ok {
		if c, ok := ex.Tuple.(*ssa.Call); ok && len(c.Call.Args) == 1 {
			return unwrap(c.Call.Args[0])
		}
	}
	return v
}

// isNilConst reports the constant nil.
func isNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}
