package catalog

const (
	machineryV1Path = "github.com/RichardKnop/machinery/v1"
	machineryPath   = "github.com/RichardKnop/machinery" // v2, /v2 dropped
	gocraftWorkPath = "github.com/gocraft/work"
)

// Job frameworks that play Sidekiq's and Celery's part: a function
// registered as a task runs once per delivery. RichardKnop/machinery
// v1.10.8 (package v1) and v2.0.13 register tasks by name on a Server, one
// at a time or as a map of name to function; gocraft/work v0.5.1 registers
// job functions on a WorkerPool.
var jobs = []Row{
	{Path: machineryV1Path, Recv: "Server", Name: "RegisterTask", Role: HandlerRegister, Args: []Arg{{ArgFunc, "taskFunc"}}},
	{Path: machineryV1Path, Recv: "Server", Name: "RegisterTasks", Role: HandlerRegister, Args: []Arg{{ArgFunc, "namedTaskFuncs"}}},
	{Path: machineryPath, Recv: "Server", Name: "RegisterTask", Role: HandlerRegister, Args: []Arg{{ArgFunc, "taskFunc"}}},
	{Path: machineryPath, Recv: "Server", Name: "RegisterTasks", Role: HandlerRegister, Args: []Arg{{ArgFunc, "namedTaskFuncs"}}},
	{Path: gocraftWorkPath, Recv: "WorkerPool", Name: "Job", Role: HandlerRegister, Args: []Arg{{ArgFunc, "fn"}}},
	{Path: gocraftWorkPath, Recv: "WorkerPool", Name: "JobWithOptions", Role: HandlerRegister, Args: []Arg{{ArgFunc, "fn"}}},
}
