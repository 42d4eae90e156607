package catalog

const riverPath = "github.com/riverqueue/river"

// River v0.51.2. Worker[T] and Client[TTx] are generic; rows name the
// generic declarations. The Tx variants insert inside the caller's
// transaction but still hand work to other workers, so they are publishes.
var river = []Row{
	{Path: riverPath, Recv: "Worker", Name: "Work", Role: HandlerMethod},
	{Path: riverPath, Name: "WorkFunc", Role: HandlerRegister, Args: []Arg{{ArgFunc, "f"}}},
	{Path: riverPath, Recv: "Client", Name: "Insert", Role: Publish},
	{Path: riverPath, Recv: "Client", Name: "InsertTx", Role: Publish},
	{Path: riverPath, Recv: "Client", Name: "InsertMany", Role: Publish},
	{Path: riverPath, Recv: "Client", Name: "InsertManyTx", Role: Publish},
	{Path: riverPath, Recv: "Client", Name: "InsertManyFast", Role: Publish},
	{Path: riverPath, Recv: "Client", Name: "InsertManyFastTx", Role: Publish},
}
