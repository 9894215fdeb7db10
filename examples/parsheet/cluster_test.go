package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The exact analysis split over cluster processes (by the first reel's
// stops) merges into exactly the par sheet of one run: the program is built
// once and started once per shard, each taking its index from the
// environment as a Kubernetes Indexed Job or a Slurm job array would give
// it. Crystal Spin's full cycle is played twice (once in shards, once
// whole, the whole one shared with TestCrystalSpinParSheet), so the test is
// for a full, non-race run.
func TestClusterShardsMergeExactly(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("two full cycles are for a full, non-race run")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "parsheet")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "%s", out)

	const shards = 3
	procs := make([]*exec.Cmd, shards)
	outs := make([]*bytes.Buffer, shards)
	for i := range shards {
		env := "JOB_COMPLETION_INDEX=" + strconv.Itoa(i)
		if i == 1 {
			env = "SLURM_ARRAY_TASK_ID=1"
		}
		cmd := exec.Command(bin, "-shard", "auto/"+strconv.Itoa(shards), "-workers", "1")
		cmd.Env = append(withoutCluster(os.Environ()), env)
		outs[i] = new(bytes.Buffer)
		cmd.Stdout, cmd.Stderr = outs[i], os.Stderr
		require.NoError(t, cmd.Start())
		procs[i] = cmd
	}
	var files []string
	for i, cmd := range procs {
		require.NoError(t, cmd.Wait(), "shard %d", i)
		require.Contains(t, outs[i].String(), `"parts":[`+strconv.Itoa(i)+`]`)
		f := filepath.Join(dir, "shard"+strconv.Itoa(i)+".json")
		require.NoError(t, os.WriteFile(f, outs[i].Bytes(), 0o644))
		files = append(files, f)
	}
	merged, err := exec.Command(bin, append([]string{"-merge", "-json", "-date", "2026-12-04"}, files...)...).Output()
	require.NoError(t, err)
	// A merge has the sheet's bet only and no line walk: the one run to
	// compare with is made so, on the same date, by the same binary (its
	// build information is part of the sheet).
	one, err := exec.Command(bin, "-json", "-stakes", "none", "-lines=false", "-date", "2026-12-04").Output()
	require.NoError(t, err)
	want := strings.Replace(string(one), `"note":"the sheet's bet only (-stakes none)"`, `"note":"the bet of the merged shards only: a merge has no other stakes"`, 1)
	require.Equal(t, want, string(merged), "the merged shards are the par sheet, byte for byte")
}

// withoutCluster returns env without the cluster variables.
func withoutCluster(env []string) []string {
	var out []string
	for _, kv := range env {
		if !strings.HasPrefix(kv, "JOB_COMPLETION_INDEX=") && !strings.HasPrefix(kv, "SLURM_ARRAY_TASK_ID=") {
			out = append(out, kv)
		}
	}
	return out
}
