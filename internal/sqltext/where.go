package sqltext

import "strings"

// operand is a simple operand: a placeholder or a constant literal.
type operand struct {
	param Param
	lit   bool
	end   int // index after the operand
}

func (v operand) ok() bool { return v.lit || v.param.Ordinal > 0 }

var (
	typedLiteral = set("date", "time", "timestamp", "interval")
	orWord       = set("or")
	andWord      = set("and")
	compareOps   = set("=", "==", "<>", "!=", "<", ">", "<=", ">=", "<=>")
	regexOps     = set("~", "~*", "!~", "!~*")
	flipped      = map[string]string{"<": ">", ">": "<", "<=": ">=", ">=": "<="}
)

// value reads a simple operand starting at i: a placeholder or literal,
// a signed number, a typed string (DATE '…'), CAST(x AS type) or x::type.
func (s *stmt) value(i, hi int) operand { return s.valueNest(i, hi, 0) }

func (s *stmt) valueNest(i, hi, nest int) operand {
	if i >= hi || nest > maxNest {
		return operand{}
	}
	var v operand
	switch t := &s.t[i]; {
	case t.kind == tWord && t.val == "cast" && s.op(i+1, "("):
		c := s.close(i+1, hi)
		if c >= hi {
			return operand{}
		}
		v = s.valueNest(i+2, c, nest+1)
		if !v.ok() || s.word(v.end) != "as" || s.castType(v.end+1, c) != c {
			return operand{}
		}
		v.end = c + 1
	case t.kind == tParam:
		if t.param.Ordinal == 0 {
			return operand{}
		}
		v = operand{param: t.param, end: i + 1}
	case t.kind == tString || t.kind == tNumber:
		v = operand{lit: true, end: i + 1}
	case (t.is("-") || t.is("+")) && i+1 < hi && s.t[i+1].kind == tNumber:
		v = operand{lit: true, end: i + 2}
	case t.kind == tWord && (t.val == "true" || t.val == "false" || t.val == "null"):
		v = operand{lit: true, end: i + 1}
	case t.kind == tWord && typedLiteral[t.val] && i+1 < hi && s.t[i+1].kind == tString:
		v = operand{lit: true, end: i + 2}
	default:
		return operand{}
	}
	v.end = s.castTail(v.end, hi)
	return v
}

// whole returns the simple operand that fills [lo, hi) exactly, if any.
func (s *stmt) whole(lo, hi int) operand {
	if v := s.value(lo, hi); v.ok() && v.end == hi {
		return v
	}
	return operand{}
}

// castType reads a type name (words, dots, an optional modifier group and
// array brackets) at i and returns the index after it, or i.
func (s *stmt) castType(i, hi int) int {
	j := i
	for j < hi && (s.t[j].kind == tWord || s.t[j].kind == tIdent || s.t[j].is(".")) {
		j++
	}
	if j == i {
		return i
	}
	if j < hi && s.op(j, "(") {
		j = s.after(j, hi)
	}
	for j+1 < hi && s.op(j, "[") && s.op(j+1, "]") {
		j += 2
	}
	return j
}

// castTail skips any ::type casts at i.
func (s *stmt) castTail(i, hi int) int {
	for i < hi && s.op(i, "::") {
		j := s.castType(i+1, hi)
		if j == i+1 {
			return i
		}
		i = j
	}
	return i
}

// compareOp returns the comparison operator at i, normalised, or "".
func (s *stmt) compareOp(i int) string {
	if i < 0 || i >= len(s.t) || s.t[i].kind != tOp || !compareOps[s.t[i].val] {
		return ""
	}
	if s.t[i].val == "==" {
		return "="
	}
	return s.t[i].val
}

// preds returns the predicates of the AND-connected condition [lo, hi).
// A condition with an OR at its top level yields none.
func (s *stmt) preds(lo, hi, base, nest int) []Pred {
	if lo >= hi || s.find(lo, hi, base, orWord) >= 0 {
		return nil
	}
	var out []Pred
	start, between := lo, false
	for i := lo; i <= hi; i++ {
		if i < hi {
			if s.t[i].depth != base {
				continue
			}
			switch s.word(i) {
			case "between":
				between = true
				continue
			case "and":
				if between {
					between = false
					continue
				}
			default:
				continue
			}
		}
		out = s.conjunct(out, start, i, base, nest)
		start = i + 1
	}
	return out
}

func (s *stmt) conjunct(out []Pred, lo, hi, base, nest int) []Pred {
	if lo >= hi {
		return out
	}
	if s.op(lo, "(") && s.match[lo] == hi-1 {
		if nest < maxNest {
			out = append(out, s.preds(lo+1, hi-1, base+1, nest+1)...)
		}
		return out
	}
	if p, ok := s.pred(lo, hi, base); ok {
		out = append(out, p)
	}
	return out
}

// caseFolds are the functions that compare a column or a value without
// case (lower(email) = lower($1)): the predicate still binds the column.
var caseFolds = map[string]bool{"lower": true, "upper": true}

// pred reads <column> <op> <operand> filling [lo, hi); the column may be
// case-folded (lower(title)).
func (s *stmt) pred(lo, hi, base int) (Pred, bool) {
	parts, j := s.qualified(lo, hi)
	if s.t[lo].kind == tWord && caseFolds[s.t[lo].val] && s.op(lo+1, "(") {
		if c := s.close(lo+1, hi); c < hi {
			if inner, k := s.qualified(lo+2, c); len(inner) > 0 && k == c {
				parts, j = inner, c+1
			}
		}
	}
	if len(parts) == 0 || s.op(j, "(") {
		return s.reversed(lo, hi)
	}
	op, k := s.predOp(j, hi)
	p := Pred{Column: parts[len(parts)-1], Op: op}
	switch {
	case op == "":
		return Pred{}, false
	case strings.HasPrefix(op, "is ") && !strings.HasSuffix(op, " from"):
		p.Literal = true
		return p, k == hi
	case op == "in" || op == "not in":
		if !s.op(k, "(") || s.close(k, hi) != hi-1 {
			return Pred{}, false
		}
		items := s.split(k+1, hi-1, base+1)
		lits := len(items) > 0
		for _, it := range items {
			lits = lits && s.whole(it[0], it[1]).lit
		}
		if len(items) == 1 {
			p.Param = s.whole(items[0][0], items[0][1]).param
		}
		p.Literal = lits
		return p, true
	case op == "between" || op == "not between":
		and := s.find(k, hi, base, andWord)
		if and <= k || and+1 >= hi {
			return Pred{}, false
		}
		p.Literal = s.whole(k, and).lit && s.whole(and+1, hi).lit
		return p, true
	case strings.HasSuffix(op, " any") || strings.HasSuffix(op, " all"):
		if s.close(k, hi) != hi-1 {
			return Pred{}, false
		}
		v := s.whole(k+1, hi-1)
		p.Param, p.Literal = v.param, v.lit
		return p, true
	case k >= hi:
		return Pred{}, false
	}
	v := s.whole(k, hi)
	if !v.ok() {
		v = s.folded(k, hi)
	}
	p.Param, p.Literal = v.param, v.lit
	return p, true
}

// folded returns the operand a case-folding function wraps and that fills
// [lo, hi) exactly (lower($1)), if any: compared without case, it still
// binds the column to that value.
func (s *stmt) folded(lo, hi int) operand {
	if lo+1 >= hi || s.t[lo].kind != tWord || !caseFolds[s.t[lo].val] || !s.op(lo+1, "(") || s.close(lo+1, hi) != hi-1 {
		return operand{}
	}
	return s.whole(lo+2, hi-1)
}

// reversed reads <operand> <comparison> <column>, as in $1 = id.
func (s *stmt) reversed(lo, hi int) (Pred, bool) {
	v := s.value(lo, hi)
	if !v.ok() {
		return Pred{}, false
	}
	op := s.compareOp(v.end)
	parts, j := s.qualified(v.end+1, hi)
	if op == "" || len(parts) == 0 || j != hi {
		return Pred{}, false
	}
	if f, ok := flipped[op]; ok {
		op = f
	}
	return Pred{Column: parts[len(parts)-1], Op: op, Param: v.param, Literal: v.lit}, true
}

// predOp reads the operator of a predicate at j and returns it with the
// index of its operand. Operators without an operand start with "is ".
func (s *stmt) predOp(j, hi int) (string, int) {
	if j >= hi {
		return "", j
	}
	if op := s.compareOp(j); op != "" {
		if q := s.word(j + 1); (q == "any" || q == "some" || q == "all") && s.op(j+2, "(") {
			if q == "some" {
				q = "any"
			}
			return op + " " + q, j + 2
		}
		return op, j + 1
	}
	if s.t[j].kind == tOp && regexOps[s.t[j].val] {
		return s.t[j].val, j + 1
	}
	w, not := s.word(j), ""
	if w == "not" {
		not = "not "
		j++
		w = s.word(j)
	}
	switch w {
	case "in", "like", "ilike", "between", "regexp", "rlike", "glob":
		return not + w, j + 1
	case "similar":
		if s.word(j+1) == "to" {
			return not + "similar to", j + 2
		}
	case "isnull":
		if not == "" {
			return "is null", j + 1
		}
	case "notnull":
		if not == "" {
			return "is not null", j + 1
		}
	case "is":
		if not != "" {
			return "", j
		}
		k, neg := j+1, ""
		if s.word(k) == "not" {
			k, neg = k+1, "not "
		}
		switch w := s.word(k); w {
		case "null", "true", "false", "unknown":
			return "is " + neg + w, k + 1
		case "distinct":
			if s.word(k+1) == "from" {
				return "is " + neg + "distinct from", k + 2
			}
		}
	}
	return "", j
}
