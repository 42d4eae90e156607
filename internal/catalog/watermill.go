package catalog

const watermillPath = "github.com/ThreeDotsLabs/watermill/message"

// ThreeDotsLabs/watermill v1.5.1, package message. Router handlers run once
// per delivery whether registered through the Router or converted to the
// handler func types. Message.UUID is not a key sink: watermill only logs it.
var watermill = []Row{
	{Path: watermillPath, Recv: "Message", Name: "Ack", Role: Ack},
	{Path: watermillPath, Recv: "Message", Name: "Nack", Role: Nack},
	{Path: watermillPath, Name: "HandlerFunc", Object: Type, Role: HandlerType},
	{Path: watermillPath, Name: "NoPublishHandlerFunc", Object: Type, Role: HandlerType},
	{Path: watermillPath, Recv: "Router", Name: "AddHandler", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handlerFunc"}}},
	{Path: watermillPath, Recv: "Router", Name: "AddNoPublisherHandler", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handlerFunc"}}},
	{Path: watermillPath, Recv: "Router", Name: "AddConsumerHandler", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handlerFunc"}}},
	{Path: watermillPath, Recv: "Publisher", Name: "Publish", Role: Publish},
	{Path: watermillPath, Recv: "Subscriber", Name: "Subscribe", Role: Receive},
}
