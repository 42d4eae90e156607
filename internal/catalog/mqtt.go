package catalog

const mqttPath = "github.com/eclipse/paho.mqtt.golang"

// github.com/eclipse/paho.mqtt.golang v1.5.1 (package mqtt): Client and
// Message are interfaces. A subscription with QoS 1 or 2 is delivered at
// least once: the broker resends a message it has no acknowledgement for
// (PUBACK, PUBREC), with the duplicate flag, when the session resumes. The
// client acknowledges by itself when the callback returns, unless
// ClientOptions.SetAutoAckDisabled(true) leaves it to Message.Ack, the ACK.
// QoS 0 is delivered at most once and its Ack does nothing: Subscribe's
// callback runs once per delivery only when its qos argument is a constant
// above 0. SubscribeMultiple (a QoS per topic in a map) and AddRoute (the
// QoS of a subscription made elsewhere) are left out: their callbacks are
// not known to be redelivered. A publish with QoS 1 or 2 can reach the
// broker twice when its acknowledgement is lost: a publish.
var mqtt = []Row{
	{Path: mqttPath, Recv: "Message", Name: "Ack", Role: Ack},
	{Path: mqttPath, Recv: "Client", Name: "Subscribe", Role: HandlerRegister, Args: []Arg{{ArgFunc, "callback"}, {ArgQoS, "qos"}}},
	{Path: mqttPath, Recv: "Client", Name: "Publish", Role: Publish},
}
