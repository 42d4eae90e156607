module example.com/decorated

go 1.26
