"""A battle being walked through: the :class:`Walk` history (states, moves, undo back to the last
roll) and its replayable JSON record, opening a scenario or saved battle, and reading dice typed
by the player.

Nothing here knows a procedure's rules: it only uses the engine API (``engine.procedure.State``,
``engine.registry``). Display text is in :mod:`tui.battle_text`, odds rows in
:mod:`tui.odds_rows`, saving and the Markdown report in :mod:`tui.battle_files`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from engine import registry
from engine.errors import BadDice, InputError
from engine.files import read_user_file, read_user_text
from engine.messages import N_, Msg
from engine.procedure import DiceGroup, State
from engine.scenario import load_scenario, parse_scenario
from tui.battle_files import (
    battle_name,
    battles_dir,
    example_files,
    export_markdown,
    markdown_report,
    save_battle,
    saved_battles,
)
from tui.battle_text import (
    dice_group_text,
    label,
    move_text,
    outcome_sentences,
    outcome_text,
    render,
    value_text,
)
from tui.odds_rows import OddsRow, changes, likely_outcomes, summary_rows

# The names defined here and, still importable from here, the walkthrough helpers of
# tui.battle_text, tui.odds_rows and tui.battle_files.
__all__ = [
    "FORMAT",
    "VERSION",
    "DamagedBattle",
    "OddsRow",
    "Walk",
    "battle_name",
    "battles_dir",
    "changes",
    "default_scenario_of",
    "dice_group_text",
    "example_files",
    "export_markdown",
    "label",
    "likely_outcomes",
    "load_battle",
    "move_text",
    "open_walk",
    "outcome_sentences",
    "outcome_text",
    "parse_dice_text",
    "procedure_specs",
    "render",
    "replay",
    "save_battle",
    "saved_battles",
    "summary_rows",
    "value_text",
]

FORMAT = "wartutor-battle"
VERSION = 1


def procedure_specs() -> list[registry.ProcedureSpec]:
    """Every registered procedure in a stable order: by game, then by id."""
    return list(registry.procedures().values())


# -- the walk -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Walk:
    """A battle being walked through: every state so far, the moves between them, and the
    index of the state right after the last roll (undo stops there).

    ``moves[i]`` leads from ``states[i]`` to ``states[i + 1]``; a move is ``{"action": id}``,
    ``{"dice": [...]}`` (physical dice) or ``{"roll": "engine", "dice": [...]}``.
    """

    states: tuple[State, ...]
    moves: tuple[dict[str, Any], ...] = ()
    floor: int = 0
    scenario: str | None = None
    source: str | None = None
    meta: dict[str, Any] = field(default_factory=dict, compare=False)

    @classmethod
    def start(cls, state: State, scenario: str | None = None, source: str | None = None) -> Walk:
        """A walk starting at ``state``; ``scenario`` is its TOML text, if known."""
        if scenario is None and source:
            try:
                scenario = read_user_text(source)
            except InputError:
                scenario = None
        if scenario is None and not source:
            scenario = default_scenario_of(state)
        return cls((state,), scenario=scenario, source=source)

    @property
    def state(self) -> State:
        """The current state."""
        return self.states[-1]

    @property
    def initial(self) -> State:
        """The state the walk started from."""
        return self.states[0]

    def _push(self, state: State, move: dict[str, Any], roll: bool) -> Walk:
        states = self.states + (state,)
        floor = len(states) - 1 if roll else self.floor
        return replace(self, states=states, moves=self.moves + (move,), floor=floor)

    def apply(self, action: str) -> Walk:
        """Take a decision (raises IllegalAction)."""
        return self._push(self.state.apply(action), {"action": action}, roll=False)

    def apply_dice(self, values: tuple[int, ...] | list[int]) -> Walk:
        """Apply physical dice (raises BadDice; the walk is unchanged then). Dice typed in
        can be undone like a decision (a typing slip), unlike a roll of the engine's dice."""
        values = tuple(values)
        return self._push(self.state.apply_dice(values), {"dice": list(values)}, roll=False)

    def roll(self) -> Walk:
        """Roll with the engine's seeded dice."""
        before = self.state
        after = before.roll()
        shown = [value for entry in after.log[len(before.log) :] for value in entry.dice]
        return self._push(after, {"roll": "engine", "dice": shown}, roll=True)

    def can_undo(self) -> bool:
        """True when there is a decision (or dice typed in) after the engine's last roll to
        take back."""
        return len(self.states) - 1 > self.floor

    def undo(self) -> Walk:
        """Take back the last decision or dice typed in (never a roll of the engine's dice)."""
        if not self.can_undo():
            return self
        return replace(self, states=self.states[:-1], moves=self.moves[:-1])

    def with_seed(self, seed: int) -> Walk:
        """The same walk (before any move) with another seed for the engine's dice."""
        return replace(self, states=(self.initial.evolve(seed=seed),), moves=(), floor=0)

    # -- record and report ------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """A JSON-ready record that replays this battle exactly."""
        state = self.state
        return {
            "format": FORMAT,
            "version": VERSION,
            "procedure": state.procedure,
            "source": self.source,
            "scenario": self.scenario,
            "seed": self.initial.seed,
            "moves": [dict(move) for move in self.moves],
            "saved": datetime.now().isoformat(timespec="seconds"),
            "log": [
                {"message": e.message.to_json(), "rule": e.rule, "dice": list(e.dice)}
                for e in state.log
            ],
            "outcome": state.outcome() if state.is_terminal() else None,
        }

    def to_markdown(self) -> str:
        """A readable report of the battle in the UI language."""
        return markdown_report(self)


def default_scenario_of(state: State) -> str | None:
    """The procedure's default scenario text when ``state`` is its starting state (with any
    seed: the record keeps the seed apart)."""
    spec = registry.get(state.procedure)
    if spec is None:
        return None
    try:
        default = parse_scenario(spec.default_scenario, spec.id)
    except InputError:
        return None
    return spec.default_scenario if default.evolve(seed=state.seed) == state else None


# -- opening files --------------------------------------------------------------------------
def replay(data: Any, source: str) -> Walk:
    """Rebuild a saved battle by replaying its moves; errors name ``source`` and the key."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InputError(source, "format", Msg(N_("not a saved battle")))
    scenario = data.get("scenario")
    if not isinstance(scenario, str):
        raise InputError(source, "scenario", Msg(N_("missing (required)")))
    state = parse_scenario(scenario, f"{source} (scenario)")
    seed = data.get("seed", state.seed)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InputError(
            source, "seed", Msg(N_("expected a whole number, got {value!r}"), value=seed)
        )
    walk = Walk.start(state, scenario=scenario, source=data.get("source") or None)
    if seed != state.seed:
        walk = walk.with_seed(seed)
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise InputError(source, "moves", Msg(N_("expected a list")))
    for number, move in enumerate(moves, 1):
        key = f"moves[{number}]"
        try:
            if isinstance(move, dict) and isinstance(move.get("action"), str):
                walk = walk.apply(move["action"])
            elif isinstance(move, dict) and move.get("roll") == "engine":
                walk = walk.roll()
            elif isinstance(move, dict) and isinstance(move.get("dice"), list):
                walk = walk.apply_dice(move["dice"])
            else:
                raise InputError(source, key, Msg(N_("not a move")))
        except InputError as error:
            if error.source == source:
                raise
            raise InputError(source, key, error.problem) from None
    return walk


class DamagedBattle(InputError):
    """A saved battle file that is not readable JSON at all."""


def load_battle(path: str | Path) -> Walk:
    """Open a saved battle (JSON) and replay it."""
    path = Path(path)
    raw = read_user_file(path)  # (a missing, unreadable or odd file: an InputError)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        problem = Msg(N_("not valid JSON: {error}"), error=str(error))
        raise DamagedBattle(str(path), "", problem) from None
    except RecursionError:
        raise DamagedBattle(str(path), "", Msg(N_("nested too deeply"))) from None
    walk = replay(data, str(path))
    return replace(walk, meta={"path": str(path), "name": path.stem})


def open_walk(path: str | Path) -> Walk:
    """A walk from a file: a saved battle (.json) or a scenario (TOML)."""
    path = Path(path)
    if path.suffix.lower() == ".json":
        return load_battle(path)
    state = load_scenario(path)
    return Walk.start(state, source=str(path))


# -- dice entry -----------------------------------------------------------------------------
def _split_digits(parts: list[str]) -> list[str]:
    """One die per digit: a lone number (``561``), or each group of digits (``5661 2226``:
    attacker, space, defender). A digit that is no face of the dice (a 7 among d6) is then a
    die of its own, which the engine's check names with its place; a group with anything but
    digits stays whole, so that the error names it."""
    split = []
    for part in parts:
        if part.isdecimal():
            split.extend(part)
        else:
            split.append(part)
    return split


def parse_dice_text(text: str, groups: tuple[DiceGroup, ...]) -> tuple[int, ...]:
    """Dice typed by the player: ``5 6 1``, ``5,6,1`` or, for dice up to 9 faces, ``561`` (or
    groups of such digits separated by spaces, ``5661 2226``).

    Raises BadDice for text that is not dice; the count and range are the engine's to check.
    """
    text = text.strip()
    if not text:
        raise BadDice(Msg(N_("type the dice values, for example 5 6 1")))
    parts = [part for part in re.split(r"[\s,;]+", text) if part]
    if groups and all(group.sides <= 9 for group in groups):
        parts = _split_digits(parts)
    values = []
    for number, part in enumerate(parts, 1):
        if not part.isdecimal():
            raise BadDice(
                Msg(N_("die {number} is {value!r}: not a whole number"), number=number, value=part)
            )
        values.append(int(part))
    return tuple(values)
