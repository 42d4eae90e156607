package catalog

// Worker pools: a task submitted to one runs in another goroutine, and the
// call returns before it ran. An ack after the submit, with nothing
// waiting for the task, acknowledges work that is still running
// (panjf2000/ants v2.12.1, alitto/pond v2.7.1, gammazero/workerpool
// v1.3.0, sourcegraph/conc v0.3.0). The variants that wait for the task
// (workerpool's SubmitWait and DoWait) are ordinary calls, and the pools'
// waits (pond's StopAndWait, workerpool's StopWait, conc's Wait) are
// waits for every task submitted.
var pools = concat(
	methods("github.com/panjf2000/ants", "Pool", GoFunc, Arg{ArgFunc, "task"}, "Submit"),
	methods("github.com/alitto/pond", "Pool", GoFunc, Arg{ArgFunc, "task"}, "Go", "Submit", "SubmitErr", "TrySubmit", "TrySubmitErr"),
	methods("github.com/gammazero/workerpool", "WorkerPool", GoFunc, Arg{ArgFunc, "task"}, "Submit", "Do"),
	[]Row{
		{Path: "github.com/alitto/pond", Recv: "BasePool", Name: "StopAndWait", Role: Wait},
		{Path: "github.com/gammazero/workerpool", Recv: "WorkerPool", Name: "StopWait", Role: Wait},
		{Path: "github.com/sourcegraph/conc/pool", Recv: "Pool", Name: "Wait", Role: Wait},
	},
)
