package catalog

var kafkaGo = []Row{}
