package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// maxText bounds the length of resolved SQL text.
const maxText = 1 << 16

// stringOf resolves v to constant text: literals and constants,
// concatenation, and fmt.Sprintf with a constant format (unresolved
// arguments become the identifier x, which keeps table names and keywords
// in place).
func stringOf(v ssa.Value, depth int) (string, bool) {
	if v == nil || depth > maxTrace/4 {
		return "", false
	}
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value != nil && x.Value.Kind() == constant.String {
			return constant.StringVal(x.Value), true
		}
	case *ssa.MakeInterface:
		return stringOf(x.X, depth+1)
	case *ssa.ChangeType:
		return stringOf(x.X, depth+1)
	case *ssa.Convert:
		if isString(x.X.Type()) {
			return stringOf(x.X, depth+1)
		}
	case *ssa.BinOp:
		if x.Op != token.ADD {
			return "", false
		}
		l, ok1 := stringOf(x.X, depth+1)
		r, ok2 := stringOf(x.Y, depth+1)
		if ok1 && ok2 && len(l)+len(r) <= maxText {
			return l + r, true
		}
	case *ssa.Phi:
		var s string
		for i, e := range x.Edges {
			t, ok := stringOf(e, depth+1)
			if !ok || (i > 0 && t != s) {
				return "", false
			}
			s = t
		}
		return s, len(x.Edges) > 0
	case *ssa.Call:
		return sprintf(x, depth)
	}
	return "", false
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// sprintf evaluates fmt.Sprintf with a constant format.
func sprintf(call *ssa.Call, depth int) (string, bool) {
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Pkg == nil || fn.Pkg.Pkg.Path() != "fmt" || fn.Name() != "Sprintf" || len(call.Call.Args) != 2 {
		return "", false
	}
	format, ok := stringOf(call.Call.Args[0], depth+1)
	if !ok {
		return "", false
	}
	args := variadicElems(call.Call.Args[1])
	var b strings.Builder
	next := 0
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0123456789.[]*", format[i]) >= 0 {
			i++
		}
		if i >= len(format) {
			break
		}
		if format[i] == '%' {
			b.WriteByte('%')
			continue
		}
		s := "x"
		if next < len(args) {
			if t, ok := stringOf(args[next], depth+1); ok {
				s = t
			}
		}
		next++
		b.WriteString(s)
		if b.Len() > maxText {
			return "", false
		}
	}
	return b.String(), true
}
