module example.com/facade

go 1.24
