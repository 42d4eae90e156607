package catalog

var random = []Row{}
