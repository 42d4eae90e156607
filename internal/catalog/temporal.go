package catalog

var temporal = []Row{}
