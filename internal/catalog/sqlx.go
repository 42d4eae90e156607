package catalog

var sqlx = []Row{}
