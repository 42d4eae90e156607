package catalog

var watermill = []Row{}
