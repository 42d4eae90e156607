package catalog

const kgoPath = "github.com/twmb/franz-go/pkg/kgo"

// franz-go v1.22.3, package kgo: one *Client produces, consumes and
// commits. Marking (MarkCommitRecords/MarkCommitOffsets) is an ACK because
// the marks are committed by autocommit or CommitMarkedOffsets without
// further user code. Share-group MarkAcks is left out: its status argument
// decides between ack and nack.
var franzGo = []Row{
	{Path: kgoPath, Recv: "Client", Name: "Produce", Role: Publish},
	{Path: kgoPath, Recv: "Client", Name: "ProduceSync", Role: Publish},
	{Path: kgoPath, Recv: "Client", Name: "TryProduce", Role: Publish},
	{Path: kgoPath, Recv: "Client", Name: "CommitRecords", Role: Ack},
	{Path: kgoPath, Recv: "Client", Name: "CommitUncommittedOffsets", Role: Ack},
	{Path: kgoPath, Recv: "Client", Name: "CommitMarkedOffsets", Role: Ack},
	{Path: kgoPath, Recv: "Client", Name: "CommitOffsets", Role: Ack},
	{Path: kgoPath, Recv: "Client", Name: "CommitOffsetsSync", Role: Ack},
	{Path: kgoPath, Recv: "Client", Name: "MarkCommitRecords", Role: Ack},
	{Path: kgoPath, Recv: "Client", Name: "MarkCommitOffsets", Role: Ack},
	{Path: kgoPath, Recv: "Client", Name: "PollFetches", Role: Receive},
	{Path: kgoPath, Recv: "Client", Name: "PollRecords", Role: Receive},
}
