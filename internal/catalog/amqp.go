package catalog

// RabbitMQ: rabbitmq/amqp091-go v1.16.0 and its predecessor streadway/amqp
// v1.1.0 share one API under two paths; amqp091 adds the context and
// deferred-confirm variants. Get, like Consume, acknowledges on receipt when
// its autoAck argument is true, unless the queue it reads is a temporary
// one the function declared (QueueDeclare with exclusive or autoDelete: an
// RPC's reply queue, gone with the connection).
var amqp = concat(
	amqpRows("github.com/rabbitmq/amqp091-go",
		[]string{"Publish", "PublishWithContext", "PublishWithDeferredConfirm", "PublishWithDeferredConfirmWithContext"},
		[]string{"Consume", "ConsumeWithContext"}),
	amqpRows("github.com/streadway/amqp",
		[]string{"Publish"},
		[]string{"Consume"}),
)

// amqpRows lists the Channel and Delivery rows of an amqp-shaped package.
func amqpRows(path string, publish, consume []string) []Row {
	autoAck := []Arg{{ArgAutoAck, "autoAck"}, {ArgQueue, "queue"}}
	var rows []Row
	for _, name := range publish {
		rows = append(rows, Row{Path: path, Recv: "Channel", Name: name, Role: Publish})
	}
	for _, name := range consume {
		rows = append(rows, Row{Path: path, Recv: "Channel", Name: name, Role: AckOnReceipt, Args: autoAck})
	}
	return append(rows,
		Row{Path: path, Recv: "Channel", Name: "Get", Role: AckOnReceipt, Args: autoAck},
		Row{Path: path, Recv: "Channel", Name: "QueueDeclare", Role: TempQueue, Args: []Arg{{ArgTemporary, "autoDelete"}, {ArgTemporary, "exclusive"}}},
		Row{Path: path, Recv: "Channel", Name: "Ack", Role: Ack},
		Row{Path: path, Recv: "Channel", Name: "Nack", Role: Nack},
		Row{Path: path, Recv: "Channel", Name: "Reject", Role: Nack},
		Row{Path: path, Recv: "Delivery", Name: "Ack", Role: Ack},
		Row{Path: path, Recv: "Delivery", Name: "Nack", Role: Nack},
		Row{Path: path, Recv: "Delivery", Name: "Reject", Role: Nack},
	)
}
