package sqlstore_test

import (
	"database/sql"

	"github.com/slotmech/slotmech/jackpot/sqlstore"
)

// newWorkerStore returns the store of a worker process.
func newWorkerStore(db *sql.DB, e engine) (*sqlstore.Store, error) {
	return sqlstore.New(db, e.dialect)
}
