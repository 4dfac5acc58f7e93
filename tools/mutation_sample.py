"""A seeded random sample of mutmut's mutants of the engine's rule modules, and its scores.

Running every mutant of the rule modules takes many hours on two cores (a surviving mutant runs
every test that reaches its function). A random sample of each module's mutants estimates the
module's score with a known margin; the same seed and size always pick the same mutants, so a
run can be repeated or continued. See docs/testing.md, "Mutation testing".

    mutmut run --max-children 2 "engine.dist.*"       # once: mutmut writes mutants/
    python -m tools.mutation_sample pick > sample.txt
    mutmut run --max-children 2 $(cat sample.txt)
    python -m tools.mutation_sample report            # the table and the survivors

A run cut short can be finished on a random part of each unfinished module's sample:
``pick --part 15`` lists the mutants of those parts that have not run, ``report --part 15``
measures each unfinished module on its part.

Run from the repository's root, where mutmut keeps ``mutants/``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import subprocess
import sys
from pathlib import Path

#: The modules whose code decides a rule: steps, cards, modifiers, losses, results, refusals,
#: exact odds. Log wording (words, story, reports), declarations (spec, schema) and shared
#: plumbing (messages, registry, the scenario reader) are left out.
RULE_MODULES = (
    "engine/dist.py",
    "engine/odds.py",
    *(f"engine/games/his/{name}.py" for name in (
        "card_status", "cards", "decisions", "effects", "field_battle", "forces", "fortifications",
        "outcome", "shortcut", "state",
    )),
    *(f"engine/games/tenochtitlan/{name}.py" for name in (
        "combat", "reading", "roster", "rules", "state", "units",
    )),
    *(f"engine/games/soe/{name}.py" for name in (
        "attack", "combat", "decisions", "forces", "outcome", "state",
    )),
    *(f"engine/games/ccc/{name}.py" for name in (
        "common", "interception", "interception_fleets", "interception_state", "land_checks",
        "land_combat", "land_end", "land_forces", "land_state",
    )),
)  # fmt: skip
SIZE = 40  # mutants sampled per module (all of a smaller module)
SEED = 2026
#: mutmut's exit codes: a test failed, pytest broke, the mutant timed out or crashed.
KILLED = {1, 3, 24, -24, 36, 152, 255, -9, -11}
#: of those, the mutant ran out of its time (mutmut counts it killed; it may only be slow)
TIMED_OUT = {24, -24, 36, 152, 255}
#: every test passed, or no test reached the mutated function at all
SURVIVED = {0, 5, 33}


#: Run in a fresh interpreter: import every module of the engine with a profiler on, and print
#: the functions that ran (file and qualified name).
_PROFILE_IMPORTS = """
import importlib, json, pkgutil, sys
called = set()
def hook(frame, event, arg):
    if event == "call":
        called.add((frame.f_code.co_filename, frame.f_code.co_qualname))
sys.setprofile(hook)
import engine
for info in pkgutil.walk_packages(engine.__path__, "engine."):
    importlib.import_module(info.name)
sys.setprofile(None)
print(json.dumps(sorted(called)))
"""


def import_time_functions(root: Path) -> set[str]:
    """mutmut's names (``engine.dist.x_nfold``, ``engine.dist.xǁDistǁcombine``) of the functions
    that run only while the engine's modules are imported: declarations such as a schema's
    fields or a card table. mutmut switches a mutant on inside a test, after the imports, so
    no test can see these mutants; the report counts them apart. A function counts when it ran
    during the imports and mutmut's own statistics tie it to at most one test (the one that
    happened to import the module first)."""
    source = root.resolve().parent
    output = subprocess.run(
        [sys.executable, "-c", _PROFILE_IMPORTS], cwd=source, capture_output=True, text=True,
        check=True,
    ).stdout  # fmt: skip
    names = set()
    for filename, qualname in json.loads(output):
        path = Path(filename)
        if "<" in qualname or not path.is_relative_to(source):
            continue
        module = ".".join(path.relative_to(source).with_suffix("").parts)
        if module.endswith(".__init__"):
            module = module[: -len(".__init__")]
        function = "x" + "".join(f"ǁ{part}" for part in qualname.split("."))
        names.add(f"{module}.{function}" if "." in qualname else f"{module}.x_{qualname}")
    stats = root / "mutmut-stats.json"
    tests = json.loads(stats.read_text("utf-8"))["tests_by_mangled_function_name"] if (
        stats.is_file()) else {}  # fmt: skip
    return {name for name in names if len(tests.get(name, ())) <= 1}


def function_of(mutant: str) -> str:
    """The mangled function of a mutant's name (``….x_f__mutmut_3`` -> ``….x_f``)."""
    return mutant.rsplit("__mutmut_", 1)[0]


def mutants(root: Path, module: str) -> dict[str, int | None]:
    """Every mutant of ``module`` (a path such as engine/dist.py) with mutmut's exit code
    (None: not run yet)."""
    meta = root / f"{module}.meta"
    if not meta.is_file():
        raise SystemExit(f"{meta}: not found; run mutmut once so that it writes mutants/")
    try:
        return json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
    except (OSError, ValueError, KeyError, TypeError) as error:  # mutmut may be writing it
        raise SystemExit(f"{meta}: cannot be read ({error}); try again") from None


def sample(names, size: int, seed: int, module: str) -> list[str]:
    """``size`` names of ``names`` (all when there are fewer), the same for the same seed."""
    ordered = sorted(names)
    if len(ordered) <= size:
        return ordered
    return sorted(random.Random(f"{seed}:{module}").sample(ordered, size))


def part(picked: list[str], size: int | None, seed: int, module: str) -> list[str]:
    """A seeded random ``size`` of a module's sample (all of it when ``size`` is None or not
    smaller): a random part of a random sample is itself a random sample, so a run cut short
    can be finished on part of each module without biasing its score."""
    if size is None:
        return picked
    return sample(picked, size, seed, f"{module}:part")


def measured(codes, picked: list[str], size: int | None, seed: int, module: str) -> list[str]:
    """The mutants a module's score is measured on: the whole sample once it has all run, else
    its part of ``size`` (see :func:`part`)."""
    if all(codes[name] is not None for name in picked):
        return picked
    return part(picked, size, seed, module)


def wilson(killed: int, checked: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a share ``killed``/``checked``."""
    if not checked:
        return (0.0, 1.0)
    share = killed / checked
    centre = share + z * z / (2 * checked)
    margin = z * math.sqrt(share * (1 - share) / checked + z * z / (4 * checked * checked))
    scale = 1 + z * z / checked
    return (max(0.0, (centre - margin) / scale), min(1.0, (centre + margin) / scale))


def read_names(path: Path | None) -> set[str]:
    """The mutant names listed in ``path`` (one a line, ``#`` starts a comment)."""
    if path is None:
        return set()
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise SystemExit(f"{path}: cannot be read ({error.strerror})") from None
    return {line.split("#", 1)[0].strip() for line in lines} - {""}


def report(
    root: Path, modules, size: int, seed: int, imported=frozenset(), part_size=None,
    killed_since=frozenset(),
) -> str:  # fmt: skip
    """A markdown table of each module's sampled score, and the surviving mutants. Mutants of
    the functions in ``imported`` (:func:`import_time_functions`) are counted apart; a module
    whose sample has not all run is measured on its part of ``part_size`` (:func:`measured`).
    ``killed_since`` names survivors that a test added after the run kills (checked by hand):
    the last column counts them killed. Killed mutants that only ran out of their time are
    shown in brackets, and the last lines give the score without them."""
    rows = [
        "| Module | Mutants | Sampled | Import-time | Killed (timed out) | Survived | Not run "
        "| Score | 95 % interval | With the newer tests |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    after_total = timed_total = 0
    survivors, totals, weighted, weighted_after, size_checked = [], [0, 0, 0], 0.0, 0.0, 0
    for module in modules:
        codes = mutants(root, module)
        picked = measured(codes, sample(codes, size, seed, module), part_size, seed, module)
        apart = [name for name in picked if function_of(name) in imported]
        picked = [name for name in picked if function_of(name) not in imported]
        killed = sum(codes[name] in KILLED for name in picked)
        alive = [name for name in picked if codes[name] in SURVIVED]
        timed = sum(codes[name] in TIMED_OUT for name in picked)
        timed_total += timed
        missing = sum(codes[name] is None for name in picked)
        checked = killed + len(alive)
        low, high = wilson(killed, checked)
        score = f"{100 * killed / checked:.0f} %" if checked else "–"
        later = killed + sum(name in killed_since for name in alive)
        after_total += later
        after = f"{100 * later / checked:.0f} %" if checked else "–"
        rows.append(
            f"| `{module}` | {len(codes)} | {len(picked) + len(apart)} | {len(apart)} "
            f"| {killed} ({timed}) "
            f"| {len(alive)} | {missing} | {score} | {100 * low:.0f}–{100 * high:.0f} % "
            f"| {after} |"
        )
        survivors += alive
        totals = [totals[0] + killed, totals[1] + len(alive), totals[2] + missing]
        if checked:  # each module counts by its testable mutants (a stratified estimate)
            testable = len(codes) * len(picked) / (len(picked) + len(apart))
            weighted += testable * killed / checked
            weighted_after += testable * later / checked
            size_checked += round(testable)
    checked = totals[0] + totals[1]
    definite = max(1, checked - timed_total)
    if checked:
        low, high = wilson(totals[0], checked)
        rows.append(
            f"| all | {size_checked} | | | {totals[0]} ({timed_total}) | {totals[1]} | {totals[2]} "
            f"| {100 * totals[0] / checked:.0f} % | {100 * low:.0f}–{100 * high:.0f} % "
            f"| {100 * after_total / checked:.0f} % |"
        )
        rows += [
            "",
            f"Share of all their mutants killed, each module weighted by its size: "
            f"{100 * weighted / size_checked:.1f} % "
            f"({100 * weighted_after / size_checked:.1f} % with the newer tests)",
            "",
            f"Without the {timed_total} mutants that only ran out of their time: "
            f"{100 * (totals[0] - timed_total) / definite:.0f} % killed by a failing test "
            f"({100 * (after_total - timed_total) / definite:.0f} % with the newer tests).",
        ]
    alive = [name for name in survivors if name not in killed_since]
    return "\n".join(rows + ["", "Surviving mutants:", *alive])


def main(argv=None) -> int:
    """``pick``: print the sampled mutant names; ``report``: the scores and the survivors."""
    parser = argparse.ArgumentParser(
        prog="python -m tools.mutation_sample",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("command", choices=("pick", "report"))
    parser.add_argument("modules", nargs="*", help="module paths (default: the rule modules)")
    parser.add_argument("--size", type=int, default=SIZE, help=f"per module (default {SIZE})")
    parser.add_argument("--seed", type=int, default=SEED, help=f"(default {SEED})")
    parser.add_argument("--root", type=Path, default=Path("mutants"), help="mutmut's folder")
    parser.add_argument(
        "--killed",
        type=Path,
        default=None,
        help="a file of survivors that "
        "tests added since the run kill (report: counted in the last column)",
    )
    parser.add_argument(
        "--part",
        type=int,
        default=None,
        help="finish a run cut short on this "
        "many of each unfinished module's sample (pick: only those not run yet)",
    )
    options = parser.parse_args(argv)
    if not 1 <= options.size <= 100_000:
        parser.error("--size must be between 1 and 100000")
    if options.part is not None and not 1 <= options.part <= options.size:
        parser.error("--part must be between 1 and --size")
    modules = options.modules or RULE_MODULES
    if options.command == "pick":
        for module in modules:
            codes = mutants(options.root, module)
            names = sample(codes, options.size, options.seed, module)
            if options.part is not None:
                names = measured(codes, names, options.part, options.seed, module)
                names = [name for name in names if codes[name] is None]
            print("\n".join(names))
    else:
        imported = import_time_functions(options.root) if options.root.is_dir() else set()
        killed = read_names(options.killed)
        print(report(options.root, modules, options.size, options.seed, imported, options.part,
                     killed))  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
