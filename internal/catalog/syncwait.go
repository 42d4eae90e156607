package catalog

// Waiting for goroutines: sync (Go 1.26) and golang.org/x/sync v0.25.0;
// and the process's locks that serialise a check with its act.
var syncWait = []Row{
	{Path: "sync", Recv: "WaitGroup", Name: "Wait", Role: Wait},
	{Path: "sync", Recv: "Mutex", Name: "Lock", Role: MutexLock},
	{Path: "sync", Recv: "Mutex", Name: "Unlock", Role: MutexUnlock},
	{Path: "sync", Recv: "RWMutex", Name: "Lock", Role: MutexLock},
	{Path: "sync", Recv: "RWMutex", Name: "Unlock", Role: MutexUnlock},
	{Path: "golang.org/x/sync/errgroup", Recv: "Group", Name: "Wait", Role: Wait},
}
