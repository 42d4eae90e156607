module example.com/contest

go 1.26
