package shop

// Replay re-runs a delivery by hand.
//
//idemlint:ignore checkthenact an operator runs it, one delivery at a time
func Replay() {}
