module example.com/fleet

go 1.26
