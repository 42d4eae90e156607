module github.com/idemlint/idemlint/bench/edit

go 1.26
