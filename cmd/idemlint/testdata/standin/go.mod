module example.com/standin

go 1.26
