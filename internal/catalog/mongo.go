package catalog

import "strings"

const (
	mongoPath     = "go.mongodb.org/mongo-driver/mongo" // and .../v2/mongo, canonically the same
	bsonPath      = "go.mongodb.org/mongo-driver/bson"
	primitivePath = "go.mongodb.org/mongo-driver/bson/primitive"
)

// go.mongodb.org/mongo-driver v1.17.10 and go.mongodb.org/mongo-driver/v2
// v2.10.0 (the same names and parameter names in both). A collection is
// the table: its name is what Database.Collection was given, and a read
// and a write pair when they run on the same collection. A filter is a
// document of conditions, each key a field compared equal to its value
// (bson.M{"key": k}, bson.D{{"key", k}}); an operator document as a value
// ({"$ne": …}) is a condition too. FindOne's result reports a missing
// document as ErrNoDocuments (from Decode or Err); CountDocuments returns
// the number and Find a cursor, with no error for none.
//
// An update's filter is its conditions too: one that tests a state besides
// the document's identity ({"_id": id, "status": "pending"}) makes the
// update conditional, a claim when the caller reads how many documents it
// modified (ModifiedCount, MatchedCount) or, for the find-and-modify
// commands, whether a document came back (ErrNoDocuments). An upsert whose
// UpsertedCount the caller reads claims the key it inserted under. An
// update's operators ($inc) are not read: every update sets.
var mongo = concat(
	mongoAt(Check, "FindOne", "CountDocuments", "Find"),
	mongoAt(Write, "InsertOne", "InsertMany"),
	withMode(Sets, mongoAt(Write, "UpdateOne", "UpdateMany", "ReplaceOne", "FindOneAndUpdate", "FindOneAndReplace")),
	withMode(Removes, mongoAt(Write, "DeleteOne", "DeleteMany", "FindOneAndDelete")),
	[]Row{
		{Path: mongoPath, Recv: "UpdateResult", Name: "MatchedCount", Object: Field, Role: RowsAffected},
		{Path: mongoPath, Recv: "UpdateResult", Name: "ModifiedCount", Object: Field, Role: RowsAffected},
		{Path: mongoPath, Recv: "UpdateResult", Name: "UpsertedCount", Object: Field, Role: Upserted},
		{Path: mongoPath, Recv: "DeleteResult", Name: "DeletedCount", Object: Field, Role: RowsAffected},
		{Path: mongoPath, Recv: "Database", Name: "Collection", Role: TableName, Args: []Arg{{ArgTable, "name"}}},
		{Path: mongoPath, Name: "ErrNoDocuments", Object: Var, Role: NotFound},
		{Path: mongoPath, Name: "IsDuplicateKeyError", Role: UniqueViolation},
		// A filter document: v1's bson.M and bson.D are aliases of
		// primitive's types; v2 declares them in bson.
		{Path: primitivePath, Name: "M", Object: Type, Role: EqConds},
		{Path: bsonPath, Name: "M", Object: Type, Role: EqConds},
		{Path: primitivePath, Name: "D", Object: Type, Role: EqConds},
		{Path: bsonPath, Name: "D", Object: Type, Role: EqConds},
	},
)

// mongoAt lists Collection's methods names with role; a filter is the
// call's inline conditions.
func mongoAt(role Role, names ...string) []Row {
	var rows []Row
	for _, n := range names {
		row := Row{Path: mongoPath, Recv: "Collection", Name: n, Role: role}
		if !strings.HasPrefix(n, "Insert") {
			row.Args = []Arg{{ArgConds, "filter"}}
		}
		rows = append(rows, row)
	}
	return rows
}

// tableFromHandle are the stores, by package path, whose reads and writes
// take their table from the handle they run on (a MongoDB collection),
// not from the type of the document they read or write.
var tableFromHandle = map[string]bool{mongoPath: true}

// TableFromHandle reports whether the store at path names its table by
// the handle an operation runs on (Row TableName of what built it).
func TableFromHandle(path string) bool { return tableFromHandle[Canonical(path)] }
