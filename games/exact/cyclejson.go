package exact

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/gameerr"
)

// cycleJSON is the JSON form of a Cycle.
type cycleJSON struct {
	Game         string           `json:"game"`
	Config       string           `json:"config"`
	Bet          slotmech.Money   `json:"bet"`
	Stake        slotmech.Money   `json:"stake"`
	Combinations int64            `json:"combinations"`
	Wagered      string           `json:"wagered"`
	Won          string           `json:"won"`
	RTP          string           `json:"rtp"`
	Hits         int64            `json:"hits"`
	Capped       int64            `json:"capped"`
	Triggers     int64            `json:"triggers"`
	Facts        map[string]int64 `json:"facts,omitempty"`
	MaxWin       slotmech.Money   `json:"max_win"`
	Pays         []payJSON        `json:"pays"`
	Depths       []int64          `json:"depths"`
	Wins         [][2]int64       `json:"wins"`
}

// payJSON is the JSON form of a Pay.
type payJSON struct {
	Symbol slotmech.Symbol `json:"symbol"`
	Count  int             `json:"count"`
	Wins   int64           `json:"wins"`
	Paid   string          `json:"paid"`
}

// MarshalJSON encodes c as {"stops", "total_combinations", "shards",
// "parts", "cycle"}: the part covered (see Cycle's fields of those names),
// and in "cycle" one JSON object holding every sum exactly:
//
//	game, config, bet, stake, combinations, hits, capped, triggers, max_win (integers),
//	wagered, won (decimal strings: they may exceed 64 bits),
//	rtp ("num/den", derived: ignored when decoding),
//	facts ({"name": n, …}, omitted when empty),
//	pays ([{"symbol": n, "count": n, "wins": n, "paid": "…"}, …], symbols by number),
//	depths ([n, …]), wins ([[win, rounds], …], ascending by win).
//
// It is the one JSON form of a cycle, whole or a shard; [Cycle.UnmarshalJSON]
// decodes it back into an equal Cycle.
func (c *Cycle) MarshalJSON() ([]byte, error) {
	sums, err := c.sumsJSON()
	if err != nil {
		return nil, err
	}
	return json.Marshal(shardJSON{Stops: c.stops, Total: c.Total, Shards: c.Shards, Parts: c.Parts, Cycle: sums})
}

// sumsJSON encodes the sums of c (the "cycle" object of MarshalJSON).
func (c *Cycle) sumsJSON() ([]byte, error) {
	j := cycleJSON{
		Game: c.Game, Config: c.Config, Bet: c.Bet, Stake: c.Stake, Combinations: c.Combinations,
		Wagered: bigString(c.Wagered), Won: bigString(c.Won), Hits: c.Hits, Capped: c.Capped, Triggers: c.Triggers, Facts: c.Facts, MaxWin: c.MaxWin,
		Pays: []payJSON{}, Depths: c.Depths, Wins: [][2]int64{},
	}
	if c.RTP != nil {
		j.RTP = c.RTP.String()
	}
	if j.Depths == nil {
		j.Depths = []int64{}
	}
	for _, p := range c.Pays {
		j.Pays = append(j.Pays, payJSON{Symbol: p.Symbol, Count: p.Count, Wins: p.Wins, Paid: bigString(p.Paid)})
	}
	for _, w := range c.Wins {
		j.Wins = append(j.Wins, [2]int64{int64(w.Win), w.Rounds})
	}
	return json.Marshal(j)
}

// bigString returns x in decimal, "0" for nil.
func bigString(x *big.Int) string {
	if x == nil {
		return "0"
	}
	return x.String()
}

// decodeSums decodes the "cycle" object of [Cycle.MarshalJSON] into c's
// sums, checking them against each other.
func (c *Cycle) decodeSums(data []byte) error {
	var j cycleJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("%w: cycle: %v", ErrShard, err)
	}
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: cycle: "+format, append([]any{ErrShard}, a...)...)
	}
	num := func(name, s string) (*big.Int, error) {
		x, ok := new(big.Int).SetString(s, 10)
		if !ok || x.Sign() < 0 {
			return nil, bad("%s %q: want a non-negative decimal integer", name, s)
		}
		return x, nil
	}
	r := Cycle{Game: j.Game, Config: j.Config, Bet: j.Bet, Stake: j.Stake, Combinations: j.Combinations,
		Hits: j.Hits, Capped: j.Capped, Triggers: j.Triggers, Facts: maps.Clone(j.Facts), MaxWin: j.MaxWin, Depths: slices.Clone(j.Depths)}
	if len(r.Facts) == 0 {
		r.Facts = nil // "facts": {} is no facts, as FullCycle and MarshalJSON (omitempty) have it
	}
	var err error
	if r.Wagered, err = num("wagered", j.Wagered); err != nil {
		return err
	}
	if r.Won, err = num("won", j.Won); err != nil {
		return err
	}
	switch {
	case j.Game == "":
		return bad("no game")
	case j.Bet <= 0 || j.Stake <= 0:
		return bad("bet %d, stake %d: want both > 0", j.Bet, j.Stake)
	case j.Combinations <= 0:
		return bad("%d combinations, want > 0", j.Combinations)
	case r.Wagered.Cmp(new(big.Int).Mul(big.NewInt(j.Combinations), big.NewInt(int64(j.Stake)))) != 0:
		return bad("wagered %s is not combinations × stake", j.Wagered)
	case j.Hits < 0 || j.Hits > j.Combinations || j.Capped < 0 || j.Capped > j.Combinations ||
		j.Triggers < 0 || j.Triggers > j.Combinations:
		return bad("hits %d, capped %d, triggers %d: want 0 … combinations", j.Hits, j.Capped, j.Triggers)
	}
	for name, n := range j.Facts {
		if name == "" || n <= 0 || n > j.Combinations {
			return bad("fact %q in %d combinations: want a name and 1 … combinations", name, n)
		}
	}
	// The counts are added only while the sum stays within the
	// combinations, so a sum cannot wrap around to a figure that checks.
	var depths int64
	for _, n := range j.Depths {
		if n < 0 {
			return bad("a negative depth count")
		}
		if n > j.Combinations-depths {
			return bad("depths add up to more than the %d combinations", j.Combinations)
		}
		depths += n
	}
	if depths != j.Combinations {
		return bad("depths add up to %d, not the %d combinations", depths, j.Combinations)
	}
	won, hits := new(big.Int), int64(0)
	var maxWin slotmech.Money
	for i, w := range j.Wins {
		if w[0] <= 0 || w[1] <= 0 || (i > 0 && w[0] <= j.Wins[i-1][0]) {
			return bad("wins: entry %d [%d, %d]: want positive wins, ascending, each with rounds > 0", i+1, w[0], w[1])
		}
		if w[1] > j.Combinations-hits {
			return bad("wins: entry %d: the wins count more rounds than the %d combinations", i+1, j.Combinations)
		}
		r.Wins = append(r.Wins, WinCount{Win: slotmech.Money(w[0]), Rounds: w[1]})
		won.Add(won, new(big.Int).Mul(big.NewInt(w[0]), big.NewInt(w[1])))
		hits += w[1]
		maxWin = slotmech.Money(w[0])
	}
	switch {
	case won.Cmp(r.Won) != 0:
		return bad("the wins add up to %s, not won %s", won, r.Won)
	case hits != j.Hits:
		return bad("the wins count %d rounds, not hits %d", hits, j.Hits)
	case maxWin != j.MaxWin:
		return bad("the largest win is %d, not max_win %d", maxWin, j.MaxWin)
	}
	paid := new(big.Int)
	for i, p := range j.Pays {
		x, err := num("pays paid", p.Paid)
		if err != nil {
			return err
		}
		if p.Symbol >= slotmech.MaxSymbols || p.Count < 0 || p.Count > slotmech.MaxPositions || p.Wins <= 0 {
			return bad("pays: entry %d: symbol %d, count %d, wins %d out of range", i+1, p.Symbol, p.Count, p.Wins)
		}
		if i > 0 {
			q := j.Pays[i-1]
			if p.Symbol < q.Symbol || p.Symbol == q.Symbol && p.Count <= q.Count {
				return bad("pays: entry %d is not in order of symbol and count", i+1)
			}
		}
		r.Pays = append(r.Pays, Pay{Symbol: p.Symbol, Count: p.Count, Wins: p.Wins, Paid: x})
		paid.Add(paid, x)
	}
	if paid.Cmp(r.Won) != 0 {
		return bad("the pays add up to %s, not won %s", paid, r.Won)
	}
	r.RTP = r.share(r.Won)
	*c = r
	return nil
}

// shardJSON is the JSON form of a Cycle.
type shardJSON struct {
	Stops  int             `json:"stops"`
	Total  int64           `json:"total_combinations"`
	Shards int             `json:"shards"`
	Parts  []int           `json:"parts"`
	Cycle  json.RawMessage `json:"cycle"`
}

// UnmarshalJSON decodes the form [Cycle.MarshalJSON] writes (the form
// shard files have had since they were introduced). The exact figures are
// checked against each other (wagered = combinations × stake, the wins add
// up to won and hits, the depths to combinations, the pays to won, wins
// ascending and positive, the part's combinations those of its shards, …);
// a failed check, an unknown field or a malformed value is an error
// wrapping [ErrShard], leaving c unchanged.
func (p *Cycle) UnmarshalJSON(data []byte) (err error) {
	defer func() { err = gameerr.Wrap("UnmarshalJSON", err) }()
	var probe struct {
		Game  *string         `json:"game"`
		Cycle json.RawMessage `json:"cycle"`
	}
	if json.Unmarshal(data, &probe) == nil && probe.Game != nil && probe.Cycle == nil {
		// The sums alone, as Cycle.MarshalJSON wrote a whole cycle before
		// shards and cycles had one form: a whole cycle whose first reel's
		// stops are not known (stops 0).
		var c Cycle
		if err := c.decodeSums(data); err != nil {
			return err
		}
		c.Total, c.Shards, c.Parts = c.Combinations, 1, []int{0}
		*p = c
		return nil
	}
	var j shardJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("%w: %v", ErrShard, err)
	}
	var c Cycle
	if len(j.Cycle) == 0 {
		return fmt.Errorf("%w: no cycle", ErrShard)
	}
	if err := c.decodeSums(j.Cycle); err != nil {
		return err
	}
	whole := j.Shards == 1 && len(j.Parts) == 1 && j.Parts[0] == 0
	unknown := j.Stops == 0 && whole && j.Total == c.Combinations // a whole cycle of the earlier form
	if !unknown && (j.Stops <= 0 || j.Total <= 0 || j.Total%int64(j.Stops) != 0 || j.Shards <= 0 || j.Shards > j.Stops || len(j.Parts) == 0) {
		return fmt.Errorf("%w: stops %d, total_combinations %d, shards %d, parts %v do not describe a split cycle",
			ErrShard, j.Stops, j.Total, j.Shards, j.Parts)
	}
	if !unknown {
		firsts := 0
		for i, s := range j.Parts {
			if s < 0 || s >= j.Shards || (i > 0 && s <= j.Parts[i-1]) || (j.Shards == 1 && s != 0) {
				return fmt.Errorf("%w: parts %v: want increasing shards in [0, %d)", ErrShard, j.Parts, j.Shards)
			}
			firsts += (j.Stops-1-s)/j.Shards + 1
		}
		if want := int64(firsts) * (j.Total / int64(j.Stops)); c.Combinations != want {
			return fmt.Errorf("%w: %d combinations, but shards %v of %d cover %d", ErrShard, c.Combinations, j.Parts, j.Shards, want)
		}
	}
	c.stops, c.Total, c.Shards, c.Parts = j.Stops, j.Total, j.Shards, j.Parts
	*p = c
	return nil
}
