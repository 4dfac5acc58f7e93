"""Where battles are kept: saving a walk as replayable JSON, exporting it as a Markdown report,
listing the saved battles and the example scenarios shipped with the package.

Opening a file (scenario or saved battle) is :func:`tui.walk.open_walk`.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from engine import registry
from engine.procedure import State
from glossary.rule_refs import rule_place
from locales import _
from tui import scenario_files, storage
from tui.battle_text import move_text, outcome_sentences, render, sentence


class Walk(Protocol):
    """What this module needs of a battle being walked (a :class:`tui.walk.Walk`)."""

    moves: tuple[dict[str, Any], ...]
    states: tuple[State, ...]
    source: str | None
    scenario: str | None
    meta: dict[str, Any]

    @property
    def state(self) -> State: ...

    @property
    def initial(self) -> State: ...

    def to_json(self) -> dict[str, Any]: ...


def battles_dir() -> Path:
    """Where saved battles go (``<user data dir>/battles``)."""
    return storage.battles_dir()


def saved_battles() -> list[Path]:
    """Saved battle files, newest first."""
    return storage.saved_battles()


def battle_name(walk: Walk) -> str:
    """A file name stem for a battle: procedure and time."""
    stem = re.sub(r"[^a-z0-9]+", "-", walk.state.procedure.lower()).strip("-") or "battle"
    return f"{stem}-{datetime.now():%Y%m%d-%H%M%S}"


def save_battle(walk: Walk, name: str | None = None) -> Path:
    """Save the battle as JSON (replayable), atomically; returns the path.

    A battle opened from its file (a resumed battle, or one saved before) goes back to that
    file (``walk.meta["path"]``); any other battle gets a new file in the battles directory.
    ``name`` names the file in the battles directory instead.
    """
    if name is None and walk.meta.get("path"):
        path = Path(walk.meta["path"])
    else:
        name = name or walk.meta.get("name") or battle_name(walk)
        path = battles_dir() / f"{name}.json"
    storage.save_json(path, walk.to_json())
    return path


def markdown_report(walk: Walk) -> str:
    """A readable report of the battle in the UI language."""
    state = walk.state
    spec = registry.get(state.procedure)
    title = render(spec.title) if spec else state.procedure
    lines = [f"# {title}", ""]
    if walk.source:
        lines.append(_("Scenario: {source}").format(source=walk.source) + "  ")
    if any(move.get("roll") == "engine" for move in walk.moves):
        lines.append(_("Seed: {seed}").format(seed=walk.initial.seed))
    lines.append("")
    if walk.scenario:
        lines += ["## " + _("Scenario"), "", "```toml", walk.scenario.rstrip(), "```", ""]
    lines += ["## " + _("Moves"), ""]
    for number, (move, before) in enumerate(zip(walk.moves, walk.states, strict=False), 1):
        lines.append(f"{number}. {move_text(move, before)}")
    if not walk.moves:
        lines.append(_("(none yet)"))
    lines += ["", "## " + _("Log"), ""]
    for entry in state.log:
        text = sentence(entry.message)
        if entry.dice:
            text += " — " + _("dice: {dice}").format(dice=" ".join(map(str, entry.dice)))
        lines.append(f"- [{rule_place(entry.rule)}] {text}" if entry.rule else f"- {text}")
    lines += ["", "## " + _("Outcome"), ""]
    if state.is_terminal():
        lines += [f"- {text}" for text in outcome_sentences(state.procedure, state.outcome())]
    else:
        lines.append(_("The battle is not over yet."))
    return "\n".join(lines) + "\n"


def export_markdown(walk: Walk, name: str | None = None) -> Path:
    """Write the battle report as Markdown next to the saved battles; returns the path."""
    name = name or walk.meta.get("name") or battle_name(walk)
    path = battles_dir() / f"{name}.md"
    storage.atomic_write_text(path, markdown_report(walk))
    return path


def example_files() -> list[Path]:
    """The example scenario files shipped with the package."""
    return scenario_files.example_files()
