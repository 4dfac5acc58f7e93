"""Live odds in the setup form: the time from a changed value to the updated odds line.

Run from the repository root:  PYTHONPATH=. python benchmarks/live_odds.py [--rounds N] [--write]

For each of the five procedures, the setup form is opened at 80×24 (Textual's Pilot, in this
process), a number field that moves the odds is focused (for a CCC interception, after adding an
INT DR modifier row to the first fleet), and "+" and "-" are pressed in turn (up and down for
that modifier, which may be negative). The clock runs from the key press until the odds line
shows new text (polled every 2 ms, so the figures are rounded up by that much). As a reference,
the same run times a key typed into the seed field until the field shows it: the app's own
keystroke round trip, without any odds. The goal is the odds line within about 100 ms of a
change.

With --write the report replaces the "## Live odds in the setup form" section of
docs/benchmarks.md.
"""

from __future__ import annotations

import asyncio
import statistics
import time

from textual.app import App
from textual.reactive import reactive
from textual.widgets import Input

import locales
from tui.screens.battle_setup import BattleSetupScreen
from tui.walk import procedure_specs

# Per procedure: a number field whose "+" and "-" change the odds.
FIELDS = {
    "his/field-battle": "#f-attacker-regulars",
    "tenochtitlan/combat": "#f-attacks-0-attackers-0-attack",
    "soe/attack": "#f-attacker-armies",
    "ccc/land-combat": "#f-colony-fortification-value",
    "ccc/interception": "#f-fleets-0-modifiers-0-value",
}
# A button pressed first, where the field is in a row the default scenario does not have.
ADD_FIRST = {"ccc/interception": "#f-fleets-0-modifiers-add"}
# Keys that step the field up and down: a modifier may be negative, so there "-" is typed as
# the sign and up/down step it (the same step as "+" and "-" elsewhere).
STEP_KEYS = {"ccc/interception": ("up", "down")}


class SetupApp(App):
    """A bare app holding the setup screen, as the battle tests use it."""

    language: reactive[str] = reactive(locales.get_language, init=False)

    def on_mount(self) -> None:
        self.push_screen(BattleSetupScreen())


def _odds(screen) -> str:
    return str(screen.query_one("#setup-odds").render())


async def _until(pilot, condition, limit: float = 5.0) -> float:
    start = time.perf_counter()
    while not condition():
        if time.perf_counter() - start > limit:
            raise TimeoutError("the screen did not change")
        await pilot.pause(0.002)
    return time.perf_counter()


async def _measure(procedure: str, rounds: int) -> tuple[list[float], list[float]]:
    app = SetupApp()
    odds, keys = [], []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        index = [spec.id for spec in procedure_specs()].index(procedure)
        await pilot.press("home", *["down"] * index, "enter", "tab")
        screen = app.screen
        await _until(pilot, lambda: _odds(screen).strip() != "")
        if procedure in ADD_FIRST:
            screen.query_one(ADD_FIRST[procedure]).focus()
            await pilot.press("enter")
            await _until(pilot, lambda: bool(screen.query(FIELDS[procedure])))
        field = screen.query_one(FIELDS[procedure])
        up, down = STEP_KEYS.get(procedure, ("+", "-"))
        for turn in range(rounds):
            field.focus()
            await pilot.pause(0.05)
            before = _odds(screen)
            start = time.perf_counter()
            await pilot.press(up if turn % 2 == 0 else down)
            odds.append(await _until(pilot, lambda old=before: _odds(screen) != old) - start)
        seed = screen.query_one("#setup-seed", Input)
        for turn in range(rounds):
            seed.focus()
            seed.value = ""
            await pilot.pause(0.05)
            start = time.perf_counter()
            await pilot.press(str(turn % 10))
            keys.append(await _until(pilot, lambda: seed.value != "") - start)
    return odds, keys


def _ms(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def report(results: dict[str, tuple[list[float], list[float]]]) -> str:
    """A Markdown table of p50/p95 per procedure, with the keystroke reference."""
    lines = [
        f"`PYTHONPATH=. python benchmarks/live_odds.py`: from a changed value in the setup form "
        f"to the updated odds line, {len(next(iter(results.values()))[0])} changes per procedure; "
        "the reference is a key typed into the seed field in the same run. Goal: about 100 ms.",
        "",
        "| procedure | odds p50 | odds p95 | keystroke p50 | p50 ratio |",
        "|---|---|---|---|---|",
    ]
    for procedure, (odds, keys) in results.items():
        ratio = statistics.median(odds) / statistics.median(keys)
        lines.append(
            f"| {procedure} | {_ms(odds, 0.5):.0f} ms | {_ms(odds, 0.95):.0f} ms "
            f"| {_ms(keys, 0.5):.0f} ms | {ratio:.1f}× |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Measure, print the report and, with ``--write``, put it in docs/benchmarks.md."""
    from benchmarks.markdown import paired_main

    return paired_main(
        argv,
        doc=__doc__,
        title="Live odds in the setup form",
        measure=lambda rounds: {p: asyncio.run(_measure(p, rounds)) for p in FIELDS},
        report=report,
        what="changes per procedure",
        rounds=20,
    )


if __name__ == "__main__":
    raise SystemExit(main())
