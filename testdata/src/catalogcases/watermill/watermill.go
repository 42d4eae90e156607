// Package watermill calls every watermill row of the idemlint catalog once.
package watermill

import (
	"context"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
)

func route(ctx context.Context, sub message.Subscriber, pub message.Publisher, handle func([]byte) error) error {
	router, err := message.NewRouter(message.RouterConfig{}, watermill.NopLogger{})
	if err != nil {
		return err
	}
	router.AddHandler("enrich", "orders", sub, "orders.enriched", pub, func(msg *message.Message) ([]*message.Message, error) { // row: Router.AddHandler
		if err := handle(msg.Payload); err != nil {
			return nil, err
		}
		return []*message.Message{message.NewMessage(watermill.NewUUID(), msg.Payload)}, nil
	})
	router.AddNoPublisherHandler("store", "orders", sub, func(msg *message.Message) error { // row: Router.AddNoPublisherHandler
		return handle(msg.Payload)
	})
	router.AddConsumerHandler("audit", "orders", sub, func(msg *message.Message) error { // row: Router.AddConsumerHandler
		return handle(msg.Payload)
	})
	return router.Run(ctx)
}

func handlerTypes(handle func([]byte) error) (message.HandlerFunc, message.NoPublishHandlerFunc) {
	withOutput := message.HandlerFunc(func(msg *message.Message) ([]*message.Message, error) { // row: HandlerFunc
		return nil, handle(msg.Payload)
	})
	consumer := message.NoPublishHandlerFunc(func(msg *message.Message) error { // row: NoPublishHandlerFunc
		return handle(msg.Payload)
	})
	return withOutput, consumer
}

func publish(pub message.Publisher, body []byte) error {
	return pub.Publish("orders", message.NewMessage(watermill.NewUUID(), body)) // row: Publisher.Publish
}

func subscribe(ctx context.Context, sub message.Subscriber, handle func([]byte) error) error {
	msgs, err := sub.Subscribe(ctx, "orders") // row: Subscriber.Subscribe
	if err != nil {
		return err
	}
	for msg := range msgs {
		if err := handle(msg.Payload); err != nil {
			msg.Nack() // row: Message.Nack
			continue
		}
		msg.Ack() // row: Message.Ack
	}
	return nil
}
