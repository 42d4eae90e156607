package catalog

const cloudeventsClientPath = "github.com/cloudevents/sdk-go/client"

// github.com/cloudevents/sdk-go/v2 v2.16.2, the CloudEvents SDK of
// Knative sources, event routers and bridges: Client.Send and Request
// deliver an event to its sink (an HTTP endpoint, a broker), a publish;
// StartReceiver runs fn once per delivered event, which is acknowledged
// (answered, committed) when fn returns.
var cloudevents = []Row{
	{Path: cloudeventsClientPath, Recv: "Client", Name: "Send", Role: Publish},
	{Path: cloudeventsClientPath, Recv: "Client", Name: "Request", Role: Publish},
	{Path: cloudeventsClientPath, Recv: "Client", Name: "StartReceiver", Role: HandlerRegister, Args: []Arg{{ArgFunc, "fn"}}},
}
