package catalog

var stripe = []Row{}
