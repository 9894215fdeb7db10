package cli_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/starlight"
)

// main is a studio's whole main.go: it registers the studio's titles (here
// the library's reference games) and gets every tool as a subcommand:
//
//	mytool simulate -game starlight-christmas -spins 10000000 -json
//	mytool parsheet -game crystal-spin
//	mytool scenario < cases.jsonl
//	mytool record -game crystal-spin -rounds 100 > rounds.jsonl
//	mytool replay rounds.jsonl
//	mytool recall rounds.jsonl
func main() {
	os.Exit(cli.New([]games.Game{starlight.New(), crystalspin.New()}).Main(os.Args[1:]))
}

// Example records three rounds of a title and replays them, as the commands
// "mytool record -game crystal-spin -rounds 3 > rounds.jsonl" and
// "mytool replay -q rounds.jsonl" would.
func Example() {
	tool := cli.New([]games.Game{starlight.New(), crystalspin.New()})
	ctx := context.Background()
	var records bytes.Buffer
	tool.Run(ctx, []string{"record", "-game", "crystal-spin", "-rounds", "3"}, nil, &records, os.Stderr)
	var report bytes.Buffer
	code := tool.Run(ctx, []string{"replay", "-q", "-"}, &records, &report, os.Stderr)
	lines := strings.Split(strings.TrimSuffix(report.String(), "\n"), "\n")
	for _, l := range lines[:len(lines)-1] {
		fmt.Println(l)
	}
	// The last line names the software (its version differs by build).
	fmt.Println("ends with the software:", strings.HasPrefix(lines[len(lines)-1], "software: "))
	fmt.Println("exit status", code)
	// Output:
	// record 1 (line 1, crystal-spin, bet 100, standard): OK, replayed bit for bit
	// record 2 (line 2, crystal-spin, bet 100, standard): OK, replayed bit for bit
	// record 3 (line 3, crystal-spin, bet 100, standard): OK, replayed bit for bit
	// replayed 3 records: all match
	// ends with the software: true
	// exit status 0
}
