package catalog

// go.temporal.io/sdk v1.51.0. Starting a workflow is a publish whose key is
// the workflow ID: the StartWorkflowOptions field (client.StartWorkflowOptions
// is an alias of the struct in go.temporal.io/sdk/internal, which declares
// ID) or SignalWithStartWorkflow's workflowID parameter. Memo is not a key.
// Activities registered with a worker run once per attempt; the Register
// methods are declared on worker.ActivityRegistry, embedded in Worker.
var temporal = []Row{
	{Path: "go.temporal.io/sdk/client", Recv: "Client", Name: "ExecuteWorkflow", Role: Publish},
	{Path: "go.temporal.io/sdk/client", Recv: "Client", Name: "SignalWithStartWorkflow", Role: Publish, Args: []Arg{{ArgKey, "workflowID"}}},
	{Path: "go.temporal.io/sdk/internal", Recv: "StartWorkflowOptions", Name: "ID", Object: Field, Role: KeySink},
	// workflow.ChildWorkflowOptions, an alias of the same package's struct.
	{Path: "go.temporal.io/sdk/internal", Recv: "ChildWorkflowOptions", Name: "WorkflowID", Object: Field, Role: KeySink},
	{Path: "go.temporal.io/sdk/worker", Recv: "ActivityRegistry", Name: "RegisterActivity", Role: HandlerRegister, Args: []Arg{{ArgFunc, "a"}}},
	// Only an activity has an activity context: a function that reads it is
	// one, wherever it is registered (usually from another package, which
	// facts cannot reach). IsActivity, a test, is not listed.
	{Path: "go.temporal.io/sdk/activity", Name: "GetInfo", Role: HandlerContext},
	{Path: "go.temporal.io/sdk/activity", Name: "GetLogger", Role: HandlerContext},
	{Path: "go.temporal.io/sdk/activity", Name: "GetMetricsHandler", Role: HandlerContext},
	{Path: "go.temporal.io/sdk/activity", Name: "RecordHeartbeat", Role: HandlerContext},
	{Path: "go.temporal.io/sdk/activity", Name: "HasHeartbeatDetails", Role: HandlerContext},
	{Path: "go.temporal.io/sdk/activity", Name: "GetHeartbeatDetails", Role: HandlerContext},
	{Path: "go.temporal.io/sdk/worker", Recv: "ActivityRegistry", Name: "RegisterActivityWithOptions", Role: HandlerRegister, Args: []Arg{{ArgFunc, "a"}}},
}
