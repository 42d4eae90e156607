package catalog

var goRedis = []Row{}
