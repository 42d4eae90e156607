// Package eventhubs calls every Azure Event Hubs row of the idemlint
// catalog once.
package eventhubs

import (
	"context"

	"github.com/Azure/azure-sdk-for-go/sdk/messaging/azeventhubs"
)

func calls(ctx context.Context, ppc *azeventhubs.ProcessorPartitionClient, pc *azeventhubs.PartitionClient, out *azeventhubs.ProducerClient) {
	events, _ := ppc.ReceiveEvents(ctx, 10, nil)          // row: ProcessorPartitionClient.ReceiveEvents
	more, _ := pc.ReceiveEvents(ctx, 10, nil)             // row: PartitionClient.ReceiveEvents
	ppc.UpdateCheckpoint(ctx, events[len(events)-1], nil) // row: ProcessorPartitionClient.UpdateCheckpoint
	batch, _ := out.NewEventDataBatch(ctx, nil)
	batch.AddEventData(&more[0].EventData, nil)
	out.SendEventDataBatch(ctx, batch, nil) // row: ProducerClient.SendEventDataBatch
}
