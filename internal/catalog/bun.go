package catalog

var bun = []Row{}
