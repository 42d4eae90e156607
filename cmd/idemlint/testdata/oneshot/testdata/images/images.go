// Package images holds the tests' sample images. ./... never names a
// package under testdata: loaded for the tests that import it, it does
// not make a run of ./... one on part of the module.
package images

// PNG is a one-pixel image.
var PNG = []byte("\x89PNG")
