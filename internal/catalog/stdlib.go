package catalog

var stdlib = []Row{}
