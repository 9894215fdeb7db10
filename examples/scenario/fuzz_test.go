package main

import (
	"encoding/json"
	"testing"
)

// FuzzEvaluate: any line gives a result or an error, never a panic, and the
// result encodes as JSON.
func FuzzEvaluate(f *testing.F) {
	f.Add([]byte(`{"game":"starlight-christmas","bet":100}`))
	f.Add([]byte(`{"game":"crystal-spin"}`))
	f.Add([]byte(`{"game":"starlight-christmas","bet":20,"free_spin":true,"total_multiplier":3,"screen":[["sun","sun","sun","sun","sun","sun"],["sun","sun","sun","sun","sun","sun"],["x500","green","moon","heart","red","star"],["star","moon","heart","red","blue","green"],["yellow","turquoise","star","moon","heart","red"]],"refill":[["sun"],[],[],[],[],[]]}`))
	f.Add([]byte(`{"game":1}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		res, err := evaluate(line)
		if err != nil {
			return
		}
		if _, err := json.Marshal(res); err != nil {
			t.Fatal(err)
		}
	})
}
