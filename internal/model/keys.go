package model

import (
	"fmt"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// DependsOn reports whether v is computed from target: through operands,
// and through locals written by stores or by calls that take their address
// (row.Scan(&n)). The search is bounded; over budget it answers false.
func DependsOn(v, target ssa.Value) bool {
	if v == nil || target == nil {
		return false
	}
	return dependsOn(v, func(x ssa.Value) bool { return x == target })
}

// DependsOnDirectly is DependsOn that does not look past the values
// barrier accepts: a decision computed from a second read, or from a
// service call, that merely took the first read's value as input is that
// call's decision.
func DependsOnDirectly(v, target ssa.Value, barrier func(ssa.Value) bool) bool {
	if v == nil || target == nil {
		return false
	}
	return dependsVia(v, func(x ssa.Value) bool { return x == target }, barrier)
}

// SameKey reports whether two key values are spelled the same way: the same
// constants, parameters, fields and calls combined the same way
// ("processed:" + id twice). Values it cannot spell are equal only to
// themselves.
func SameKey(a, b ssa.Value) bool {
	if a == nil || b == nil {
		return false
	}
	return a == b || spell(a, 0) == spell(b, 0)
}

// spell renders v symbolically; see SameKey.
func spell(v ssa.Value, depth int) string {
	if depth > 8 {
		return fmt.Sprintf("%p", v)
	}
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value == nil {
			return "nil"
		}
		if x.Value.Kind() == constant.String {
			return fmt.Sprintf("%q", constant.StringVal(x.Value))
		}
		return x.Value.ExactString()
	case *ssa.Parameter:
		return "param:" + x.Name()
	case *ssa.FreeVar:
		return "free:" + x.Name()
	case *ssa.MakeInterface:
		return spell(x.X, depth+1)
	case *ssa.ChangeType:
		return spell(x.X, depth+1)
	case *ssa.Convert:
		return spell(x.X, depth+1)
	case *ssa.BinOp:
		return "(" + spell(x.X, depth+1) + x.Op.String() + spell(x.Y, depth+1) + ")"
	case *ssa.UnOp:
		return x.Op.String() + spell(x.X, depth+1)
	case *ssa.FieldAddr:
		return spell(x.X, depth+1) + "." + fieldName(x.X.Type(), x.Field)
	case *ssa.Field:
		return spell(x.X, depth+1) + "." + fieldName(x.X.Type(), x.Field)
	case *ssa.Call:
		callee, _ := calleeOf(&x.Call)
		if callee == nil {
			break
		}
		parts := make([]string, 0, len(x.Call.Args))
		for _, a := range x.Call.Args {
			if s, ok := a.(*ssa.Slice); ok {
				for _, e := range variadicElems(s) {
					if e != nil {
						parts = append(parts, spell(e, depth+1))
					}
				}
				continue
			}
			parts = append(parts, spell(a, depth+1))
		}
		return callee.FullName() + "(" + strings.Join(parts, ",") + ")"
	}
	return fmt.Sprintf("%p", v)
}

// Unwrap looks through conversions that keep a value's identity
// (interface boxing, named-type changes, numeric and string conversions).
func Unwrap(v ssa.Value) ssa.Value {
	if v == nil {
		return nil
	}
	return unwrap(v)
}

// VariadicArgs returns the values packed into the slice built for a
// variadic call (conversions to interface removed), by position; an element
// it cannot see is nil.
func VariadicArgs(v ssa.Value) []ssa.Value { return variadicElems(v) }

// IsError reports whether t is the error interface.
func IsError(t types.Type) bool { return types.Identical(t, errorType) }

var errorType = types.Universe.Lookup("error").Type()
