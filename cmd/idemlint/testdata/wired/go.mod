module example.com/wired

go 1.26

require github.com/stretchr/testify v1.11.1

replace github.com/stretchr/testify => ./stubs/testify
