package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A run split over cluster processes merges into exactly the run played in
// one go: the program is built once and started once per shard, each taking
// its index from the environment as a Kubernetes Indexed Job
// (JOB_COMPLETION_INDEX) or a Slurm job array (SLURM_ARRAY_TASK_ID) would
// give it, with -shard auto/N.
func TestClusterShardsMergeExactly(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "simulate")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)

	args := []string{"-game", "crystal-spin", "-spins", "100000", "-seed", "11", "-json", "-workers", "1"}
	const shards = 4
	var files []string
	procs := make([]*exec.Cmd, shards)
	outs := make([]*bytes.Buffer, shards)
	for i := range shards {
		env := "JOB_COMPLETION_INDEX=" + strconv.Itoa(i) // Kubernetes
		if i%2 == 1 {
			env = "SLURM_ARRAY_TASK_ID=" + strconv.Itoa(i) // Slurm
		}
		cmd := exec.Command(bin, append(args, "-shard", "auto/"+strconv.Itoa(shards))...)
		cmd.Env = append(cleanEnv(), env)
		outs[i] = new(bytes.Buffer)
		cmd.Stdout, cmd.Stderr = outs[i], os.Stderr
		require.NoError(t, cmd.Start())
		procs[i] = cmd
	}
	for i, cmd := range procs {
		require.NoError(t, cmd.Wait(), "shard %d", i)
		f := filepath.Join(dir, "shard"+strconv.Itoa(i)+".json")
		require.NoError(t, os.WriteFile(f, outs[i].Bytes(), 0o644))
		require.Contains(t, outs[i].String(), `"parts":[`+strconv.Itoa(i)+`]`, "shard %d took its index from the environment", i)
		files = append(files, f)
	}
	merged, err := exec.Command(bin, append([]string{"-merge", "-json"}, files...)...).Output()
	require.NoError(t, err)
	whole := exec.Command(bin, args...)
	whole.Env = cleanEnv()
	one, err := whole.Output()
	require.NoError(t, err)
	require.Equal(t, string(one), string(merged), "the merged shards are the run, byte for byte")
}

// cleanEnv returns the environment without the cluster variables.
func cleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "JOB_COMPLETION_INDEX=") && !strings.HasPrefix(kv, "SLURM_ARRAY_TASK_ID=") {
			env = append(env, kv)
		}
	}
	return env
}

// The shipped cluster files agree with the program: the Kubernetes Job runs
// as many indexed pods as -shard auto/N has shards, and the Slurm array
// covers exactly 0 … N−1.
func TestClusterFiles(t *testing.T) {
	job, err := os.ReadFile("../../deploy/k8s/simulate-job.yaml")
	require.NoError(t, err)
	num := func(re, text string) string {
		m := regexp.MustCompile(re).FindStringSubmatch(text)
		require.NotNil(t, m, re)
		return m[1]
	}
	n := num(`-shard auto/(\d+)`, string(job))
	require.Equal(t, n, num(`(?m)^\s+completions: (\d+)$`, string(job)))
	require.Equal(t, n, num(`(?m)^\s+parallelism: (\d+)$`, string(job)))
	require.Contains(t, string(job), "completionMode: Indexed")
	require.Contains(t, string(job), "${JOB_COMPLETION_INDEX}")

	batch, err := os.ReadFile("../../deploy/slurm/simulate.sbatch")
	require.NoError(t, err)
	shards := num(`(?m)^SHARDS=(\d+)$`, string(batch))
	last, err := strconv.Atoi(num(`(?m)^#SBATCH --array=0-(\d+)$`, string(batch)))
	require.NoError(t, err)
	require.Equal(t, shards, strconv.Itoa(last+1))
	require.Contains(t, string(batch), `-shard "auto/$SHARDS"`)
}
