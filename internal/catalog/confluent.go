package catalog

var confluent = []Row{}
