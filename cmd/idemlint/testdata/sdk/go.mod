module example.com/sdk

go 1.26
