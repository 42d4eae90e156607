package catalog

// Waiting for goroutines: sync (Go 1.26) and golang.org/x/sync v0.25.0.
var syncWait = []Row{
	{Path: "sync", Recv: "WaitGroup", Name: "Wait", Role: Wait},
	{Path: "golang.org/x/sync/errgroup", Recv: "Group", Name: "Wait", Role: Wait},
}
