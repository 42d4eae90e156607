module example.com/passed

go 1.26
