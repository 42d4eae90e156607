package effectbeforeclaim_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemlint/idemlint/analyzers/effectbeforeclaim"
	"github.com/idemlint/idemlint/internal/model"
)

func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestEffectBeforeClaim(t *testing.T) {
	analysistest.Run(t, testdata(t), effectbeforeclaim.Analyzer,
		"effectbeforeclaim/asynqcase", "effectbeforeclaim/claimsfirst", "effectbeforeclaim/brokers", "effectbeforeclaim/helpers/use", "effectbeforeclaim/registered/acts", "effectbeforeclaim/webhookhelper", "effectbeforeclaim/hmachook", "effectbeforeclaim/retried", "effectbeforeclaim/httpclients", "effectbeforeclaim/periodic", "effectbeforeclaim/taskqueue", "effectbeforeclaim/retryself", "effectbeforeclaim/sdks", "effectbeforeclaim/nsqcase", "effectbeforeclaim/probe", "effectbeforeclaim/mqttcase", "effectbeforeclaim/githubbot", "effectbeforeclaim/dispatch/orders", "effectbeforeclaim/popmarker", "effectbeforeclaim/resets", "effectbeforeclaim/weekly/cmd", "effectbeforeclaim/beforecommit", "effectbeforeclaim/mailqueue", "effectbeforeclaim/chat", "effectbeforeclaim/apiclient/use", "effectbeforeclaim/mongomarker", "effectbeforeclaim/dynamomarker", "effectbeforeclaim/lambdacase", "effectbeforeclaim/telemetry", "effectbeforeclaim/kvclaim", "effectbeforeclaim/receiptack", "effectbeforeclaim/ownlog", "effectbeforeclaim/body",
	)
}

// TestMarkerProbe checks that a processed marker counts the same inline, in
// a helper of the package and in a helper of another package.
func TestMarkerProbe(t *testing.T) {
	analysistest.Run(t, testdata(t), effectbeforeclaim.Analyzer, "effectbeforeclaim/marker/use")
}

// TestFacts checks the summaries of the run-once helpers.
func TestFacts(t *testing.T) {
	analysistest.Run(t, testdata(t), model.Analyzer, "effectbeforeclaim/helpers/once", "effectbeforeclaim/marker/store", "example.com/stripehook")
}

// TestFuncValues covers acts and handlers that reach the code as function
// values: a parameter the gated function calls, a table of handlers
// registered in a loop, a handler injected into a consumer.
func TestFuncValues(t *testing.T) {
	analysistest.Run(t, testdata(t), effectbeforeclaim.Analyzer, "effectbeforeclaim/funcvals")
}
