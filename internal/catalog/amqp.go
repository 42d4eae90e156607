package catalog

var amqp = []Row{}
