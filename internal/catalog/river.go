package catalog

var river = []Row{}
