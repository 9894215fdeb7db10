package optimize

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// Problem is what a search is asked: a title, which of its parameters may
// move, the targets to land and the constraints to keep, and how to
// measure a candidate.
//
// The zero Problem is not usable: Title, Targets and Evaluate (or
// Evaluators for every level) are required. A Problem is plain data; [Optimize] does not keep it.
type Problem struct {
	Title Tunable // where the search starts

	// Free names the parameters the search may move (Param.Name); nil
	// means all of them. The others keep their values.
	Free []string

	Targets     []Target     // what the figures must land on (at least one)
	Constraints []Constraint // what a candidate must keep; a breaking candidate is never accepted

	// Evaluate measures candidates in the search (required): an exact
	// evaluator ([FullCycle], [Marginals]) or a stochastic one
	// ([MonteCarlo], or any other [Evaluator]).
	Evaluate Evaluator

	// Budgets are the budgets of the search's levels, ascending, for a
	// stochastic Evaluate: the search runs at Budgets[0] until the targets
	// are reached, then goes on from there at Budgets[1] with smaller
	// steps, and so on; cheap noisy figures bring it near, costly precise
	// ones finish. Nil means one level at budget 0 (an exact evaluator).
	Budgets []int64

	// Evaluators, if not nil, measures the candidates of each level: one
	// per level (len(Budgets), or 1 without Budgets), a nil entry meaning
	// Evaluate. Cheap levels can then use a cheap evaluator ([PerRound])
	// and the last ones a precise one ([Estimated]); each level's budget
	// is in the unit of its evaluator.
	Evaluators []Evaluator

	// Seed is the seed of every evaluation of the search: every candidate
	// is measured on the same random numbers (common random numbers), so
	// that the search compares candidates with far less noise than each
	// figure has. It also orders the moves tried.
	Seed uint64

	// Confirm, if not nil, measures the final configuration once more, on
	// ConfirmSeed with ConfirmBudget: a check on independent rounds (use a
	// ConfirmSeed other than Seed) or with a better estimator. Its figures
	// and verdicts are reported apart from the search's.
	Confirm       Evaluator
	ConfirmBudget int64
	ConfirmSeed   uint64

	// Step is the first step of every parameter, as a fraction of its
	// value (at least 1); 0 means 0.1. Steps halve when no move helps.
	Step float64

	// Aim is how close the search's figures must come before it stops, in
	// tolerances: it stops when every target's figure is within Aim × its
	// tolerance. 0 means 1 for an exact search (no Budgets) and 0.5 for a
	// stochastic one, whose figures move again with the next budget.
	Aim float64

	// MaxEvals bounds the evaluations of candidates (each of every mode
	// the targets name); 0 means 1000.
	MaxEvals int

	// Log, if not nil, is called after every evaluation, in order, from
	// the goroutine that called Optimize.
	Log func(Step)
}

// Step is one evaluation of a search's path.
type Step struct {
	Eval   int   // the evaluation's number, from 0 (the start of a level)
	Level  int   // the level (index of Problem.Budgets), from 0
	Budget int64 // its budget
	// Param is the parameter moved, From and To its values; "" for the
	// evaluation that starts a level. A move of several parameters at once
	// (a model step, a compensated move) describes them all in Param,
	// "model step: Base.scatter +98, Base.multiplier -40", with From and
	// To 0.
	Param    string
	From, To int64
	Config   string    // the candidate's configuration identity ("" if the title refused it)
	Values   []float64 // the figure of each target, in the order of Problem.Targets (NaN if unknown)
	Loss     float64   // Σ ((figure − target) / tolerance)², +Inf if a constraint broke
	Accepted bool      // the search moved to this candidate
	Note     string    // why a candidate was refused, if it was not measured
}

// String returns the step on one line: number, level, move, figures and
// whether it was taken.
func (s Step) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%4d L%d ", s.Eval, s.Level)
	switch {
	case s.Param == "":
		b.WriteString("start")
	case s.From == s.To:
		b.WriteString(s.Param)
	default:
		fmt.Fprintf(&b, "%s %d→%d", s.Param, s.From, s.To)
	}
	for _, v := range s.Values {
		fmt.Fprintf(&b, " %.6g", v)
	}
	switch {
	case s.Note != "":
		fmt.Fprintf(&b, " refused: %s", s.Note)
	case s.Accepted:
		fmt.Fprintf(&b, " loss %.4g taken", s.Loss)
	default:
		fmt.Fprintf(&b, " loss %.4g", s.Loss)
	}
	return b.String()
}

// Result is what a search found.
type Result struct {
	Title  Tunable // the final configuration
	Config string  // its identity, games.ConfigID
	Params []Param // its parameters and values

	Figures map[string]*Figures // the search's last figures of the final configuration, by mode
	Checks  []Check             // every target against Figures
	Broken  []string            // the constraints Figures break (none if the search found a feasible point)

	// Confirmed and ConfirmChecks are the figures of Problem.Confirm and
	// the targets against them; nil without Confirm.
	Confirmed     map[string]*Figures
	ConfirmChecks []Check

	// Reached reports whether the search's last figures have every target
	// on target (value within its tolerance) and break no constraint.
	Reached bool

	Path        []Step // every evaluation, in order
	Evaluations int    // len(Path)
}

// Optimize searches the free parameters of p.Title for a configuration
// whose figures land on p.Targets, keeping p.Constraints, and returns it
// with its figures, their intervals and the path taken.
//
// The search is a seeded pattern search over integer steps. Every free
// parameter has a step (Problem.Step of its value, at least 1); the moves
// (each parameter up or down by its step) are tried in an order drawn from
// Problem.Seed, and a move is taken as soon as it lowers the loss Σ
// ((figure − target) / tolerance)², and tried again from there. Each move
// measured is also a finite difference: the slope of every target in that
// parameter. After each pass the search tries the model step, the integer
// move of all free parameters that those slopes say brings every target
// nearest (Gauss–Newton, halved while it does not help), which finds what
// one parameter at a time cannot when raising one helps a target and
// hurts another. After a pass in which nothing helps the steps halve; when
// every step is 1 and nothing helps, each move is tried compensated by up
// to three other parameters chosen by the slopes (a symbol more on a reel
// and the pay that keeps the RTP), and when none helps either the level
// ends (a local minimum). The level also ends when every figure is within
// Problem.Aim tolerances. The next level (Problem.Budgets) starts from
// there with a quarter of the steps. Every evaluation of a level uses the
// same seed and budget (common random numbers), and a candidate met before
// is not measured again.
//
// The result depends on p alone (the evaluator's figures depend on the
// seed and budget only), never on the number of workers. A bad problem
// returns an error wrapping ErrParams naming what is wrong; an evaluator's
// error (or ctx's) stops the search and is returned. A candidate the
// title refuses (WithParams fails) is recorded in the path and skipped.
// Reaching MaxEvals is not an error: the result says whether the targets
// were reached.
func Optimize(ctx context.Context, p Problem) (*Result, error) {
	s, err := newSearch(p)
	if err != nil {
		return nil, err
	}
	return s.run(ctx)
}

// search is a validated Problem and the state of its search.
type search struct {
	p      Problem
	params []Param
	free   []int // indices into params
	modes  []string
	first  string
	aim    float64
	path   []Step
	evals  int

	// scope[mode] lists the indices of the parameters mode depends on
	// (ModeScoped), nil for all; cache holds the figures measured, by
	// mode, budget and the values of those parameters.
	scope map[string][]int
	cache map[string]*Figures
}

// newSearch validates p.
func newSearch(p Problem) (*search, error) {
	bad := func(format string, a ...any) (*search, error) {
		return nil, fmt.Errorf("%w: problem: "+format, append([]any{ErrParams}, a...)...)
	}
	if p.Title == nil {
		return bad("no title")
	}
	levels := max(1, len(p.Budgets))
	if p.Evaluators != nil && len(p.Evaluators) != levels {
		return bad("%d evaluators for %d levels", len(p.Evaluators), levels)
	}
	for l := range levels {
		if p.Evaluate == nil && (p.Evaluators == nil || p.Evaluators[l] == nil) {
			return bad("no evaluator for level %d", l)
		}
	}
	if len(p.Targets) == 0 {
		return bad("no target")
	}
	s := &search{p: p, params: p.Title.Params()}
	first, ok := games.FindMode(p.Title, "")
	if !ok {
		return bad("%s has no mode", p.Title.Name())
	}
	s.first = first.Name
	for i, t := range p.Targets {
		mode := t.Mode
		if mode == "" {
			mode = s.first
		}
		if _, ok := games.FindMode(p.Title, mode); !ok {
			return bad("target %d (%s): %s has no mode %q", i+1, t, p.Title.Name(), mode)
		}
		if !(t.Tol > 0) || math.IsInf(t.Tol, 0) || math.IsNaN(t.Value) {
			return bad("target %d (%s): tolerance %v, want > 0", i+1, t, t.Tol)
		}
		if t.Metric < RTP || t.Metric > MaxWinRate {
			return bad("target %d: unknown metric %d", i+1, t.Metric)
		}
		if t.Metric == FeatureRatio && !slices.Contains(s.modes, s.first) {
			s.modes = append(s.modes, s.first)
		}
		if !slices.Contains(s.modes, mode) {
			s.modes = append(s.modes, mode)
		}
	}
	for i, b := range p.Budgets {
		if b <= 0 || (i > 0 && b < p.Budgets[i-1]) {
			return bad("budget %d (%d): want > 0 and ascending", i+1, b)
		}
	}
	for i, c := range p.Constraints {
		if c.Check == nil {
			return bad("constraint %d (%q) has no check", i+1, c.Name)
		}
	}
	if p.Step < 0 || p.Step > 1 || p.Aim < 0 || p.MaxEvals < 0 {
		return bad("step %v (want 0 to 1), aim %v, max evaluations %d (want ≥ 0)", p.Step, p.Aim, p.MaxEvals)
	}
	if s.p.Step == 0 {
		s.p.Step = 0.1
	}
	if s.p.MaxEvals == 0 {
		s.p.MaxEvals = 1000
	}
	s.aim = p.Aim
	if s.aim == 0 {
		s.aim = 1
		if len(p.Budgets) > 0 {
			s.aim = 0.5
		}
	}
	idx, err := indexOf(p.Title.Name(), s.params, p.Free)
	if err != nil {
		return nil, fmt.Errorf("problem: free parameters: %w", err)
	}
	s.free = idx
	s.scope, s.cache = map[string][]int{}, map[string]*Figures{}
	if ms, ok := p.Title.(ModeScoped); ok {
		for _, mode := range s.modes {
			names := ms.ModeParams(mode)
			if names == nil {
				continue
			}
			idx, err := indexOf(p.Title.Name(), s.params, names)
			if err != nil {
				return nil, fmt.Errorf("problem: the parameters of mode %q: %w", mode, err)
			}
			s.scope[mode] = idx
		}
	}
	return s, nil
}

// candidate is a measured configuration.
type candidate struct {
	title Tunable
	v     []int64
	figs  map[string]*Figures
	loss  float64
	d     []float64 // (figure − target) / tolerance, for each target
	dev   float64   // the largest |d|
}

// run runs the levels of the search.
func (s *search) run(ctx context.Context) (*Result, error) {
	budgets := s.p.Budgets
	if len(budgets) == 0 {
		budgets = []int64{0}
	}
	cur := &candidate{title: s.p.Title, v: Values(s.params)}
	for level, budget := range budgets {
		if err := s.measure(ctx, cur, level, budget); err != nil {
			return nil, err
		}
		s.log(Step{Level: level, Budget: budget}, cur, true, "")
		steps := make([]int64, len(s.params))
		frac := s.p.Step * math.Pow(0.25, float64(level))
		for _, i := range s.free {
			steps[i] = max(1, int64(math.Round(math.Abs(float64(cur.v[i]))*frac)))
		}
		next, err := s.level(ctx, level, budget, cur, steps)
		if err != nil {
			return nil, err
		}
		cur = next
	}
	return s.result(ctx, cur)
}

// level runs the pattern search of one level from cur and returns where
// it ended.
func (s *search) level(ctx context.Context, level int, budget int64, cur *candidate, steps []int64) (*candidate, error) {
	seen := map[string]bool{key(cur.v): true}
	src := rng.NewStream(s.p.Seed, 1<<40+uint64(level))
	type move struct {
		i   int
		dir int64
	}
	var moves []move
	for _, i := range s.free {
		moves = append(moves, move{i, 1}, move{i, -1})
	}
	// slope[i] is the change of the targets' deviations per unit of
	// parameter i, from the last move of it measured at this level (a
	// finite difference on common random numbers).
	slope := make([][]float64, len(s.params))
	done := func() bool {
		return (cur.dev <= s.aim && !math.IsInf(cur.loss, 1)) || s.evals >= s.p.MaxEvals
	}
	// try measures v (if not seen at this level) and takes it if it is
	// better; it reports whether it did.
	try := func(v []int64, st Step) (bool, *candidate, error) {
		if seen[key(v)] {
			return false, nil, nil
		}
		seen[key(v)] = true
		s.evals++
		st.Eval, st.Level, st.Budget = s.evals, level, budget
		t, err := s.p.Title.WithParams(v)
		if err != nil {
			s.log(st, nil, false, err.Error())
			return false, nil, nil
		}
		c := &candidate{title: t, v: v}
		if err := s.measure(ctx, c, level, budget); err != nil {
			return false, nil, err
		}
		better := c.loss < cur.loss
		s.log(st, c, better, "")
		return better, c, nil
	}
	for {
		if done() {
			return cur, nil
		}
		// A seeded order of the moves for this pass.
		for k := len(moves) - 1; k > 0; k-- {
			j := rng.IntN(src, k+1)
			moves[k], moves[j] = moves[j], moves[k]
		}
		improved := false
		for _, m := range moves {
			for !done() {
				pm := s.params[m.i]
				to := min(max(cur.v[m.i]+m.dir*steps[m.i], pm.Min), pm.Max)
				if to == cur.v[m.i] {
					break
				}
				v := slices.Clone(cur.v)
				v[m.i] = to
				from := cur
				better, c, err := try(v, Step{Param: pm.Name, From: cur.v[m.i], To: to})
				if err != nil {
					return nil, err
				}
				if c != nil && !math.IsInf(c.loss, 1) && !math.IsInf(from.loss, 1) {
					slope[m.i] = diffPerUnit(c.d, from.d, float64(to-from.v[m.i]))
				}
				if !better {
					break
				}
				cur, improved = c, true // taken: try the same move again from here
			}
		}
		if done() {
			return cur, nil
		}
		// The model step: the integer move that the measured slopes say
		// brings every deviation nearest to 0 (Gauss–Newton), which
		// coordinate moves cannot find when raising one parameter helps one
		// target and hurts another.
		for scale := 1.0; !done(); {
			v, desc := s.modelStep(cur, slope, scale)
			if v == nil {
				break
			}
			better, c, err := try(v, Step{Param: desc})
			if err != nil {
				return nil, err
			}
			if !better {
				scale /= 2 // a shorter step along the same line
				continue
			}
			cur, improved, scale = c, true, 1
		}
		if improved {
			continue
		}
		shrunk := false
		for _, i := range s.free {
			if steps[i] > 1 {
				steps[i] = max(1, steps[i]/2)
				shrunk = true
			}
		}
		if shrunk {
			continue
		}
		// Every step is 1 and no move helps: try each move compensated by
		// the model step of the other parameters (a lemon more on a reel
		// and the pays that keep the RTP), in the pass's order.
		for _, m := range moves {
			if done() {
				return cur, nil
			}
			pm := s.params[m.i]
			if to := cur.v[m.i] + m.dir; to < pm.Min || to > pm.Max {
				continue
			}
			v, desc := s.compensated(cur, slope, m.i, m.dir)
			if v == nil {
				continue
			}
			better, c, err := try(v, Step{Param: desc})
			if err != nil {
				return nil, err
			}
			if better {
				cur, improved = c, true
				break
			}
		}
		if !improved {
			return cur, nil // a local minimum at the smallest steps
		}
	}
}

// diffPerUnit returns (a − b) / h.
func diffPerUnit(a, b []float64, h float64) []float64 {
	out := make([]float64, len(a))
	for k := range a {
		out[k] = (a[k] - b[k]) / h
	}
	return out
}

// modelStep returns the parameter vector of the model step from cur, and
// its description ("model step: Base.scatter +98, Base.multiplier −40"),
// or nil if the slopes of some free parameter are not known yet or the
// step rounds to no move. It solves min ‖d + J Δ‖² over real Δ (with a
// slight ridge, so that parameters without effect stay put), J the
// slopes, d cur's deviations, and rounds scale × Δ to integers within
// bounds.
func (s *search) modelStep(cur *candidate, slope [][]float64, scale float64) ([]int64, string) {
	m := len(cur.d)
	for _, i := range s.free {
		if slope[i] == nil {
			return nil, ""
		}
	}
	d, free, n := cur.d, s.free, len(s.free)
	// Normal equations (JᵀJ + λ diag(JᵀJ)) Δ = −Jᵀd.
	a := make([][]float64, n)
	for x, i := range free {
		a[x] = make([]float64, n+1)
		for y, j := range free {
			for k := range m {
				a[x][y] += slope[i][k] * slope[j][k]
			}
		}
		for k := range m {
			a[x][n] -= slope[i][k] * d[k]
		}
	}
	for x := range n {
		a[x][x] = a[x][x]*(1+1e-6) + 1e-12
	}
	delta, ok := solve(a)
	if !ok {
		return nil, ""
	}
	v := slices.Clone(cur.v)
	var desc []string
	for x, i := range free {
		p := s.params[i]
		to := min(max(cur.v[i]+int64(math.Round(scale*delta[x])), p.Min), p.Max)
		if to != cur.v[i] {
			desc = append(desc, fmt.Sprintf("%s %+d", p.Name, to-cur.v[i]))
			v[i] = to
		}
	}
	if len(desc) == 0 {
		return nil, ""
	}
	return v, "model step: " + strings.Join(desc, ", ")
}

// compensated returns the parameter vector of parameter fixed moved by
// dir and compensated: up to three other free parameters, chosen one at a
// time, each moved by the integer that the measured slopes say lowers the
// loss most (rounding included, so that a fine parameter, such as a pay,
// is chosen to cancel what a coarse one, such as a symbol count, did).
// It returns nil if a slope is not known.
func (s *search) compensated(cur *candidate, slope [][]float64, fixed int, dir int64) ([]int64, string) {
	for _, i := range s.free {
		if slope[i] == nil {
			return nil, ""
		}
	}
	d := slices.Clone(cur.d)
	v := slices.Clone(cur.v)
	v[fixed] += dir
	for k := range d {
		d[k] += slope[fixed][k] * float64(dir)
	}
	desc := []string{fmt.Sprintf("%s %+d", s.params[fixed].Name, dir)}
	norm := func(x []float64) float64 {
		t := 0.0
		for _, y := range x {
			t += y * y
		}
		return t
	}
	for range 3 {
		best, bestDelta, bestLoss := -1, int64(0), norm(d)*(1-1e-9)
		for _, j := range s.free {
			if v[j] != cur.v[j] {
				continue // moved already
			}
			var jd, jj float64
			for k := range d {
				jd += slope[j][k] * d[k]
				jj += slope[j][k] * slope[j][k]
			}
			if jj == 0 {
				continue
			}
			p := s.params[j]
			delta := min(max(v[j]+int64(math.Round(-jd/jj)), p.Min), p.Max) - v[j]
			if delta == 0 {
				continue
			}
			pred := 0.0
			for k := range d {
				x := d[k] + slope[j][k]*float64(delta)
				pred += x * x
			}
			if pred < bestLoss {
				best, bestDelta, bestLoss = j, delta, pred
			}
		}
		if best < 0 {
			break
		}
		v[best] += bestDelta
		for k := range d {
			d[k] += slope[best][k] * float64(bestDelta)
		}
		desc = append(desc, fmt.Sprintf("%s %+d", s.params[best].Name, bestDelta))
	}
	return v, "compensated move: " + strings.Join(desc, ", ")
}

// solve solves the linear system of the augmented n × (n+1) matrix a by
// Gaussian elimination with partial pivoting; ok is false if it is
// singular.
func solve(a [][]float64) ([]float64, bool) {
	n := len(a)
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if a[p][c] == 0 || math.IsNaN(a[p][c]) {
			return nil, false
		}
		a[c], a[p] = a[p], a[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k <= n; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		sum := a[r][n]
		for k := r + 1; k < n; k++ {
			sum -= a[r][k] * x[k]
		}
		x[r] = sum / a[r][r]
	}
	return x, true
}

// measure evaluates c in every mode the targets name with the evaluator
// of level at budget and sets its figures and loss.
func (s *search) measure(ctx context.Context, c *candidate, level int, budget int64) error {
	eval := s.p.Evaluate
	if s.p.Evaluators != nil && s.p.Evaluators[level] != nil {
		eval = s.p.Evaluators[level]
	}
	c.figs = map[string]*Figures{}
	for _, mode := range s.modes {
		k := ""
		if idx, ok := s.scope[mode]; ok {
			proj := make([]int64, len(idx))
			for x, i := range idx {
				proj[x] = c.v[i]
			}
			k = fmt.Sprintf("%s/%d/%d/%s", mode, level, budget, key(proj))
			if f, ok := s.cache[k]; ok {
				g := *f // the same figures: the mode plays alike
				g.Config = games.ConfigID(c.title)
				c.figs[mode] = &g
				continue
			}
		}
		f, err := eval(ctx, c.title, mode, s.p.Seed, budget)
		if err != nil {
			return fmt.Errorf("optimize: evaluating %s (%s) mode %q: %w", c.title.Name(), games.ConfigID(c.title), mode, err)
		}
		c.figs[mode] = f
		if k != "" {
			s.cache[k] = f
		}
	}
	c.loss, c.dev, c.d = 0, 0, nil
	for _, t := range s.p.Targets {
		f := figureOf(t, c.figs, s.first)
		if !f.Known {
			return fmt.Errorf("optimize: the evaluator does not measure the %s of mode %q", t.Metric, t.Mode)
		}
		d := (f.Value - t.Value) / t.tol()
		c.d = append(c.d, d)
		c.loss += d * d
		c.dev = max(c.dev, math.Abs(d))
	}
	for _, k := range s.p.Constraints {
		if !k.Check(c.figs) {
			c.loss = math.Inf(1)
		}
	}
	return nil
}

// log records a step with the figures of c (nil if it was refused).
func (s *search) log(st Step, c *candidate, accepted bool, note string) {
	st.Accepted, st.Note = accepted, note
	st.Loss = math.NaN()
	if c != nil {
		st.Config = games.ConfigID(c.title)
		st.Loss = c.loss
		for _, t := range s.p.Targets {
			f := figureOf(t, c.figs, s.first)
			v := math.NaN()
			if f.Known {
				v = f.Value
			}
			st.Values = append(st.Values, v)
		}
	}
	s.path = append(s.path, st)
	if s.p.Log != nil {
		s.p.Log(st)
	}
}

// result builds the Result of the search ending at c, confirming it if
// the problem asks.
func (s *search) result(ctx context.Context, c *candidate) (*Result, error) {
	r := &Result{Title: c.title, Config: games.ConfigID(c.title), Params: c.title.Params(),
		Figures: c.figs, Path: s.path, Evaluations: len(s.path)}
	r.Checks = s.checks(c.figs)
	r.Reached = true
	for _, k := range r.Checks {
		r.Reached = r.Reached && k.Verdict != Missed
	}
	for _, k := range s.p.Constraints {
		if !k.Check(c.figs) {
			r.Broken = append(r.Broken, k.Name)
			r.Reached = false
		}
	}
	if s.p.Confirm != nil {
		r.Confirmed = map[string]*Figures{}
		for _, mode := range s.modes {
			f, err := s.p.Confirm(ctx, c.title, mode, s.p.ConfirmSeed, s.p.ConfirmBudget)
			if err != nil {
				return nil, fmt.Errorf("optimize: confirming mode %q: %w", mode, err)
			}
			r.Confirmed[mode] = f
		}
		r.ConfirmChecks = s.checks(r.Confirmed)
	}
	return r, nil
}

// checks returns every target against figs.
func (s *search) checks(figs map[string]*Figures) []Check {
	var out []Check
	for _, t := range s.p.Targets {
		f := figureOf(t, figs, s.first)
		out = append(out, Check{Target: t, Figure: f, Verdict: judge(t, f)})
	}
	return out
}

// key returns a map key for a parameter vector.
func key(v []int64) string {
	b := make([]byte, 0, 8*len(v))
	for _, x := range v {
		b = strconv.AppendInt(b, x, 36)
		b = append(b, ',')
	}
	return string(b)
}
