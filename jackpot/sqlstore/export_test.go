package sqlstore

// Engine is what a Dialect knows of its engine, for the tests' dialects.
type Engine = engine

// EngineOf returns d's engine; DialectOf makes a Dialect of e.
func EngineOf(d Dialect) Engine  { return d.e }
func DialectOf(e Engine) Dialect { return Dialect{e} }

// MaxAttempts is how many times Apply tries a conflicting transaction.
const MaxAttempts = maxAttempts
