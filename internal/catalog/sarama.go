package catalog

var sarama = []Row{}
