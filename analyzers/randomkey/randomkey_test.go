package randomkey_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/randomkey"
	"github.com/idemlint/idemlint/internal/model"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestRandomKey(t *testing.T) {
	analysistest.Run(t, testdata(t), randomkey.Analyzer, "randomkey/producer", "randomkey/caller", "randomkey/cmdstart", "randomkey/keyuse", "randomkey/newrow", "randomkey/options", "randomkey/sdks", "randomkey/hashed", "randomkey/onekey", "randomkey/checkout", "randomkey/payments", "randomkey/httpclients", "randomkey/pborman", "randomkey/dynamokey", "randomkey/fanout", "randomkey/legacyids", "randomkey/rediscache/cache", "randomkey/rediscache")
}

// TestFacts checks the summaries that carry keys across packages.
func TestFacts(t *testing.T) {
	analysistest.Run(t, testdata(t), model.Analyzer, "randomkey/keys", "example.com/keyhelper", "example.com/keyhash")
}
