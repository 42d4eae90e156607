module example.com/contest

go 1.26

require github.com/spf13/cobra v1.10.2

replace github.com/spf13/cobra => ./stubs/cobra
