package catalog

var pubsub = []Row{}
