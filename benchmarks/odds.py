"""Benchmark: exact odds of a 40-vs-40-dice Here I Stand field battle with Janissaries.

Run from the repository root:  python benchmarks/odds.py [--write]

Measured in the same run:
- the exact odds (engine.odds, with the field battle's convolution shortcut);
- the reference: the same exact odds by the generic walk over every roll outcome;
- a seeded Monte Carlo estimate of P(attacker wins) given the same time budget as the exact
  computation, and its error against the exact value.
With --write the results replace the "## Odds" section of docs/benchmarks.md.
"""

from __future__ import annotations

import math
import platform
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.markdown import write_section  # noqa: E402
from engine import odds  # noqa: E402
from engine.scenario import parse_scenario  # noqa: E402

SCENARIO = """
procedure = "his/field-battle"
[attacker]
power = "ottoman"
regulars = 38
leaders = [2]
cards = ["janissaries"]
[defender]
power = "hapsburg"
regulars = 37
leaders = [2]
"""
CHOICES = ["play:janissaries"]
REPEAT = 30


def best_time(function, repeat: int = REPEAT) -> float:
    """The fastest of ``repeat`` runs, in seconds."""
    best = math.inf
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def monte_carlo(budget: float, seed: int = 1) -> tuple[float, int]:
    """P(attacker wins) estimated by simulating dice for ``budget`` seconds."""
    rng = random.Random(seed)
    wins = runs = 0
    deadline = time.perf_counter() + budget
    while time.perf_counter() < deadline:
        for _ in range(50):
            attacker = sum(rng.randint(1, 6) >= 5 for _ in range(40 + 5))
            defender = sum(rng.randint(1, 6) >= 5 for _ in range(40))
            wins += attacker > defender
            runs += 1
    return wins / runs, runs


def main() -> int:
    state = parse_scenario(SCENARIO, "benchmark")
    assert state.dice_total("attacker") == 40 and state.dice_total("defender") == 40
    exact = odds(state, choices=CHOICES)
    p_exact = exact.probability(lambda o: o["winner"] == "attacker")
    fast = best_time(lambda: odds(state, choices=CHOICES))
    generic = best_time(lambda: odds(state, choices=CHOICES, shortcuts=False), repeat=3)
    same = odds(state, choices=CHOICES, shortcuts=False).outcomes == exact.outcomes
    estimate, runs = monte_carlo(fast)
    error = abs(estimate - float(p_exact))
    sigma = math.sqrt(float(p_exact) * (1 - float(p_exact)) / runs)
    rows = [
        ("exact odds, convolution shortcut (best of 30)", f"{fast * 1000:.1f} ms"),
        ("exact odds, generic walk (reference, best of 3)", f"{generic * 1000:.1f} ms"),
        ("speed-up over the generic walk", f"{generic / fast:.1f}×"),
        ("both exact methods agree", "yes" if same else "NO"),
        ("distinct outcomes", str(len(exact.outcomes))),
        ("P(attacker wins), exact", f"{float(p_exact):.6f}"),
        (f"Monte Carlo in the same time: {runs} battles", f"{estimate:.6f}"),
        ("Monte Carlo error (its 1σ)", f"{error:.6f} ({sigma:.6f})"),
        ("target", "exact ≤ 20 ms"),
    ]
    section = [
        "`python benchmarks/odds.py --write`: exact odds of a 40-vs-40-dice Here I Stand field",
        "battle in which the Ottomans play Janissaries (5 more dice), against the generic exact",
        "walk and a seeded Monte Carlo estimate given the same time budget, all in the same run.",
        f"Machine: {platform.machine()}, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}.",
        "",
        "| measure | result |",
        "|---|---|",
        *[f"| {name} | {value} |" for name, value in rows],
        "",
    ]
    text = "\n".join(section)
    print(text)
    if "--write" in sys.argv:
        write_section(ROOT / "docs" / "benchmarks.md", "Odds", text)
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
