package model

import (
	"go/types"
	"testing"
)

// TestForgetPackages checks that the method index a run built for an
// import is dropped, and built again when asked for after.
func TestForgetPackages(t *testing.T) {
	p := types.NewPackage("example.com/p", "p")
	tn := types.NewTypeName(0, p, "T", nil)
	named := types.NewNamed(tn, types.NewStruct(nil, nil), nil)
	named.AddMethod(types.NewFunc(0, p, "Seen", types.NewSignatureType(types.NewVar(0, p, "t", types.NewPointer(named)), nil, nil, nil, nil, false)))
	concrete := func(*types.Package) []*types.TypeName { return []*types.TypeName{tn} }
	if got := withMethod(p, concrete, "Seen", true); len(got) != 1 || got[0] != tn {
		t.Fatalf("withMethod = %v, want T", got)
	}
	if _, ok := methodIndexes.Load(p); !ok {
		t.Fatal("no index kept for an import")
	}
	ForgetPackages()
	if _, ok := methodIndexes.Load(p); ok {
		t.Error("the index is kept after ForgetPackages")
	}
	if got := withMethod(p, concrete, "Seen", true); len(got) != 1 || got[0] != tn {
		t.Errorf("withMethod after ForgetPackages = %v, want T", got)
	}
}
