// Package azeventhubs is an idemlint test stub of github.com/Azure/azure-sdk-for-go/sdk/messaging/azeventhubs@v1.4.0: only the declarations the tests use, with the real names, receivers and parameter names.
package azeventhubs

import "context"

// EventData is an event that can be sent, using the ProducerClient, to an Event Hub.
type EventData struct {
	Properties map[string]any
	Body       []byte
}

// ReceivedEventData is an event that has been received using the ConsumerClient.
type ReceivedEventData struct {
	EventData
	SequenceNumber int64
}

type ReceiveEventsOptions struct{}
type UpdateCheckpointOptions struct{}
type EventDataBatchOptions struct{}
type AddEventDataOptions struct{}
type SendEventDataBatchOptions struct{}

// Processor uses a ConsumerClient and CheckpointStore to provide automatic
// load balancing between multiple Processor instances.
type Processor struct{}

// NextPartitionClient will get the next owned ProcessorPartitionClient.
func (p *Processor) NextPartitionClient(ctx context.Context) *ProcessorPartitionClient {
	return &ProcessorPartitionClient{}
}

// ProcessorPartitionClient allows you to receive events, similar to a
// PartitionClient, with integration into a checkpoint store for tracking
// progress.
type ProcessorPartitionClient struct{}

// ReceiveEvents receives events until 'count' events have been received or
// the context has been cancelled.
func (c *ProcessorPartitionClient) ReceiveEvents(ctx context.Context, count int, options *ReceiveEventsOptions) ([]*ReceivedEventData, error) {
	return nil, nil
}

// UpdateCheckpoint updates the checkpoint in the CheckpointStore. New
// Processors will resume after this checkpoint for this partition.
func (p *ProcessorPartitionClient) UpdateCheckpoint(ctx context.Context, latestEvent *ReceivedEventData, options *UpdateCheckpointOptions) error {
	return nil
}

// PartitionID is the partition ID of the partition we're receiving from.
func (p *ProcessorPartitionClient) PartitionID() string { return "" }

// PartitionClient is used to receive events from an Event Hub partition.
type PartitionClient struct{}

// ReceiveEvents receives events until 'count' events have been received or
// the context has expired or been cancelled.
func (pc *PartitionClient) ReceiveEvents(ctx context.Context, count int, options *ReceiveEventsOptions) ([]*ReceivedEventData, error) {
	return nil, nil
}

// EventDataBatch is used to efficiently pack up EventData before sending it
// to Event Hubs.
type EventDataBatch struct{}

// AddEventData adds an EventData to the batch.
func (b *EventDataBatch) AddEventData(ed *EventData, options *AddEventDataOptions) error { return nil }

// ProducerClient can be used to send events to an Event Hub.
type ProducerClient struct{}

// NewEventDataBatch can be used to create an EventDataBatch.
func (pc *ProducerClient) NewEventDataBatch(ctx context.Context, options *EventDataBatchOptions) (*EventDataBatch, error) {
	return &EventDataBatch{}, nil
}

// SendEventDataBatch sends an event data batch to Event Hubs.
func (pc *ProducerClient) SendEventDataBatch(ctx context.Context, batch *EventDataBatch, options *SendEventDataBatchOptions) error {
	return nil
}
