package catalog

const pulsarPath = "github.com/apache/pulsar-client-go/pulsar"

// github.com/apache/pulsar-client-go v0.19.0 (package pulsar). Everything
// is an interface. A ConsumerMessage embeds its Consumer, so cm.Ack(cm.Message)
// resolves to Consumer.Ack. Every acknowledgement (single, by id, a list,
// cumulative, in a transaction) is an ACK; Nack, NackID and
// ReconsumeLater (the retry topic) are failure-path tools. A receive
// returns the next message: Receive, or the channel Chan returns (or the
// one ConsumerOptions.MessageChannel names, which the consumer fills).
var pulsar = []Row{
	{Path: pulsarPath, Recv: "Producer", Name: "Send", Role: Publish},
	{Path: pulsarPath, Recv: "Producer", Name: "SendAsync", Role: Publish},
	{Path: pulsarPath, Recv: "Consumer", Name: "Receive", Role: Receive},
	{Path: pulsarPath, Recv: "Consumer", Name: "Chan", Role: Receive},
	{Path: pulsarPath, Recv: "Consumer", Name: "Ack", Role: Ack},
	{Path: pulsarPath, Recv: "Consumer", Name: "AckID", Role: Ack},
	{Path: pulsarPath, Recv: "Consumer", Name: "AckIDList", Role: Ack},
	{Path: pulsarPath, Recv: "Consumer", Name: "AckWithTxn", Role: Ack},
	{Path: pulsarPath, Recv: "Consumer", Name: "AckCumulative", Role: Ack},
	{Path: pulsarPath, Recv: "Consumer", Name: "AckIDCumulative", Role: Ack},
	{Path: pulsarPath, Recv: "Consumer", Name: "Nack", Role: Nack},
	{Path: pulsarPath, Recv: "Consumer", Name: "NackID", Role: Nack},
	{Path: pulsarPath, Recv: "Consumer", Name: "ReconsumeLater", Role: Nack},
	{Path: pulsarPath, Recv: "Consumer", Name: "ReconsumeLaterWithCustomProperties", Role: Nack},
}
