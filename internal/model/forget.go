package model

// ForgetPackages drops what the process keeps of the packages its runs
// type-checked: the method indexes of imports (methodIndexes), which
// would otherwise keep every run's declarations alive in a process that
// runs the analysis again and again on packages type-checked afresh (the
// language server, which calls it after each run). A run under way builds
// again the indexes it asks for.
func ForgetPackages() { methodIndexes.Clear() }
