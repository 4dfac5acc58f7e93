"""A paste into the setup form: the time until a burst of keys is typed and the form has settled.

Run from the repository root:  PYTHONPATH=. python benchmarks/setup_paste.py [--rounds N] [--write]

A terminal delivers a paste (or very fast typing) as many keys at once. The setup form checks the
scenario and works out its odds after each change, so it waits for a pause in the typing and checks
once (`FORM_DELAY`). This measures that: the Struggle of Empires setup is opened at 80×24 (Textual's
Pilot, in this process), its region name field is emptied, and N letters are delivered to the app at
once (as the terminal driver posts them). The clock runs until the field shows all of them, the TOML
text beside the form holds the new name and the form's check after the pause has run: the scenario
has been taken in. As a reference, the same run delivers the same burst into the seed field, which
is outside the form (no check, no odds): the app's own cost of N keys. The goal is a paste taken in
at most 3× as long as the bare keys, for 50 and for 100 letters (the longest name the form takes):
the form checks the scenario and starts its odds once after the burst, which costs about as much as
the keys themselves (the goal was set after the first measurement, 3.1–3.8× before the changes of
the form's messages and pause that it measured).

With --write the report replaces the "## A paste into the setup form" section of
docs/benchmarks.md.
"""

from __future__ import annotations

import asyncio
import statistics
import time

from textual import events
from textual.widgets import Input, TextArea

from benchmarks.live_odds import SetupApp, _until
from benchmarks.markdown import paired_main

PROCEDURE = "soe/attack"
FIELD = "#f-region"
SIZES = (50, 100)
GOAL = 3.0


def _burst(app, letters: str) -> None:
    """Deliver the letters at once, as the terminal driver posts keys."""
    for letter in letters:
        event = events.Key(letter, letter)
        event.set_sender(app)
        app._driver.send_message(event)


async def _paste(pilot, field: Input, letters: str, done) -> float:
    field.focus()
    field.value = ""
    await pilot.pause(0.3)  # the emptied field has been taken in
    start = time.perf_counter()
    _burst(pilot.app, letters)
    return await _until(pilot, done, limit=60.0) - start


async def _measure(size: int, rounds: int) -> tuple[list[float], list[float]]:
    from tui.walk import procedure_specs

    app = SetupApp()
    form, bare = [], []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        index = [spec.id for spec in procedure_specs()].index(PROCEDURE)
        await pilot.press("home", *["down"] * index, "enter", "tab")
        screen = app.screen
        await _until(pilot, lambda: bool(screen.query(FIELD)))
        toml = screen.query_one("#setup-scenario", TextArea)
        for turn in range(rounds):
            letters = "ab"[turn % 2] * size
            field = screen.query_one(FIELD, Input)
            form.append(
                await _paste(
                    pilot,
                    field,
                    letters,
                    lambda f=field, t=letters: (
                        f.value == t and f'"{t}"' in toml.text and screen._check_timer is None
                    ),
                )
            )
            seed = screen.query_one("#setup-seed", Input)
            digits = "12"[turn % 2] * size
            bare.append(await _paste(pilot, seed, digits, lambda s=seed, t=digits: s.value == t))
    return form, bare


def report(results: dict[int, tuple[list[float], list[float]]]) -> str:
    """A Markdown table of medians per burst size, with the bare keys as the reference."""
    rounds = len(next(iter(results.values()))[0])
    lines = [
        f"`PYTHONPATH=. python benchmarks/setup_paste.py`: a burst of letters delivered at once "
        f"into the region field of the Struggle of Empires setup form, until the form has taken "
        f"it in (the TOML text shows it and its check has run); the reference is the same burst "
        f"into the seed field "
        f"(outside the form) in the same run; medians of {rounds} rounds. Goal: at most "
        f"{GOAL}× the reference.",
        "",
        "| letters | form | bare keys | ratio |",
        "|---|---|---|---|",
    ]
    for size, (form, bare) in results.items():
        form_ms, bare_ms = 1000 * statistics.median(form), 1000 * statistics.median(bare)
        lines.append(f"| {size} | {form_ms:.0f} ms | {bare_ms:.0f} ms | {form_ms / bare_ms:.2f}× |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Measure, print the report and, with ``--write``, put it in docs/benchmarks.md."""
    return paired_main(
        argv,
        doc=__doc__,
        title="A paste into the setup form",
        measure=lambda rounds: {size: asyncio.run(_measure(size, rounds)) for size in SIZES},
        report=report,
        what="bursts per size",
        rounds=5,
    )


if __name__ == "__main__":
    raise SystemExit(main())
