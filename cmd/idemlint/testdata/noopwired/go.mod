module example.com/noopwired

go 1.26
