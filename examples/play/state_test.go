package main

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/slotmech/slotmech/internal/sqlitedb"
	"github.com/slotmech/slotmech/internal/termkey"
	"github.com/stretchr/testify/require"
)

// childVar makes the test binary run the program, with the arguments after
// "--", as a child process that a test can kill.
const childVar = "SLOTMECH_PLAY_CHILD"

// testKey is the terminal key of the tests' sessions, hex, in
// SLOTMECH_TERMINAL_KEY for them and their child processes.
const testKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

func TestMain(m *testing.M) {
	if os.Getenv(termkey.Env) == "" {
		os.Setenv(termkey.Env, testKey)
	}
	if os.Getenv(childVar) == "1" {
		args := os.Args[1:]
		for i, a := range args {
			if a == "--" {
				args = args[i+1:]
				break
			}
		}
		os.Exit(run(args, os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// lastScreen returns the last whole screen of a session's output.
func lastScreen(out string) string {
	lines := strings.Split(out, "\n")
	var screen []string
	for i := 0; i+height <= len(lines); i++ {
		if strings.HasPrefix(lines[i], "CRYSTAL SPIN") && strings.HasPrefix(lines[i+height-1], "> ") {
			screen = lines[i : i+height]
		}
	}
	return strings.Join(screen, "\n")
}

// -state keeps the session: quit and start again, and the meters, the
// stake and the recall (read from the journal) are where they were.
func TestStateResumesAfterQuit(t *testing.T) {
	state := filepath.Join(t.TempDir(), "session.db")
	first := session(t, "i\n+\ns\ns\nq\n", "-seed", "3", "-state", state)
	last := first[len(first)-1]
	second := session(t, "l\nq\n", "-seed", "3", "-state", state, "-credit", "5000")
	require.Contains(t, second[0], "Resumed from "+state)
	require.Equal(t, meters(t, last), meters(t, second[0]), "-credit is ignored on a resumed session")
	require.Contains(t, second[0], "games played 2")
	require.Contains(t, second[1], "GAME RECALL 1 of 2")
	require.Contains(t, second[1], "replays bit for bit")
	require.Contains(t, second[1], "Game 2 at ")
}

// A killed session resumes where it stopped: the child plays AUTO START
// games until it is SIGKILLed; started again on the same file, the
// program shows the meters of the last screen the child drew, or of the
// one action after it that was written but not yet shown.
func TestStateResumesAfterKill(t *testing.T) {
	state := filepath.Join(t.TempDir(), "session.db")
	cmd := exec.Command(os.Args[0], "-test.run=^$", "--", "-seed", "9", "-state", state, "-credit", "100000")
	cmd.Env = append(os.Environ(), childVar+"=1")
	stdin, err := cmd.StdinPipe()
	require.NoError(t, err)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	var out lockedBuffer
	done := make(chan struct{})
	go func() { io.Copy(&out, bufio.NewReader(stdout)); close(done) }() //nolint:errcheck // the child is killed
	// AUTO START, then its games, until the child is killed.
	go func() {
		if _, err := io.WriteString(stdin, "a\n"); err != nil {
			return
		}
		for {
			if _, err := io.WriteString(stdin, "\n"); err != nil {
				return
			}
		}
	}()
	// Kill it once it has shown a screen and played on for a moment (on a
	// loaded machine the first screen can take a while).
	for deadline := time.Now().Add(20 * time.Second); lastScreen(out.String()) == "" && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	cmd.Wait() //nolint:errcheck // killed
	<-done
	shown := lastScreen(out.String())
	require.NotEmpty(t, shown)

	resumed := session(t, "q\n", "-seed", "9", "-state", state)
	require.Contains(t, resumed[0], "Resumed from")
	was, now := meters(t, shown), meters(t, resumed[0])
	games := func(s string) string {
		i := strings.Index(s, "games played ")
		return strings.Fields(s[i:])[2]
	}
	if games(shown) == games(resumed[0]) {
		require.Equal(t, was, now, "the session is where its last screen showed it")
	} else { // one more game was written before the kill, not yet shown: it stands
		require.Equal(t, games(shown), strconv.Itoa(mustAtoi(t, games(resumed[0]))-1))
		m := regexp.MustCompile(`Game \d+: stake ([0-9 ]+) Kč, win ([0-9 ]+) Kč`).FindStringSubmatch(resumed[0])
		require.NotNil(t, m, resumed[0])
		stake, win := mustAtoi(t, strings.ReplaceAll(m[1], " ", "")), mustAtoi(t, strings.ReplaceAll(m[2], " ", ""))
		require.Equal(t, was[0]+was[1]-int64(stake), now[0], "CREDIT: the WIN shown moved to it, the stake taken")
		require.Equal(t, int64(win), now[1], "WIN: the game's win")
	}
	require.Contains(t, resumed[0], "AUTO START ON", "AUTO START still runs")
	t.Logf("killed after game %s; resumed at game %s", games(shown), games(resumed[0]))
}

// -verify checks the journal: a whole one is verified with its head; an
// edited one is refused naming the entry, with exit status 1.
func TestVerify(t *testing.T) {
	state := filepath.Join(t.TempDir(), "session.db")
	session(t, "i\ns\nq\n", "-seed", "3", "-state", state)
	var stdout, stderr bytes.Buffer
	require.Equal(t, 0, run([]string{"-verify", state}, strings.NewReader(""), &stdout, &stderr), stderr.String())
	require.Regexp(t, `session.db: journal verified: \d+ entries, head \d+:[0-9a-f]{64}; anchor .*session.db.anchor agrees\n`, stdout.String())

	db, err := sqlitedb.Open(state, "")
	require.NoError(t, err)
	_, err = db.Exec(`UPDATE journal_entries SET data = '{"amount":999000}' WHERE seq = 2`)
	require.NoError(t, err)
	require.NoError(t, db.Close())
	stdout.Reset()
	require.Equal(t, 1, run([]string{"-verify", state}, strings.NewReader(""), &stdout, &stderr))
	require.Contains(t, stderr.String(), "entry 2: hash does not match its content: edited")

	stderr.Reset()
	require.Equal(t, 1, run([]string{"-state", state}, strings.NewReader(""), &stdout, &stderr),
		"a broken journal is refused: nothing is played or paid from it")
	require.Contains(t, stderr.String(), "entry 2")
	require.Equal(t, 2, run([]string{"-verify", state, "-seed", "1"}, strings.NewReader(""), &stdout, &stderr))
}

// -verify refuses a path where there is no journal, and makes no file there.
func TestVerifyMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none.db")
	var stdout, stderr bytes.Buffer
	require.Equal(t, 1, run([]string{"-verify", path}, strings.NewReader(""), &stdout, &stderr))
	require.Contains(t, stderr.String(), "no such file or directory")
	require.NoFileExists(t, path)
}

// mustAtoi parses a decimal number or fails t.
func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}

// lockedBuffer is a bytes.Buffer safe for one writer and one reader.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
