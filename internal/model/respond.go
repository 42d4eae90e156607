package model

import (
	"go/constant"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// Responses written through the program's own helpers. Services answer
// their requests in one place, and take the status from their callers:
//
//	func respond(w http.ResponseWriter, status int, v any) {
//		w.Header().Set("Content-Type", "application/json")
//		w.WriteHeader(status)
//		json.NewEncoder(w).Encode(v)
//	}
//
//	respond(w, http.StatusOK, ack{Received: true})
//
// The helper's summary says which parameter is the status of every
// response it writes (AnswersStatus), or the one constant status it
// writes (AnswersWith: fail(w, err) calling http.Error(w, …, 500)); a
// call of it is that response, with the status the caller passes. In a
// webhook handler, a 2xx one is its ACK (responses). A helper whose
// responses differ (a 500 on one branch, a 200 on another) says nothing.

// respond adds the HTTP response written at instr, whose status is the
// value v (nil for a write that names none: 200 unless a status came
// first).
func (s *fscan) respond(instr ssa.CallInstruction, callee *types.Func, v ssa.Value) *Op {
	op := s.add(s.newOp(Respond, instr, callee))
	if v == nil {
		return op
	}
	op.Status = -1 // named, but not a constant
	if k, ok := Unwrap(v).(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.Int {
		if n, ok := constant.Int64Val(k.Value); ok {
			op.Status = int(n)
		}
	} else {
		op.StatusParam = directParam(s.fn, Unwrap(v), 0)
	}
	return op
}

// answers returns what the responses among ops, fn's, say to fn's
// callers: the parameter that is the status of each (param), or the one
// constant status of each (status). A write that names no status counts
// only where a status written before it answers.
func (m *model) answers(fn *ssa.Function, ops []*Op) (param, status int) {
	var statuses, writes []*Op
	for _, op := range ops {
		if op.Kind != Respond {
			continue
		}
		if _, async := op.Instr.(*ssa.Go); async {
			return 0, 0
		}
		if op.Status == 0 {
			writes = append(writes, op)
		} else {
			statuses = append(statuses, op)
		}
	}
	flow := m.flow(fn)
	for _, w := range writes {
		if !slices.ContainsFunc(statuses, func(st *Op) bool { return flow.After(st.Instr, w.Instr) }) {
			return 0, 0 // it answers 200 itself, or after its caller's status
		}
	}
	for _, op := range statuses {
		switch {
		case op.StatusParam > 0 && status == 0 && (param == 0 || param == op.StatusParam):
			param = op.StatusParam
		case op.Status > 0 && param == 0 && (status == 0 || status == op.Status):
			status = op.Status
		default:
			return 0, 0
		}
	}
	return param, status
}

// answer adds, at a call of a program helper whose summary says how it
// answers (AnswersStatus, AnswersWith), the response it writes.
func (s *fscan) answer(instr ssa.CallInstruction, callee *types.Func, sum *Summary, params []ssa.Value) {
	switch p := sum.AnswersStatus; {
	case p > 0 && p <= len(params):
		s.respond(instr, callee, params[p-1])
	case sum.AnswersWith > 0:
		s.respond(instr, callee, nil).Status = sum.AnswersWith
	}
}
