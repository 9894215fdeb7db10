package cli

import (
	"os"
	"strconv"
	"strings"
)

// The environment variables -shard auto/N reads the shard's index from, in
// this order: a Kubernetes Indexed Job's completion index and a Slurm job
// array's task id.
const (
	envKubernetesIndex = "JOB_COMPLETION_INDEX"
	envSlurmArrayTask  = "SLURM_ARRAY_TASK_ID"
)

// shardSpec parses a -shard value: "I/N" with 0 <= I < N, or "auto/N", where
// I comes from the environment of a cluster job: JOB_COMPLETION_INDEX (a
// Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID (a Slurm job array, which
// must then run with --array=0-(N-1)). flag names the flag in messages.
func shardSpec(flag, s string) (i, n int, err error) {
	is, ns, ok := strings.Cut(s, "/")
	n, errN := strconv.Atoi(ns)
	if !ok || errN != nil || n < 1 {
		return 0, 0, usagef("%s %q: want I/N with 0 <= I < N, e.g. 0/4, or auto/N in a Kubernetes Indexed Job or a Slurm job array", flag, s)
	}
	if is != "auto" {
		i, err := strconv.Atoi(is)
		if err != nil || i < 0 || i >= n {
			return 0, 0, usagef("%s %q: want I/N with 0 <= I < N, e.g. 0/4, or auto/N in a Kubernetes Indexed Job or a Slurm job array", flag, s)
		}
		return i, n, nil
	}
	for _, env := range []string{envKubernetesIndex, envSlurmArrayTask} {
		v, ok := os.LookupEnv(env)
		if !ok || v == "" {
			continue
		}
		i, err := strconv.Atoi(v)
		if err != nil || i < 0 || i >= n {
			return 0, 0, usagef("%s %s: %s=%q: want an index from 0 to %d (a Slurm array must run with --array=0-%d)",
				flag, s, env, v, n-1, n-1)
		}
		return i, n, nil
	}
	return 0, 0, usagef("%s %s: neither %s (a Kubernetes Indexed Job) nor %s (a Slurm job array) is set; give the shard as I/N",
		flag, s, envKubernetesIndex, envSlurmArrayTask)
}
