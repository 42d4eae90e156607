package catalog

const (
	dynamoPath      = "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	dynamoTypesPath = "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	dynamoV1Path    = "github.com/aws/aws-sdk-go/service/dynamodb"
)

// Amazon DynamoDB: aws-sdk-go-v2's service/dynamodb v1.74.1 (*Client) and
// the v1 SDK's service/dynamodb in aws-sdk-go v1.55.8 (*DynamoDB, each
// operation with a WithContext twin). Every operation takes one input
// struct (ArgInput): its TableName is the table, its Key (a map of
// attribute names to values) the item a read or write names, its Item
// the item a put writes, its ConditionExpression the condition a write
// is made under. GetItem reports a missing item by a nil Item, with no
// error; Query and Scan by an empty Items.
//
// A PutItem without a condition replaces the item (an upsert); with
// attribute_not_exists(…) it creates the item only where none has its
// key, and fails with ConditionalCheckFailedException otherwise — the
// store's claim, as a unique insert is SQL's. Any other condition makes a
// put, an update or a delete conditional: a claim whose failure the
// caller reads. A transaction's items are claims when one of them has a
// condition. The exception is the duplicate-key error of a create.
var dynamo = concat(
	dynamoOps(dynamoPath, "Client", false, Check, 0, "GetItem", "Query", "Scan"),
	dynamoOps(dynamoPath, "Client", false, Write, Upserts, "PutItem", "BatchWriteItem", "TransactWriteItems"),
	dynamoOps(dynamoPath, "Client", false, Write, Sets, "UpdateItem"),
	dynamoOps(dynamoPath, "Client", false, Write, Removes, "DeleteItem"),
	dynamoOps(dynamoV1Path, "DynamoDB", true, Check, 0, "GetItem", "Query", "Scan"),
	dynamoOps(dynamoV1Path, "DynamoDB", true, Write, Upserts, "PutItem", "BatchWriteItem", "TransactWriteItems"),
	dynamoOps(dynamoV1Path, "DynamoDB", true, Write, Sets, "UpdateItem"),
	dynamoOps(dynamoV1Path, "DynamoDB", true, Write, Removes, "DeleteItem"),
	[]Row{
		{Path: dynamoTypesPath, Name: "ConditionalCheckFailedException", Object: Type, Role: UniqueViolation},
		{Path: dynamoV1Path, Name: "ConditionalCheckFailedException", Object: Type, Role: UniqueViolation},
		{Path: dynamoV1Path, Name: "ErrCodeConditionalCheckFailedException", Object: Const, Role: UniqueViolation},
	},
)

// dynamoOps lists operations of a DynamoDB client, each taking its input
// struct; v1 clients have a WithContext twin of each.
func dynamoOps(path, recv string, v1 bool, role Role, mode Mode, names ...string) []Row {
	var rows []Row
	for _, n := range names {
		row := Row{Path: path, Recv: recv, Name: n, Role: role, Mode: mode, Args: []Arg{{ArgInput, "params|input"}}}
		rows = append(rows, row)
		if v1 {
			row.Name += "WithContext"
			rows = append(rows, row)
		}
	}
	return rows
}

// itemStores are the stores, by package path, whose operations each take
// one request struct (ArgInput).
var itemStores = map[string]bool{dynamoPath: true, dynamoV1Path: true}

// ItemStore reports whether the store at path takes each operation as a
// request struct naming its table, key and condition (DynamoDB).
func ItemStore(path string) bool { return itemStores[Canonical(path)] }
