module example.com/reached

go 1.26
