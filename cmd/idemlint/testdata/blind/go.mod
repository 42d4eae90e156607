module example.com/blind

go 1.24
