package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"reflect"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/internal/u128"
	"github.com/slotmech/slotmech/internal/winband"
)

// statsJSON is the JSON form of Stats: the exact figures, then the derived
// ones (ignored when decoding, recomputed from the exact ones).
type statsJSON struct {
	Game    string         `json:"game"`
	Config  string         `json:"config,omitempty"`
	Mode    string         `json:"mode"`
	Spins   int64          `json:"spins"`
	Seed    uint64         `json:"seed"`
	Bet     slotmech.Money `json:"bet"`
	Stake   slotmech.Money `json:"stake"`
	Unit    string         `json:"unit"`
	Wagered slotmech.Money `json:"wagered"`
	Won     slotmech.Money `json:"won"`

	RTP     float64 `json:"rtp"`
	RTPCI99 float64 `json:"rtp_ci99"`
	HitRate float64 `json:"hit_rate"`
	FSRate  float64 `json:"fs_rate"`
	MaxWinX float64 `json:"max_win_x"`
	SigmaX  float64 `json:"sigma_x"`

	Hits     int64          `json:"hits"`
	Triggers int64          `json:"triggers"`
	Capped   int64          `json:"capped"`
	MaxWin   slotmech.Money `json:"max_win"`
	WonSq    u128.Uint128   `json:"won_sq"`
	Bands    []bandJSON     `json:"bands"`
	Run      runJSON        `json:"run"`
}

type bandJSON struct {
	Band  string `json:"band"`
	Spins int64  `json:"spins"`
}

type runJSON struct {
	Spins      int64 `json:"spins"`
	BlockSpins int64 `json:"block_spins"`
	Shards     int   `json:"shards"`
	Parts      []int `json:"parts"`
}

// MarshalJSON encodes s as one JSON object holding its exact figures and its
// derived statistics:
//
//	game, config (the configuration identity, when known), mode, spins,
//	seed, bet, stake, unit ("stake": the unit of sigma_x, max_win_x and
//	the bands), wagered, won (minor units),
//	rtp, rtp_ci99, hit_rate, sigma_x (derived, as the methods of those names),
//	fs_rate (triggers / spins), max_win_x (max_win / stake) (derived),
//	hits, triggers, capped, max_win, won_sq (a decimal string: it may exceed 64 bits),
//	bands ([{"band":"(0,1]","spins":n}, …], one per band of Stats.Bands),
//	run ({"spins":…, "block_spins":…, "shards":…, "parts":[…]}, the Coverage;
//	block_spins is BlockRounds, or 0 for the empty Stats).
func (s *Stats) MarshalJSON() ([]byte, error) {
	j := statsJSON{
		Game: s.Game, Config: s.Config, Mode: s.Mode, Spins: s.Rounds, Seed: s.Seed, Bet: s.Bet, Stake: s.Stake,
		Unit: unitStake, Wagered: s.Wagered, Won: s.Won,
		RTP: s.RTP(), RTPCI99: s.RTPCI99(), HitRate: s.HitRate(), FSRate: ratio(s.Triggers, s.Rounds),
		MaxWinX: ratio(int64(s.MaxWin), int64(s.Stake)), SigmaX: s.SigmaX(),
		Hits: s.Hits, Triggers: s.Triggers, Capped: s.Capped, MaxWin: s.MaxWin, WonSq: s.wonSq,
		Bands: make([]bandJSON, winband.Count),
		Run: runJSON{Spins: s.Run.Rounds, BlockSpins: s.Run.blockRounds(), Shards: s.Run.Shards,
			Parts: s.Run.Parts},
	}
	if j.Run.Parts == nil {
		j.Run.Parts = []int{}
	}
	for i, n := range s.Bands {
		j.Bands[i] = bandJSON{Band: winband.Name(i), Spins: n}
	}
	// Band names hold ">": write them as they are (json.Marshal would write
	// \u003e; encoders that do not escape HTML keep ">").
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(j); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// unitStake is the JSON "unit": every "×" figure and band is a multiple of
// the stake. Files written before it (bands of the bet, no "unit") are
// refused rather than merged with figures of another unit.
const unitStake = "stake"

// ErrStatsData is the sentinel a refused JSON Stats wraps: the figures are
// malformed or inconsistent with each other.
var ErrStatsData = errors.New("sim: bad stats data")

// UnmarshalJSON decodes the form [Stats.MarshalJSON] writes. The derived
// figures are ignored; the exact ones are checked for consistency (bands add
// up to spins, wagered = spins × stake, the run covers exactly spins rounds,
// …) and a failed check is an error wrapping [ErrStatsData], leaving s
// unchanged.
func (s *Stats) UnmarshalJSON(data []byte) (err error) {
	defer func() { err = gameerr.Wrap("UnmarshalJSON", err) }()
	var j statsJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("%w: %v", ErrStatsData, err)
	}
	if j.Unit != unitStake {
		return fmt.Errorf("%w: unit %q, want %q (figures written before the bands were of the stake: simulate again)", ErrStatsData, j.Unit, unitStake)
	}
	if len(j.Bands) != winband.Count {
		return fmt.Errorf("%w: %d bands, want %d", ErrStatsData, len(j.Bands), winband.Count)
	}
	r := Stats{
		Game: j.Game, Config: j.Config, Mode: j.Mode, Seed: j.Seed, Bet: j.Bet, Stake: j.Stake,
		Run:    Coverage{Rounds: j.Run.Spins, Shards: j.Run.Shards, Parts: j.Run.Parts},
		Rounds: j.Spins, Wagered: j.Wagered, Won: j.Won, wonSq: j.WonSq, MaxWin: j.MaxWin,
		Hits: j.Hits, Triggers: j.Triggers, Capped: j.Capped,
	}
	for i, b := range j.Bands {
		if b.Band != winband.Name(i) {
			return fmt.Errorf("%w: band %d is %q, want %q", ErrStatsData, i, b.Band, winband.Name(i))
		}
		r.Bands[i] = b.Spins
	}
	if r.Run.Parts == nil && r.Run.Shards != 0 {
		r.Run.Parts = []int{}
	}
	if err := r.check(j.Run.BlockSpins); err != nil {
		return fmt.Errorf("%w: %v", ErrStatsData, err)
	}
	*s = r
	return nil
}

// check reports the first inconsistency among the exact figures of s,
// decoded with blocks of blockRounds rounds.
func (s *Stats) check(blockRounds int64) error {
	if s.Run.Shards == 0 && len(s.Run.Parts) == 0 {
		s.Run.Parts = nil
		if !reflect.DeepEqual(*s, Stats{}) || blockRounds != 0 {
			return errors.New("figures without a run")
		}
		return nil // the empty Stats
	}
	if err := s.Run.check(blockRounds); err != nil {
		return err
	}
	switch {
	case s.Game == "":
		return errors.New("no game")
	case s.Mode == "":
		return errors.New("no mode")
	case s.Bet <= 0:
		return fmt.Errorf("bet %d, want > 0", s.Bet)
	case s.Stake <= 0:
		return fmt.Errorf("stake %d, want > 0", s.Stake)
	case s.Rounds != s.Run.covered():
		return fmt.Errorf("%d spins, but the run's shards %v cover %d", s.Rounds, s.Run.Parts, s.Run.covered())
	}
	if w, err := s.Stake.Mul(s.Rounds); err != nil || w != s.Wagered {
		return fmt.Errorf("wagered %d, want spins × stake = %d × %d", s.Wagered, s.Rounds, s.Stake)
	}
	var sum int64
	for i, n := range s.Bands {
		if n < 0 || n > s.Rounds {
			return fmt.Errorf("band %s: %d spins", winband.Name(i), n)
		}
		if sum > s.Rounds-n {
			return fmt.Errorf("bands add up to more than %d spins", s.Rounds)
		}
		sum += n
	}
	switch {
	case sum != s.Rounds:
		return fmt.Errorf("bands add up to %d spins, want %d", sum, s.Rounds)
	case s.Hits != s.Rounds-s.Bands[0]:
		return fmt.Errorf("%d hits, but %d of %d spins won nothing", s.Hits, s.Bands[0], s.Rounds)
	case s.Triggers < 0 || s.Triggers > s.Rounds:
		return fmt.Errorf("%d triggers in %d spins", s.Triggers, s.Rounds)
	case s.Capped < 0 || s.Capped > s.Rounds:
		return fmt.Errorf("%d capped in %d spins", s.Capped, s.Rounds)
	case s.Won < 0 || s.MaxWin < 0 || s.MaxWin > s.Won || (s.Won > 0) != (s.MaxWin > 0):
		return fmt.Errorf("won %d with max win %d", s.Won, s.MaxWin)
	}
	if s.MaxWin > 0 {
		lim := winband.NewLimits(s.Stake)
		if b := lim.Band(s.MaxWin); s.Bands[b] == 0 || slicesNonZeroAbove(s.Bands[b+1:]) {
			return fmt.Errorf("max win %d is not in the highest band with spins", s.MaxWin)
		}
	}
	// Σw ≤ √(n·Σw²) and Σw² ≤ max·Σw bound the squares from both sides.
	sq := s.wonSq.Big()
	won := big.NewInt(int64(s.Won))
	lo := new(big.Int).Mul(won, won)
	hi := new(big.Int).Mul(won, big.NewInt(int64(s.MaxWin)))
	if new(big.Int).Mul(sq, big.NewInt(s.Rounds)).Cmp(lo) < 0 || sq.Cmp(hi) > 0 ||
		sq.Cmp(new(big.Int).Mul(big.NewInt(int64(s.MaxWin)), big.NewInt(int64(s.MaxWin)))) < 0 {
		return fmt.Errorf("won_sq %s is impossible with won %d, max win %d in %d spins", s.wonSq, s.Won, s.MaxWin, s.Rounds)
	}
	return nil
}

// slicesNonZeroAbove reports whether any count in c is not zero.
func slicesNonZeroAbove(c []int64) bool {
	for _, n := range c {
		if n != 0 {
			return true
		}
	}
	return false
}
