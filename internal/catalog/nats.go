package catalog

var nats = []Row{}
