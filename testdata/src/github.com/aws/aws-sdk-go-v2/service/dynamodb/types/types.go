// Package types is an idemlint test stub of github.com/aws/aws-sdk-go-v2/service/dynamodb@v1.74.1/types: only the declarations the tests use, with the real names, receivers and parameter names.
package types

// AttributeValue is an attribute's value: one of the AttributeValueMember types.
type AttributeValue interface{ isAttributeValue() }

// AttributeValueMemberS is a string attribute.
type AttributeValueMemberS struct{ Value string }

func (*AttributeValueMemberS) isAttributeValue() {}

// AttributeValueMemberN is a number attribute, as text.
type AttributeValueMemberN struct{ Value string }

func (*AttributeValueMemberN) isAttributeValue() {}

// AttributeValueMemberBOOL is a Boolean attribute.
type AttributeValueMemberBOOL struct{ Value bool }

func (*AttributeValueMemberBOOL) isAttributeValue() {}

// ReturnValue names what a write returns of the item.
type ReturnValue string

// ReturnValueAllOld returns the item as it was.
const ReturnValueAllOld ReturnValue = "ALL_OLD"

// ConditionalCheckFailedException reports a condition that did not hold.
type ConditionalCheckFailedException struct {
	Message *string
	Item    map[string]AttributeValue
}

func (e *ConditionalCheckFailedException) Error() string { return "ConditionalCheckFailedException" }

// Put is a transaction's put.
type Put struct {
	Item                      map[string]AttributeValue
	TableName                 *string
	ConditionExpression       *string
	ExpressionAttributeValues map[string]AttributeValue
}

// Update is a transaction's update.
type Update struct {
	Key                       map[string]AttributeValue
	TableName                 *string
	UpdateExpression          *string
	ConditionExpression       *string
	ExpressionAttributeValues map[string]AttributeValue
}

// ConditionCheck is a transaction's condition on another item.
type ConditionCheck struct {
	Key                 map[string]AttributeValue
	TableName           *string
	ConditionExpression *string
}

// TransactWriteItem is one item of a transaction.
type TransactWriteItem struct {
	ConditionCheck *ConditionCheck
	Put            *Put
	Update         *Update
}

// WriteRequest is one item of a batch.
type WriteRequest struct {
	PutRequest *PutRequest
}

// PutRequest is a batch's put.
type PutRequest struct {
	Item map[string]AttributeValue
}
