module example.com/wired

go 1.26
