package terminal

// Software is the identity of the running software as the machine records
// it, for the tests.
var Software = software
