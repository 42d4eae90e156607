package model

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// A drain is a goroutine that takes values off a channel and does one
// thing with them: a deleter acknowledges them and does no other work
// (the batch deleter of an SQS pipeline, which deletes what the
// processors send it, ten at a time); a sender performs an irreversible
// effect with them and records nothing (a mail daemon that sends what the
// package queues, a webhook dispatcher). A send on a deleter's channel is
// the sender's ACK: the message is as good as deleted once it is sent
// there. A send on a sender's channel is the sender's EFFECT: the mail is
// as good as sent, and a second delivery queues a second one. It is also
// still a hand-off: the effect is not done when the send returns.
type drain struct {
	fn *ssa.Function
	op *Op // one of its acks (a deleter) or its strongest effect (a sender)
}

// name says who does what is sent: the drain's name, or, for a closure,
// the function it is started in.
func (d *drain) name() string {
	if p := d.fn.Parent(); p != nil {
		return "the goroutine in " + p.Name()
	}
	return d.fn.Name()
}

// noteDrains records the channels fn receives from when fn is a deleter
// or a sender (scanned as sc): it reports whether a channel is new, which
// makes the package's summaries read again.
func (m *model) noteDrains(fn *ssa.Function, sc *fscan) bool {
	if len(sc.recvs) == 0 {
		return false
	}
	var ack, effect *Op
	for _, op := range sc.ops {
		switch op.Kind {
		case Ack:
			if ack == nil {
				ack = op
			}
		case Effect:
			if effect == nil || op.Class.stronger(effect.Class) {
				effect = op
			}
		case Handoff, Check, Claim, Write, Commit, CheckThenAct, Nack:
			return false
		}
	}
	does := ack
	if does == nil || effect != nil {
		// A goroutine that acks and sends does a consumer's work, which a
		// send on its channel does not stand for.
		if ack != nil || effect == nil || effect.Passed > 0 {
			return false
		}
		does = effect
	}
	added := false
	for _, ch := range sc.recvs {
		if !worthSending(ch.Type().Underlying().(*types.Chan).Elem()) {
			continue
		}
		for _, id := range m.chanIDs(fn, ch) {
			if m.drains[id] == nil {
				m.drains[id] = &drain{fn: fn, op: does}
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
				return allocChanID(p)
			case *ssa.FreeVar:
				if al, ok := freeVarBinding(p).(*ssa.Alloc); ok {
					return allocChanID(al)
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

// allocChanID identifies the channel a local variable holds: the one
// stored there when it is stored once (q := queue, a copy of a package
// variable that a goroutine captures), else the variable.
func allocChanID(al *ssa.Alloc) any {
	var stored ssa.Value
	for _, r := range *al.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == al {
			if stored != nil {
				return al
			}
			stored = st.Val
		}
	}
	// Only a package variable, a field or a new channel: another local
	// is not followed (two locals stored from each other would loop).
	if ld, ok := unwrap(stored).(*ssa.UnOp); ok && ld.Op == token.MUL {
		switch ld.X.(type) {
		case *ssa.Global, *ssa.FieldAddr:
			return chanID(stored)
		}
	}
	if mc, ok := unwrap(stored).(*ssa.MakeChan); ok {
		return mc
	}
	return al
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
