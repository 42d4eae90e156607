package catalog

var gorm = []Row{}
