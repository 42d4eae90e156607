package catalog

const nsqPath = "github.com/nsqio/go-nsq"

// github.com/nsqio/go-nsq v1.1.0 (package nsq). nsqd redelivers a message
// that is not finished before its timeout. Message.Finish is the ACK;
// Requeue and RequeueWithoutBackoff hand it back and Touch extends its
// timeout: failure-path tools, like NATS Nak and InProgress. A Handler
// added to a Consumer (AddHandler, AddConcurrentHandlers: a value with a
// HandleMessage method, or a HandlerFunc) runs once per delivery; unless it
// calls DisableAutoResponse, the consumer finishes the message when the
// handler returns nil, after all its work, and requeues it on an error.
// Every Producer publish, synchronous or not, is a publish.
var nsq = []Row{
	{Path: nsqPath, Recv: "Message", Name: "Finish", Role: Ack},
	{Path: nsqPath, Recv: "Message", Name: "Requeue", Role: Nack},
	{Path: nsqPath, Recv: "Message", Name: "RequeueWithoutBackoff", Role: Nack},
	{Path: nsqPath, Recv: "Message", Name: "Touch", Role: Nack},
	{Path: nsqPath, Recv: "Handler", Name: "HandleMessage", Role: HandlerMethod},
	{Path: nsqPath, Name: "HandlerFunc", Object: Type, Role: HandlerType},
	{Path: nsqPath, Recv: "Consumer", Name: "AddHandler", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handler"}}},
	{Path: nsqPath, Recv: "Consumer", Name: "AddConcurrentHandlers", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handler"}}},
	{Path: nsqPath, Recv: "Producer", Name: "Publish", Role: Publish},
	{Path: nsqPath, Recv: "Producer", Name: "MultiPublish", Role: Publish},
	{Path: nsqPath, Recv: "Producer", Name: "DeferredPublish", Role: Publish},
	{Path: nsqPath, Recv: "Producer", Name: "PublishAsync", Role: Publish},
	{Path: nsqPath, Recv: "Producer", Name: "MultiPublishAsync", Role: Publish},
	{Path: nsqPath, Recv: "Producer", Name: "DeferredPublishAsync", Role: Publish},
}
