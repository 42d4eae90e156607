package catalog

var pgx = []Row{}
