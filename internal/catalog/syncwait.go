package catalog

var syncWait = []Row{}
