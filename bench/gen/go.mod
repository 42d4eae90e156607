module github.com/idemlint/idemlint/bench/gen

go 1.26
