package model

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// printfFuncs are the standard library's functions that format their
// arguments with a format string: the format's index among their
// arguments, the variadic slice following it.
var printfFuncs = map[string]int{
	"fmt.Sprintf": 0, "fmt.Errorf": 0, "fmt.Printf": 0, "fmt.Fprintf": 1, "fmt.Appendf": 1,
	"log.Printf": 0, "log.Fatalf": 0, "log.Panicf": 0,
	"(*log.Logger).Printf": 0, "(*log.Logger).Fatalf": 0, "(*log.Logger).Panicf": 0,
}

// logs reports a log call of the program's own: a function that returns
// nothing and takes a format and its arguments (format string, args
// ...any), after a context at most (no recipient), which it hands on
// together to one of the standard library's printf functions (logStr :=
// fmt.Sprintf(message, args...)), as go vet's printf check finds a
// wrapper. What such a function does besides — ship
// the line to Elasticsearch, POST it to a log intake, capture it in
// Sentry — is telemetry: a duplicated log line repeats nothing a user
// sees, and no message's work is a log line, so the model takes it for
// nothing, as it does product analytics.
func logs(fn *ssa.Function) bool {
	sig := fn.Signature
	n := len(fn.Params)
	if sig.Results().Len() > 0 || !sig.Variadic() || n < 2 || fn.Blocks == nil {
		return false
	}
	for i := range sig.Params().Len() - 2 {
		if !IsContext(sig.Params().At(i).Type()) {
			return false // a recipient (Sendf(chatID, format, args...)): a message, not a log line
		}
	}
	format, args := fn.Params[n-2], fn.Params[n-1]
	if b, ok := format.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return false
	}
	if s, ok := args.Type().Underlying().(*types.Slice); !ok || !isEmptyInterface(s.Elem()) {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			callee := call.Call.StaticCallee()
			if callee == nil || callee.Pkg == nil {
				continue
			}
			i, ok := printfFuncs[callee.String()]
			if ok && len(call.Call.Args) > i+1 && call.Call.Args[i] == format && call.Call.Args[i+1] == args {
				return true
			}
		}
	}
	return false
}

func isEmptyInterface(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.Empty()
}
