package catalog

const kafkaGoPath = "github.com/segmentio/kafka-go"

// segmentio/kafka-go v0.4.51. ReadMessage commits on receipt only when the
// Reader has a GroupID; the model decides that from the reader's config.
var kafkaGo = []Row{
	{Path: kafkaGoPath, Recv: "Writer", Name: "WriteMessages", Role: Publish},
	{Path: kafkaGoPath, Recv: "Reader", Name: "CommitMessages", Role: Ack},
	{Path: kafkaGoPath, Recv: "Reader", Name: "FetchMessage", Role: Receive},
	{Path: kafkaGoPath, Recv: "Reader", Name: "ReadMessage", Role: AckOnReceipt},
	{Path: kafkaGoPath, Recv: "ReaderConfig", Name: "GroupID", Object: Field, Role: GroupMember},
}
