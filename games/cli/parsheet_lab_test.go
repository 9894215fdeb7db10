package cli_test

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
)

// htmlTable returns the cells of the table with the given id in page, row
// by row (head, body and foot), as text.
func htmlTable(t *testing.T, page, id string) [][]string {
	t.Helper()
	m := regexp.MustCompile(`(?s)<table[^>]* id="` + regexp.QuoteMeta(id) + `"[^>]*>(.*?)</table>`).FindStringSubmatch(page)
	require.NotNil(t, m, "table %s", id)
	var rows [][]string
	cell := regexp.MustCompile(`(?s)<t[dh]>(.*?)</t[dh]>`)
	for _, tr := range regexp.MustCompile(`(?s)<tr>(.*?)</tr>`).FindAllStringSubmatch(m[1], -1) {
		var row []string
		for _, c := range cell.FindAllStringSubmatch(tr[1], -1) {
			row = append(row, strings.ReplaceAll(html.UnescapeString(c[1]), "\u202f", ""))
		}
		rows = append(rows, row)
	}
	return rows
}

// The PAR sheet's tables, read back from the HTML, hold the exact figures
// of the full cycles, computed here independently: the RTP and the largest
// win at every stake of CS-11 (1 000 Kč differs by the line cap, CS-10),
// each pay entry's wins, the lines' games adding up to the hits, the win
// bands and cascade depths adding up to the combinations, and the strips
// as the game plays them. The JSON has the same figures under its new
// keys, beside the old ones.
func TestCS_11_ParsheetReadBack(t *testing.T) {
	g := gamefix.ShortCrystal(t, "kjabkjkc", "jkajhkjk", "kaakjkhk", "jkbjkkak", "kjkkhjak")
	tl := cli.New([]games.Game{g})
	name := filepath.Join(t.TempDir(), "par.html")
	r := parsheet(t, tl, "-html", name, "-date", "2026-12-04", "-workers", "2")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	b, err := os.ReadFile(name)
	require.NoError(t, err)
	page := string(b)

	c, err := exact.FullCycle(context.Background(), g, g.DefaultBet(), exact.Options{Workers: 2})
	require.NoError(t, err)
	figures := map[string]string{}
	for _, row := range htmlTable(t, page, "figures-1") {
		figures[row[0]] = row[1]
	}
	require.Equal(t, c.RTP.RatString()+" = "+new(big.Rat).Mul(c.RTP, big.NewRat(100, 1)).FloatString(4)+"%", figures["RTP (exact)"])
	require.True(t, strings.HasPrefix(figures["hit rate"], fmt.Sprintf("%d / %d", c.Hits, c.Combinations)), figures["hit rate"])
	require.Equal(t, "2026-12-04", figures["date"])
	require.Contains(t, figures["tool"], "go1.", "the tool's version names its Go")

	stakes := htmlTable(t, page, "stakes-1")
	require.Len(t, stakes, 1+len(crystalspin.Stakes()), "a row per stake of CS-11")
	differs := false
	for i, bet := range crystalspin.Stakes() {
		row := stakes[i+1]
		cb, err := exact.FullCycle(context.Background(), g, bet, exact.Options{Workers: 2})
		require.NoError(t, err)
		require.Equal(t, fmt.Sprint(bet), row[0])
		require.Equal(t, cb.RTP.Num().String()+"/"+cb.RTP.Denom().String(), row[2], "bet %d", bet)
		require.Equal(t, fmt.Sprint(int64(cb.MaxWin)), row[5], "maximum exposure at bet %d", bet)
		require.Equal(t, fmt.Sprint(cb.Capped), row[7])
		differs = differs || cb.RTP.Cmp(c.RTP) != 0
	}
	require.True(t, differs, "these strips reach the line cap at 1 000 Kč, so one stake's RTP differs")

	entries := htmlTable(t, page, "entries-1")
	require.Len(t, entries, 1+len(c.Pays))
	for i, p := range c.Pays {
		row := entries[i+1]
		require.Equal(t, g.Alphabet().Name(p.Symbol), row[0])
		require.Equal(t, fmt.Sprint(p.Count), row[1])
		require.Equal(t, fmt.Sprint(p.Wins), row[2])
		require.Equal(t, big.NewRat(c.Combinations, p.Wins).FloatString(2), row[6], "1 in N wins")
	}
	lines := htmlTable(t, page, "lines-1")
	var lineWins int64
	for _, row := range lines[1 : len(lines)-1] {
		var n int64
		fmt.Sscan(row[1], &n)
		lineWins += n
	}
	var allWins int64
	for _, p := range c.Pays {
		allWins += p.Wins
	}
	require.Equal(t, allWins, lineWins, "the lines' wins are the entries' wins")
	require.Equal(t, fmt.Sprint(c.Hits), lines[len(lines)-1][2], "any line: the hits")

	bands := htmlTable(t, page, "winbands-1")
	require.Equal(t, fmt.Sprint(c.Combinations-c.Hits), bands[1][1], "band 0: the combinations that won nothing")
	require.Equal(t, fmt.Sprint(c.Combinations), bands[len(bands)-1][1])
	depths := htmlTable(t, page, "depths-1")
	for k, n := range c.Depths {
		require.Equal(t, fmt.Sprint(n), depths[k+1][1], "depth %d", k)
	}
	strips := htmlTable(t, page, "strips-1")
	want := gamefix.CrystalStrips("kjabkjkc", "jkajhkjk", "kaakjkhk", "jkbjkkak", "kjkkhjak")
	for stop := range want[0] {
		for r := range want {
			require.Equal(t, g.Alphabet().Name(want[r][stop]), strips[stop+1][r+1], "reel %d stop %d", r, stop)
		}
	}
	counts := htmlTable(t, page, "counts-1")
	require.Equal(t, []string{"stops", "8", "8", "8", "8", "8", "40"}, counts[len(counts)-1])
	vi := htmlTable(t, page, "vilevels-1")
	require.Equal(t, fmt.Sprintf("%.3f", 2.5758293035489004*c.SigmaX()), vi[3][2], "VI at 99%% = 2.576 σ")

	// The same figures in the JSON, the old keys unchanged.
	r = parsheet(t, tl, "-json", "-date", "2026-12-04", "-workers", "2")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	var j struct {
		RTPNum string `json:"rtp_num"`
		Date   string `json:"date"`
		Stakes struct {
			Rows []struct {
				Bet    int64
				RTPNum string `json:"rtp_num"`
				MaxWin int64  `json:"max_win"`
			}
		}
		Entries []struct {
			Wins  int64
			Games *int64
		} `json:"pay_entries"`
		Risk struct{ RTP struct{ Num string } }
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &j))
	require.Equal(t, c.RTP.Num().String(), j.RTPNum)
	require.Equal(t, "2026-12-04", j.Date)
	require.Len(t, j.Stakes.Rows, len(crystalspin.Stakes()))
	require.Len(t, j.Entries, len(c.Pays))
	for _, e := range j.Entries {
		require.NotNil(t, e.Games)
		require.LessOrEqual(t, *e.Games, e.Wins, "an entry pays in at most as many games as its wins")
	}
	require.Equal(t, "0", j.Risk.RTP.Num, "RISK contributes 0")
}

// -stakes chooses the stakes, -lines=false skips the line walk (the sheet
// says so), and bad values are refused by name.
func TestParsheetStakesFlag(t *testing.T) {
	r := parsheet(t, tool, "-game", "mini", "-json", "-date", "2026-01-02")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	var j struct {
		Stakes struct {
			Note string
			Rows []struct{ Bet int64 }
		}
		Lines struct{ Note string }
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &j))
	require.Equal(t, 3, len(j.Stakes.Rows), "mini allows 1 000 bets: the smallest, the sheet's and the largest")
	require.Contains(t, j.Stakes.Note, "the title allows 1000 bets from 1 to 1000")
	r = parsheet(t, tool, "-game", "mini", "-json", "-stakes", "none", "-lines=false", "-date", "2026-01-02")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &j))
	require.Len(t, j.Stakes.Rows, 1)
	require.Contains(t, j.Lines.Note, "not part of this sheet")
	for _, tc := range []struct{ args []string }{{[]string{"-stakes", "x"}}, {[]string{"-stakes", "5000"}}, {[]string{"-date", "4.12.2026"}}} {
		r := parsheet(t, tool, append([]string{"-game", "mini"}, tc.args...)...)
		require.Equal(t, cli.ExitUsage, r.code, tc.args)
		require.Contains(t, r.stderr, tc.args[0], tc.args)
	}
}
