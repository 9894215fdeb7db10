package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/cli"
)

// simulate -html writes a page with every chart; the figures printed are
// those of a run without it, and the page does not depend on -workers.
// 40 000 spins are three blocks (two of sim.BlockRounds and the rest): the
// page's run merges blocks as they come, in pairs, and the last pair's
// merge waits for the end.
func TestSimulateHTML(t *testing.T) {
	dir := t.TempDir()
	plain := simulate(t, "-game", "toy", "-spins", "40000", "-seed", "3", "-json")
	require.Equal(t, cli.ExitOK, plain.code, plain.stderr)
	var pages []string
	for _, w := range []string{"1", "3"} {
		name := filepath.Join(dir, "w"+w+".html")
		r := simulate(t, "-game", "toy", "-spins", "40000", "-seed", "3", "-json", "-workers", w, "-html", name)
		require.Equal(t, cli.ExitOK, r.code, r.stderr)
		require.Equal(t, plain.stdout, r.stdout, "the same figures with -html")
		b, err := os.ReadFile(name)
		require.NoError(t, err)
		pages = append(pages, string(b))
	}
	require.Equal(t, pages[0], pages[1], "the page does not depend on -workers")
	page := pages[0]
	for _, want := range []string{`data-charts="6"`, `<svg id="chart-1-wins"`, `<svg id="chart-1-rtp"`, `<svg id="chart-1-freespins"`,
		`<svg id="chart-2-wins"`, "toy — standard", "toy — ante", "Contribution to the RTP by symbol and run length",
		"base game", "configuration sha256", "The title does not describe its pay table",
		"<td>certified RTP</td><td>not declared by the title for this configuration and mode</td>", `<table id="winbands-1"`, "<h3>Weights</h3><p class=\"intro\">Not part of this report"} {
		require.Contains(t, page, want)
	}
	for _, bad := range []string{"http://", "https://", "<script", "<link", "@import", "url("} {
		if bad == "http://" {
			// SVG namespaces are names, not links.
			page = strings.ReplaceAll(strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, ""), `xmlns:xlink="http://www.w3.org/1999/xlink"`, "")
		}
		require.NotContains(t, page, bad, "a self-contained page")
	}

	// A merged run has its page too, without the running RTP.
	shards := filepath.Join(dir, "shards.json")
	var all string
	for _, s := range []string{"0/2", "1/2"} {
		r := simulate(t, "-game", "toy", "-spins", "40000", "-seed", "3", "-json", "-shard", s)
		require.Equal(t, cli.ExitOK, r.code, r.stderr)
		all += r.stdout
	}
	require.NoError(t, os.WriteFile(shards, []byte(all), 0o644))
	merged := filepath.Join(dir, "merged.html")
	r := simulate(t, "-merge", "-json", "-html", merged, shards)
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Equal(t, plain.stdout, r.stdout)
	b, err := os.ReadFile(merged)
	require.NoError(t, err)
	require.Contains(t, string(b), `data-charts="2"`)
	require.Contains(t, string(b), "was not recorded for this run")
}

func TestParsheetHTML(t *testing.T) {
	name := filepath.Join(t.TempDir(), "par.html")
	r := parsheet(t, tool, "-html", name)
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Contains(t, r.stdout, "11/27", "the table is printed too")
	b, err := os.ReadFile(name)
	require.NoError(t, err)
	for _, want := range []string{`data-charts="2"`, `<svg id="chart-1-wins"`, `<svg id="chart-1-depths"`, "11/27 = 40.7407%", "PAR sheet"} {
		require.Contains(t, string(b), want)
	}
}

// The shards of a par sheet merge into exactly the output of one run of
// the sheet's bet without the line walk (a merge has neither the other
// stakes nor the line walk), on the same date.
func TestParsheetShards(t *testing.T) {
	dir := t.TempDir()
	one := parsheet(t, tool, "-json", "-stakes", "none", "-lines=false", "-date", "2026-12-04")
	require.Equal(t, cli.ExitOK, one.code, one.stderr)
	var files []string
	for _, s := range []string{"2/3", "0/3", "1/3"} {
		r := parsheet(t, tool, "-shard", s)
		require.Equal(t, cli.ExitOK, r.code, r.stderr)
		require.Contains(t, r.stdout, `"shards":3`)
		f := filepath.Join(dir, strings.ReplaceAll(s, "/", "of")+".json")
		require.NoError(t, os.WriteFile(f, []byte(r.stdout), 0o644))
		files = append(files, f)
	}
	r := parsheet(t, tool, append([]string{"-merge", "-json", "-date", "2026-12-04"}, files...)...)
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.Equal(t, strings.Replace(one.stdout, `"note":"the sheet's bet only (-stakes none)"`, `"note":"the bet of the merged shards only: a merge has no other stakes"`, 1), r.stdout, "merged shards, byte for byte")

	r = parsheet(t, tool, append([]string{"-merge"}, files[:2]...)...)
	require.Equal(t, cli.ExitFailure, r.code)
	require.Contains(t, r.stderr, "incomplete merge: shards 1 of 3 missing (merged 0, 2)")
	r = parsheet(t, tool, append([]string{"-merge"}, files[0], files[0])...)
	require.Equal(t, cli.ExitFailure, r.code)
	require.Contains(t, r.stderr, "overlap: shard 2 of 3 on both sides")

	t.Setenv("JOB_COMPLETION_INDEX", "")
	t.Setenv("SLURM_ARRAY_TASK_ID", "1")
	r = parsheet(t, tool, "-shard", "auto/3")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	b, err := os.ReadFile(files[2])
	require.NoError(t, err)
	require.Equal(t, string(b), r.stdout, "auto/3 in Slurm task 1 is shard 1/3")
	t.Setenv("JOB_COMPLETION_INDEX", "2")
	r = parsheet(t, tool, "-shard", "auto/3")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	b, err = os.ReadFile(files[0])
	require.NoError(t, err)
	require.Equal(t, string(b), r.stdout, "a Kubernetes index comes first")
	t.Setenv("JOB_COMPLETION_INDEX", "3")
	r = parsheet(t, tool, "-shard", "auto/3")
	require.Equal(t, cli.ExitUsage, r.code)
	require.Contains(t, r.stderr, `-shard auto/3: JOB_COMPLETION_INDEX="3": want an index from 0 to 2`)

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-shard", "0/4"}, "-shard 0/4: mini's first reel has 3 stops: use at most 3 shards"},
		{[]string{"-shard", "0/2", "-json"}, "-shard prints the shard's sums as JSON"},
		{[]string{"-merge"}, "-merge needs the files of the shards"},
		{[]string{"-merge", "-bet", "5", "f"}, "-merge takes no flag but -json, -html and -date, got -bet"},
		{[]string{"-shard", "0/3", "-stakes", "none"}, "-shard plays the sheet's bet only"},
		{[]string{"-html", ""}, "-html: want a file name"},
	} {
		r := parsheet(t, tool, tc.args...)
		require.Equal(t, cli.ExitUsage, r.code, tc.args)
		require.Contains(t, r.stderr, tc.want, tc.args)
	}
}
