// Package mongo calls every MongoDB row of the idemlint catalog once.
package mongo

import (
	"context"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

func collection(ctx context.Context, db *mongo.Database, id string) {
	c := db.Collection("events")                                       // row: Database.Collection
	c.FindOne(ctx, bson.M{"_id": id})                                  // row: Collection.FindOne
	c.CountDocuments(ctx, bson.D{{Key: "_id", Value: id}})             // row: Collection.CountDocuments
	c.Find(ctx, bson.M{"_id": id})                                     // row: Collection.Find
	c.InsertOne(ctx, bson.M{"_id": id})                                // row: Collection.InsertOne
	c.InsertMany(ctx, []interface{}{bson.M{"_id": id}})                // row: Collection.InsertMany
	c.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$set": bson.M{}})      // row: Collection.UpdateOne
	c.UpdateMany(ctx, bson.M{"_id": id}, bson.M{"$set": bson.M{}})     // row: Collection.UpdateMany
	c.ReplaceOne(ctx, bson.M{"_id": id}, bson.M{"_id": id})            // row: Collection.ReplaceOne
	c.FindOneAndUpdate(ctx, bson.M{"_id": id}, bson.M{"$set": nil})    // row: Collection.FindOneAndUpdate
	c.FindOneAndReplace(ctx, bson.M{"_id": id}, bson.M{"_id": id})     // row: Collection.FindOneAndReplace
	c.DeleteOne(ctx, bson.M{"_id": id})                                // row: Collection.DeleteOne
	c.DeleteMany(ctx, bson.M{"_id": id})                               // row: Collection.DeleteMany
	c.FindOneAndDelete(ctx, bson.M{"_id": id})                         // row: Collection.FindOneAndDelete
	_ = mongo.IsDuplicateKeyError(nil)                                 // row: IsDuplicateKeyError
	_ = mongo.ErrNoDocuments                                           // row: ErrNoDocuments
	res, _ := c.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$set": nil}) // row: Collection.UpdateOne
	_ = res.MatchedCount + res.ModifiedCount                           // row: UpdateResult.MatchedCount
	_ = res.UpsertedCount                                              // row: UpdateResult.UpsertedCount
	del, _ := c.DeleteOne(ctx, bson.M{"_id": id})                      // row: Collection.DeleteOne
	_ = del.DeletedCount                                               // row: DeleteResult.DeletedCount
}
