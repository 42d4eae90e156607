package model

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// A deleter is a goroutine that takes messages off a channel and
// acknowledges them, and does no other work: the batch deleter of an SQS
// pipeline, which deletes what the processors send it, ten at a time. A
// send on its channel is the sender's ACK: the message is as good as
// deleted once it is sent there.
type deleter struct {
	fn  *ssa.Function
	ack *Op // one of its acks
}

// name says who acknowledges what is sent: the deleter's name, or, for a
// closure, the function it is started in.
func (d *deleter) name() string {
	if p := d.fn.Parent(); p != nil {
		return "the goroutine in " + p.Name()
	}
	return d.fn.Name()
}

// noteDeleters records the channels fn receives from when fn acknowledges
// what it is sent and does no work (scanned as sc): it reports whether a
// channel is new, which makes the package's summaries read again.
func (m *model) noteDeleters(fn *ssa.Function, sc *fscan) bool {
	if len(sc.recvs) == 0 {
		return false
	}
	var ack *Op
	for _, op := range sc.ops {
		switch {
		case IsWork(op) || op.Kind == Handoff || op.Kind == Check:
			return false
		case op.Kind == Ack && ack == nil:
			ack = op
		}
	}
	if ack == nil {
		return false
	}
	added := false
	for _, ch := range sc.recvs {
		if !worthSending(ch.Type().Underlying().(*types.Chan).Elem()) {
			continue
		}
		for _, id := range m.chanIDs(fn, ch) {
			if m.deleters[id] == nil {
				m.deleters[id] = &deleter{fn: fn, ack: ack}
				added = true
			}
		}
	}
	return added
}

// chanIDs identifies the channel ch that fn receives from (chanID), or,
// for a parameter of fn, the channels the package's calls of fn pass
// there (go c.runDeleter(ctx, deletes)).
func (m *model) chanIDs(fn *ssa.Function, ch ssa.Value) []any {
	p, ok := unwrap(ch).(*ssa.Parameter)
	if !ok {
		if id := chanID(ch); id != nil {
			return []any{id}
		}
		return nil
	}
	i := slices.Index(fn.Params, p)
	var ids []any
	for _, s := range m.passedIndex().calls[fn] {
		if args := s.call.Common().Args; i >= 0 && i < len(args) {
			if id := chanID(args[i]); id != nil {
				ids = append(ids, id)
			}
		}
	}
	return ids
}

// worthSending reports whether values of type t can stand for a message:
// not a signal (struct{}, bool, error).
func worthSending(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Struct:
		return u.NumFields() > 0
	case *types.Basic:
		return u.Kind() != types.Bool
	}
	return !IsError(t)
}

// chanID identifies the channel a send or a receive uses, the same in
// every function of the package: a struct field (a.deleteQueue), a
// package variable, or a local variable that a closure captures (done :=
// make(chan string); go func() { for h := range done { … } }()), or one
// made in the function. Nil when the channel comes from elsewhere (a
// parameter, a call).
func chanID(v ssa.Value) any {
	for range maxCaptures {
		switch x := unwrap(v).(type) {
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil
			}
			switch p := x.X.(type) {
			case *ssa.FieldAddr:
				return fieldID(p.X.Type(), p.Field)
			case *ssa.Global:
				return p.Object()
			case *ssa.Alloc:
				return p
			case *ssa.FreeVar:
				if al, ok := freeVarBinding(p).(*ssa.Alloc); ok {
					return al
				}
			}
			return nil
		case *ssa.Field:
			return fieldID(x.X.Type(), x.Field)
		case *ssa.FreeVar:
			v = freeVarBinding(x)
		case *ssa.MakeChan:
			return x
		default:
			return nil
		}
	}
	return nil
}

// fieldID is the struct field i of t (or of what t points to), as its
// generic declaration: the same for every instance.
func fieldID(t types.Type, i int) any {
	if f, ok := structField(t, i).(*types.Var); ok {
		return f.Origin()
	}
	return nil
}

// freeVarBinding returns the value the enclosing function binds to the
// closure's free variable fv, or nil.
func freeVarBinding(fv *ssa.FreeVar) ssa.Value {
	fn := fv.Parent()
	if fn == nil || fn.Parent() == nil {
		return nil
	}
	mc := closureOf(fn.Parent(), fn)
	i := slices.Index(fn.FreeVars, fv)
	if mc == nil || i < 0 || i >= len(mc.Bindings) {
		return nil
	}
	return mc.Bindings[i]
}
