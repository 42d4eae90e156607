package catalog

var franzGo = []Row{}
