package model

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
)

// tx returns the transaction v is, following builder chains of library
// calls (gorm's tx.Where(…).First, bun's tx.NewInsert().Model(…)).
func (s *fscan) tx(v ssa.Value) *Tx {
	return s.txSeen(v, map[ssa.Value]bool{})
}

func (s *fscan) txSeen(v ssa.Value, seen map[ssa.Value]bool) *Tx {
	for range maxTrace {
		if seen[v] {
			return nil
		}
		seen[v] = true
		if v == nil {
			return nil
		}
		if tx := s.txOf[v]; tx != nil {
			return tx
		}
		switch x := v.(type) {
		case *ssa.Extract:
			v = x.Tuple
		case *ssa.ChangeType:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.TypeAssert:
			v = x.X
		case *ssa.Call:
			callee, _ := calleeOf(&x.Call)
			if callee == nil || callee.Pkg() == nil || !s.m.ix.isCatalogPkg(callee.Pkg().Path()) {
				return nil
			}
			recv, _ := splitArgs(&x.Call, callee)
			v = recv
		case *ssa.Parameter:
			return s.paramTx(x)
		case *ssa.FreeVar:
			return s.freeVarTx(x)
		case *ssa.UnOp:
			if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL && embedded(fa.X.Type(), fa.Field) {
				v = fa.X // sqlx.Tx's embedded *sql.Tx: the same transaction
				continue
			}
			// A variable captured by a closure lives in a cell: follow its
			// single store (tx, _ := db.BeginTx(…); defer func() { tx.Rollback() }()).
			al, ok := x.X.(*ssa.Alloc)
			if x.Op != token.MUL || !ok {
				return nil
			}
			v = storedValue(al)
		case *ssa.Field:
			if !embedded(x.X.Type(), x.Field) {
				return nil
			}
			v = x.X
		case *ssa.Phi:
			var tx *Tx
			for _, e := range x.Edges {
				if c, ok := e.(*ssa.Const); ok && c.IsNil() || seen[e] {
					continue
				}
				t := s.txSeen(e, seen)
				if t == nil || (tx != nil && t != tx) {
					return nil
				}
				tx = t
			}
			return tx
		default:
			return nil
		}
	}
	return nil
}

// paramTx returns the transaction a parameter carries: the callback
// argument of a TxFunc, or any parameter of a transaction type.
func (s *fscan) paramTx(p *ssa.Parameter) *Tx {
	for i, q := range s.fn.Params {
		if q != p {
			continue
		}
		if tx := s.m.cbTx[s.fn]; tx != nil && isTxType(p.Type(), true) {
			s.txOf[p] = tx
			return tx
		}
		if !isTxType(p.Type(), false) {
			return nil
		}
		n := i + 1
		if s.fn.Signature.Recv() != nil {
			n = i // the receiver is Params[0]; parameters count from 1 after it
		}
		tx := &Tx{Param: n, Func: s.fn, Serializable: s.m.serialDriver}
		s.txOf[p] = tx
		return tx
	}
	return nil
}

// freeVarTx follows a captured variable to the value bound by the
// enclosing function.
func (s *fscan) freeVarTx(fv *ssa.FreeVar) *Tx {
	parent := s.fn.Parent()
	ps := s.m.scans[parent]
	if parent == nil || ps == nil {
		return nil
	}
	idx := -1
	for i, f := range s.fn.FreeVars {
		if f == fv {
			idx = i
		}
	}
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			mc, ok := instr.(*ssa.MakeClosure)
			if !ok || mc.Fn != s.fn || idx >= len(mc.Bindings) || idx < 0 {
				continue
			}
			v := mc.Bindings[idx]
			if al, ok := v.(*ssa.Alloc); ok {
				v = storedValue(al)
			}
			if v == nil {
				return nil
			}
			return ps.tx(v)
		}
	}
	return nil
}

// embedded reports whether field i of the struct t points to is embedded.
func embedded(t types.Type, i int) bool {
	st, ok := deref(t).Underlying().(*types.Struct)
	return ok && i < st.NumFields() && st.Field(i).Embedded()
}

// storedValue returns the single value stored to a local variable, or nil.
func storedValue(al *ssa.Alloc) ssa.Value {
	var val ssa.Value
	for _, r := range nonDebugReferrers(al) {
		if st, ok := r.(*ssa.Store); ok && st.Addr == al {
			if val != nil {
				return nil
			}
			val = st.Val
		}
	}
	return val
}

// handle returns the value a receiver stands for: what a local variable
// holding it was given (sess := engine.NewSession(), captured by a
// closure), or the receiver itself.
func handle(v ssa.Value) ssa.Value {
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		if al, ok := ld.X.(*ssa.Alloc); ok {
			if w := storedValue(al); w != nil {
				return w
			}
		}
	}
	return v
}

// isTxType reports whether t is a transaction type: the receiver of a
// TxCommit row named Tx. With loose set, any TxCommit receiver counts
// (for the argument of a TxFunc callback, which gorm passes as *gorm.DB).
func isTxType(t types.Type, loose bool) bool {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	path := catalog.Canonical(n.Obj().Pkg().Path())
	for _, row := range commitRows() {
		if row.Path == path && row.Recv == n.Obj().Name() && (loose || row.Recv == "Tx") {
			return true
		}
	}
	return false
}

var commitRows = onceRows(catalog.TxCommit)

// IsTx reports whether t is a transaction type of a catalogued library (one
// whose Commit is in the catalog: sql.Tx, pgx.Tx, gorm.DB, bun.Tx, …).
func IsTx(t types.Type) bool { return isTxType(t, true) }

// serializable reports whether the options argument of a transaction
// opener names a Serializable constant (sql.LevelSerializable,
// pgx.Serializable). It reads the syntax: constants have no identity in SSA.
func (s *fscan) serializable(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row) bool {
	ce := s.m.calls[instr.Common().Pos()]
	i := paramIndex(callee.Signature(), row.Param(catalog.ArgOptions))
	if ce == nil || i < 0 || i >= len(ce.Args) {
		return false
	}
	found := false
	ast.Inspect(ce.Args[i], func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if r := s.m.ix.object(s.m.pass.TypesInfo.Uses[id]); r != nil && r.Role == catalog.Serializable {
				found = true
			}
		}
		return !found
	})
	return found
}
