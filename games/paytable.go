package games

// PayTable is a title's pay table as people read it: a row per symbol, a
// column per count (run length, cluster size or scatter count), each cell
// what it pays as text ("" for nothing), and a note for what a table cannot
// say (a wild's rule, a doubling, a cap). Reports (games/report's PAR
// sheets) print it; it is description, not the maths: the maths is the
// title's configuration, whose identity is [ConfigID].
type PayTable struct {
	Columns []string // the headers of the counts, such as "3", "4", "5"
	Rows    []PayRow
	Note    string // a line under the table, or ""
}

// PayRow is one symbol's row of a [PayTable].
type PayRow struct {
	Symbol string
	Pays   []string // one per column
}

// PayTableDescriber is the optional interface of a title that can describe
// its pay table for people. DescribePays returns a new PayTable each call.
type PayTableDescriber interface {
	DescribePays() *PayTable
}
