package catalog

const asynqPath = "github.com/hibiken/asynq"

// asynq v0.26.0. Enqueueing is a publish; TaskID is the only option that
// deduplicates (ProcessIn/ProcessAt/Unique are not keys). Handler's
// ProcessTask declares no parameter names, so the row names the method only.
var asynq = []Row{
	{Path: asynqPath, Recv: "Client", Name: "Enqueue", Role: Publish},
	{Path: asynqPath, Recv: "Client", Name: "EnqueueContext", Role: Publish},
	{Path: asynqPath, Name: "TaskID", Role: KeySink, Args: []Arg{{ArgKey, "id"}}},
	{Path: asynqPath, Recv: "Handler", Name: "ProcessTask", Role: HandlerMethod},
	{Path: asynqPath, Name: "HandlerFunc", Object: Type, Role: HandlerType},
	{Path: asynqPath, Recv: "ServeMux", Name: "HandleFunc", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handler"}}},
}
