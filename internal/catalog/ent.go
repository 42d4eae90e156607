package catalog

var ent = []Row{}
