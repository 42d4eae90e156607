package model

import (
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
)

// store recognises a key handed to a KEY SINK field (stripe
// Params.IdempotencyKey, SQS MessageDeduplicationId, Temporal
// StartWorkflowOptions.ID), and a failure recorded in a Nack field.
func (s *fscan) store(st *ssa.Store) {
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return
	}
	st0, ok := deref(fa.X.Type()).Underlying().(*types.Struct)
	if !ok || fa.Field >= st0.NumFields() {
		return
	}
	f := st0.Field(fa.Field)
	row := s.m.ix.field(fa.X.Type(), f.Name())
	if row != nil && row.Role == catalog.Nack {
		// A failure recorded in a response field (a Lambda batch's
		// BatchItemFailures): the item is delivered again.
		pos := st.Pos()
		s.add(&Op{Kind: Nack, Instr: st, Pos: pos, End: pos, API: typeName(fa.X.Type()) + "." + f.Name()})
		return
	}
	if (row == nil || row.Role != catalog.KeySink) && !(row == nil && s.programType(fa.X.Type()) && isKeyName(f.Name())) {
		return
	}
	pos := st.Pos()
	op := &Op{Kind: KeySink, Instr: st, Pos: pos, End: pos, Key: st.Val, API: typeName(fa.X.Type()) + "." + f.Name()}
	s.add(op)
}

// headerUpdate records a key header assigned directly into an http.Header
// (req.Header["Idempotency-Key"] = []string{key}), or into a map of
// strings that the program copies into a request later
// (headers["Idempotency-Key"] = key), as a KEY SINK.
func (s *fscan) headerUpdate(u *ssa.MapUpdate) {
	mt, ok := u.Map.Type().Underlying().(*types.Map)
	if !ok || !isStringy(mt.Key()) || !isStringy(mt.Elem()) {
		return
	}
	name, ok := stringOf(u.Key)
	if !ok || !isKeyHeader(name) {
		return
	}
	key := u.Value
	if elems := variadicElems(u.Value); len(elems) == 1 && elems[0] != nil {
		key = elems[0]
	}
	pos := u.Pos()
	s.add(&Op{Kind: KeySink, Instr: u, Pos: pos, End: pos, Key: key, API: typeString(u.Map.Type()) + "[" + strconv.Quote(name) + "]"})
}

// isStringy reports a string or a slice of strings.
func isStringy(t types.Type) bool {
	if sl, ok := t.Underlying().(*types.Slice); ok {
		t = sl.Elem()
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// keyParams adds a KEY SINK for each argument passed to a parameter of the
// program whose name says it is an idempotency or dedup key
// (Charge(ctx, amount, idempotencyKey string)), unless the call is one
// already.
func (s *fscan) keyParams(instr ssa.CallInstruction, callee *types.Func, params []ssa.Value) {
	if callee == nil || callee.Pkg() == nil || s.m.ix.isCatalogPkg(callee.Pkg().Path()) || s.m.foreignStd(callee.Pkg().Path()) {
		return
	}
	for _, op := range s.ops {
		if op.Kind == KeySink && op.Instr == instr {
			return
		}
	}
	sig := callee.Signature()
	for i := range sig.Params().Len() {
		if i < len(params) && isKeyName(sig.Params().At(i).Name()) {
			op := s.add(s.newOp(KeySink, instr, callee))
			op.Key = params[i]
			return
		}
	}
}

// send records a value handed to another goroutine on a channel, when it
// is a value worth working on (not a signal: struct{}, bool, error).
func (s *fscan) send(in *ssa.Send) {
	if !worthSending(in.X.Type()) {
		return
	}
	ss := s.m.sends[in.Pos()]
	if ss == nil {
		return
	}
	if d := s.m.drains[chanID(in.Chan)]; d != nil && d.fn != s.fn {
		on := d.name() + " on " + shortExpr(ss.Chan, 0)
		if d.op.Kind == Ack {
			s.add(&Op{Kind: Ack, Instr: in, Pos: ss.Pos(), End: ss.End(), API: "the ack handed to " + on})
			return
		}
		s.add(&Op{Kind: Effect, Instr: in, Pos: ss.Pos(), End: ss.End(), API: shortExpr(ss.Chan, 0) + " <- … (" + d.op.API + " in " + d.name() + ")", Props: Props{Class: d.op.Class, Does: d.op.Does, Keyed: d.op.Keyed}})
	}
	s.add(&Op{Kind: Handoff, Instr: in, Pos: ss.Pos(), End: ss.End(), API: "the work handed off on " + shortExpr(ss.Chan, 0), Key: in.X})
}

// isKeyHeader reports whether a header name carries an idempotency key.
// Any name that contains "idempoten" in any case (X-Idempotency-Key,
// Idempotence-Key, vendor prefixes) does, and NATS's Nats-Msg-Id, and the
// message id of a webhook as the Standard Webhooks specification and Svix
// send it (webhook-id, svix-id): the same on every redelivery of one
// message, which receivers deduplicate on.
func isKeyHeader(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "idempoten") || n == "nats-msg-id" || n == "webhook-id" || n == "svix-id"
}

// isKeyName reports a program field or parameter name that says it holds
// an idempotency or deduplication key: IdempotencyKey, idempotencyKey,
// IdempotencyToken (AWS's name for it), DedupKey, DedupID,
// DeduplicationID, IdempotenceKey.
func isKeyName(name string) bool {
	n := strings.ToLower(name)
	return strings.HasPrefix(n, "idempoten") && (strings.HasSuffix(n, "key") || strings.HasSuffix(n, "id") || strings.HasSuffix(n, "token")) ||
		strings.HasPrefix(n, "dedup") && (strings.HasSuffix(n, "key") || strings.HasSuffix(n, "id"))
}
