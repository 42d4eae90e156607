// Package aws uses every aws-sdk-go-v2 catalog row once.
package aws

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/ses"
	sestypes "github.com/aws/aws-sdk-go-v2/service/ses/types"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	sesv2types "github.com/aws/aws-sdk-go-v2/service/sesv2/types"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	snstypes "github.com/aws/aws-sdk-go-v2/service/sns/types"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	sqstypes "github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

func sqsSend(ctx context.Context, c *sqs.Client, queue, orderID string) error {
	_, err := c.SendMessage(ctx, &sqs.SendMessageInput{ // row: Client.SendMessage
		QueueUrl:               aws.String(queue),
		MessageBody:            aws.String(orderID),
		MessageGroupId:         aws.String("orders"),
		MessageDeduplicationId: aws.String("order-" + orderID), // row: SendMessageInput.MessageDeduplicationId
	})
	if err != nil {
		return err
	}
	_, err = c.SendMessageBatch(ctx, &sqs.SendMessageBatchInput{ // row: Client.SendMessageBatch
		QueueUrl: aws.String(queue),
		Entries: []sqstypes.SendMessageBatchRequestEntry{{
			Id:                     aws.String("1"),
			MessageBody:            aws.String(orderID),
			MessageDeduplicationId: aws.String("order-" + orderID), // row: SendMessageBatchRequestEntry.MessageDeduplicationId
		}},
	})
	return err
}

func sqsConsume(ctx context.Context, c *sqs.Client, queue string) error {
	out, err := c.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: aws.String(queue), WaitTimeSeconds: 20}) // row: Client.ReceiveMessage
	if err != nil {
		return err
	}
	for _, m := range out.Messages {
		if m.Body == nil {
			_, err := c.ChangeMessageVisibility(ctx, &sqs.ChangeMessageVisibilityInput{QueueUrl: aws.String(queue), ReceiptHandle: m.ReceiptHandle}) // row: Client.ChangeMessageVisibility
			if err != nil {
				return err
			}
			continue
		}
		if _, err := c.DeleteMessage(ctx, &sqs.DeleteMessageInput{QueueUrl: aws.String(queue), ReceiptHandle: m.ReceiptHandle}); err != nil { // row: Client.DeleteMessage
			return err
		}
	}
	return nil
}

func sqsBatchSettle(ctx context.Context, c *sqs.Client, queue string, done, retry []sqstypes.Message) error {
	del := &sqs.DeleteMessageBatchInput{QueueUrl: aws.String(queue)}
	for _, m := range done {
		del.Entries = append(del.Entries, sqstypes.DeleteMessageBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	if _, err := c.DeleteMessageBatch(ctx, del); err != nil { // row: Client.DeleteMessageBatch
		return err
	}
	vis := &sqs.ChangeMessageVisibilityBatchInput{QueueUrl: aws.String(queue)}
	for _, m := range retry {
		vis.Entries = append(vis.Entries, sqstypes.ChangeMessageVisibilityBatchRequestEntry{Id: m.MessageId, ReceiptHandle: m.ReceiptHandle})
	}
	_, err := c.ChangeMessageVisibilityBatch(ctx, vis) // row: Client.ChangeMessageVisibilityBatch
	return err
}

func snsPublish(ctx context.Context, c *sns.Client, topic, orderID string) error {
	_, err := c.Publish(ctx, &sns.PublishInput{ // row: Client.Publish
		TopicArn:               aws.String(topic),
		Message:                aws.String(orderID),
		MessageDeduplicationId: aws.String("order-" + orderID), // row: PublishInput.MessageDeduplicationId
	})
	if err != nil {
		return err
	}
	_, err = c.PublishBatch(ctx, &sns.PublishBatchInput{ // row: Client.PublishBatch
		TopicArn: aws.String(topic),
		PublishBatchRequestEntries: []snstypes.PublishBatchRequestEntry{{
			Id:                     aws.String("1"),
			Message:                aws.String(orderID),
			MessageDeduplicationId: aws.String("order-" + orderID), // row: PublishBatchRequestEntry.MessageDeduplicationId
		}},
	})
	return err
}

func sesSend(ctx context.Context, c *ses.Client, to string) error {
	dest := &sestypes.Destination{ToAddresses: []string{to}}
	from := aws.String("shop@example.com")
	if _, err := c.SendEmail(ctx, &ses.SendEmailInput{ // row: Client.SendEmail
		Destination: dest,
		Source:      from,
		Message: &sestypes.Message{
			Subject: &sestypes.Content{Data: aws.String("Receipt")},
			Body:    &sestypes.Body{Text: &sestypes.Content{Data: aws.String("Thanks")}},
		},
	}); err != nil {
		return err
	}
	if _, err := c.SendRawEmail(ctx, &ses.SendRawEmailInput{RawMessage: &sestypes.RawMessage{Data: []byte("Subject: hi\r\n\r\nhi")}}); err != nil { // row: Client.SendRawEmail
		return err
	}
	if _, err := c.SendTemplatedEmail(ctx, &ses.SendTemplatedEmailInput{Destination: dest, Source: from, Template: aws.String("receipt"), TemplateData: aws.String("{}")}); err != nil { // row: Client.SendTemplatedEmail
		return err
	}
	bulk := &ses.SendBulkTemplatedEmailInput{
		Source:              from,
		Template:            aws.String("receipt"),
		DefaultTemplateData: aws.String("{}"),
		Destinations:        []sestypes.BulkEmailDestination{{Destination: dest}},
	}
	if _, err := c.SendBulkTemplatedEmail(ctx, bulk); err != nil { // row: Client.SendBulkTemplatedEmail
		return err
	}
	if _, err := c.SendCustomVerificationEmail(ctx, &ses.SendCustomVerificationEmailInput{EmailAddress: aws.String(to), TemplateName: aws.String("verify")}); err != nil { // row: Client.SendCustomVerificationEmail
		return err
	}
	_, err := c.SendBounce(ctx, &ses.SendBounceInput{BounceSender: from, OriginalMessageId: aws.String("m-1")}) // row: Client.SendBounce
	return err
}

func sesv2Send(ctx context.Context, c *sesv2.Client, to string) error {
	if _, err := c.SendEmail(ctx, &sesv2.SendEmailInput{ // row: Client.SendEmail
		FromEmailAddress: aws.String("shop@example.com"),
		Destination:      &sesv2types.Destination{ToAddresses: []string{to}},
		Content: &sesv2types.EmailContent{Simple: &sesv2types.Message{
			Subject: &sesv2types.Content{Data: aws.String("Receipt")},
			Body:    &sesv2types.Body{Text: &sesv2types.Content{Data: aws.String("Thanks")}},
		}},
	}); err != nil {
		return err
	}
	if _, err := c.SendBulkEmail(ctx, &sesv2.SendBulkEmailInput{ // row: Client.SendBulkEmail
		FromEmailAddress: aws.String("shop@example.com"),
		DefaultContent:   &sesv2types.BulkEmailContent{Template: &sesv2types.Template{TemplateName: aws.String("receipt")}},
		BulkEmailEntries: []sesv2types.BulkEmailEntry{{Destination: &sesv2types.Destination{ToAddresses: []string{to}}}},
	}); err != nil {
		return err
	}
	_, err := c.SendCustomVerificationEmail(ctx, &sesv2.SendCustomVerificationEmailInput{EmailAddress: aws.String(to), TemplateName: aws.String("verify")}) // row: Client.SendCustomVerificationEmail
	return err
}

func clients(cfg aws.Config) (*sqs.Client, *sns.Client, *ses.Client, *sesv2.Client) {
	return sqs.NewFromConfig(cfg), sns.NewFromConfig(cfg), ses.NewFromConfig(cfg), sesv2.NewFromConfig(cfg)
}
