package catalog

const (
	natsPath      = "github.com/nats-io/nats.go"
	jetstreamPath = "github.com/nats-io/nats.go/jetstream"
)

var nats = []Row{
	// nats.go v1.55.0, core NATS and the legacy JetStream API. JetStream
	// calls through JetStreamContext resolve to the embedded JetStream
	// interface, which declares them. Only the "Nats-Msg-Id" header is a key
	// sink; the model reads the header name from the key argument.
	{Path: natsPath, Recv: "Conn", Name: "Publish", Role: Publish},
	{Path: natsPath, Recv: "Conn", Name: "PublishMsg", Role: Publish},
	{Path: natsPath, Recv: "Conn", Name: "PublishRequest", Role: Publish},
	{Path: natsPath, Recv: "JetStream", Name: "Publish", Role: Publish},
	{Path: natsPath, Recv: "JetStream", Name: "PublishMsg", Role: Publish},
	{Path: natsPath, Recv: "JetStream", Name: "PublishAsync", Role: Publish},
	{Path: natsPath, Recv: "JetStream", Name: "PublishMsgAsync", Role: Publish},
	{Path: natsPath, Recv: "Msg", Name: "Ack", Role: Ack},
	{Path: natsPath, Recv: "Msg", Name: "AckSync", Role: Ack},
	{Path: natsPath, Recv: "Msg", Name: "Nak", Role: Nack},
	{Path: natsPath, Recv: "Msg", Name: "NakWithDelay", Role: Nack},
	{Path: natsPath, Recv: "Msg", Name: "Term", Role: Nack},
	{Path: natsPath, Recv: "Msg", Name: "InProgress", Role: Nack},
	{Path: natsPath, Recv: "Conn", Name: "Subscribe", Role: HandlerRegister, Args: []Arg{{ArgFunc, "cb"}}},
	{Path: natsPath, Recv: "Conn", Name: "QueueSubscribe", Role: HandlerRegister, Args: []Arg{{ArgFunc, "cb"}}},
	{Path: natsPath, Recv: "JetStream", Name: "Subscribe", Role: HandlerRegister, Args: []Arg{{ArgFunc, "cb"}}},
	{Path: natsPath, Recv: "JetStream", Name: "QueueSubscribe", Role: HandlerRegister, Args: []Arg{{ArgFunc, "cb"}}},
	{Path: natsPath, Recv: "Subscription", Name: "NextMsg", Role: Receive},
	{Path: natsPath, Recv: "Subscription", Name: "NextMsgWithContext", Role: Receive},
	{Path: natsPath, Recv: "Subscription", Name: "Fetch", Role: Receive},
	{Path: natsPath, Recv: "Subscription", Name: "FetchBatch", Role: Receive},
	{Path: natsPath, Name: "MsgId", Role: KeySink, Args: []Arg{{ArgKey, "id"}}},
	{Path: natsPath, Recv: "Header", Name: "Set", Role: HeaderSet, Args: []Arg{{ArgKey, "key"}, {ArgValue, "value"}}},
	{Path: natsPath, Recv: "Header", Name: "Add", Role: HeaderSet, Args: []Arg{{ArgKey, "key"}, {ArgValue, "value"}}},

	// nats.go/jetstream (same module). JetStream embeds Publisher, which
	// declares the publish methods; PushConsumer.Consume mirrors
	// Consumer.Consume for push consumers.
	{Path: jetstreamPath, Recv: "Publisher", Name: "Publish", Role: Publish},
	{Path: jetstreamPath, Recv: "Publisher", Name: "PublishMsg", Role: Publish},
	{Path: jetstreamPath, Recv: "Publisher", Name: "PublishAsync", Role: Publish},
	{Path: jetstreamPath, Recv: "Publisher", Name: "PublishMsgAsync", Role: Publish},
	{Path: jetstreamPath, Recv: "Msg", Name: "Ack", Role: Ack},
	{Path: jetstreamPath, Recv: "Msg", Name: "DoubleAck", Role: Ack},
	{Path: jetstreamPath, Recv: "Msg", Name: "Nak", Role: Nack},
	{Path: jetstreamPath, Recv: "Msg", Name: "NakWithDelay", Role: Nack},
	{Path: jetstreamPath, Recv: "Msg", Name: "Term", Role: Nack},
	{Path: jetstreamPath, Recv: "Msg", Name: "TermWithReason", Role: Nack},
	{Path: jetstreamPath, Recv: "Msg", Name: "InProgress", Role: Nack},
	{Path: jetstreamPath, Name: "WithMsgID", Role: KeySink, Args: []Arg{{ArgKey, "id"}}},
	{Path: jetstreamPath, Recv: "Consumer", Name: "Consume", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handler"}}},
	{Path: jetstreamPath, Recv: "PushConsumer", Name: "Consume", Role: HandlerRegister, Args: []Arg{{ArgFunc, "handler"}}},
	{Path: jetstreamPath, Recv: "Consumer", Name: "Fetch", Role: Receive},
	{Path: jetstreamPath, Recv: "Consumer", Name: "FetchBytes", Role: Receive},
	{Path: jetstreamPath, Recv: "Consumer", Name: "FetchNoWait", Role: Receive},
	{Path: jetstreamPath, Recv: "Consumer", Name: "Next", Role: Receive},
	{Path: jetstreamPath, Recv: "Consumer", Name: "Messages", Role: Receive},
	{Path: jetstreamPath, Recv: "MessagesContext", Name: "Next", Role: Receive},
}

// natsKV is the key-value store JetStream keeps in a stream (nats.go
// v1.55.0: jetstream.KeyValue, and the legacy nats.KeyValue). Create
// writes a key only where none is: it fails with ErrKeyExists otherwise,
// so a create whose ErrKeyExists ends the work is a claim, as a unique
// insert is SQL's. Put replaces the value (an upsert); Get reports a
// missing key with ErrKeyNotFound. Update, a compare-and-set on the
// key's revision, is not read.
var natsKV = concat(
	kvRows(jetstreamPath, Check, Adds, "Get"),
	kvRows(jetstreamPath, Write, Adds, "Create"),
	kvRows(jetstreamPath, Write, Upserts, "Put", "PutString"),
	kvRows(jetstreamPath, Write, Removes, "Delete", "Purge"),
	kvRows(natsPath, Check, Adds, "Get"),
	kvRows(natsPath, Write, Adds, "Create"),
	kvRows(natsPath, Write, Upserts, "Put", "PutString"),
	kvRows(natsPath, Write, Removes, "Delete", "Purge"),
	[]Row{
		{Path: jetstreamPath, Name: "ErrKeyNotFound", Object: Var, Role: NotFound},
		{Path: jetstreamPath, Name: "ErrKeyExists", Object: Var, Role: UniqueViolation},
		{Path: natsPath, Name: "ErrKeyNotFound", Object: Var, Role: NotFound},
		{Path: natsPath, Name: "ErrKeyExists", Object: Var, Role: UniqueViolation},
	},
)

// kvRows lists methods of the KeyValue interface of path, each naming its
// key by the parameter key.
func kvRows(path string, role Role, mode Mode, names ...string) []Row {
	var rows []Row
	for _, n := range names {
		rows = append(rows, Row{Path: path, Recv: "KeyValue", Name: n, Role: role, Mode: mode, Args: []Arg{{ArgKey, "key"}}})
	}
	return rows
}
