package catalog

var asynq = []Row{}
