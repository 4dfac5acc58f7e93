"""Battle walkthrough helpers shared by the screens: the walk (states, moves, undo), saving and
replaying battles, and turning engine messages and odds into display rows.

Nothing here knows a procedure's rules: it only uses the engine API (``engine.procedure.State``,
``engine.odds``, ``engine.registry``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from engine import registry
from engine.errors import BadDice, InputError
from engine.messages import N_, Msg
from engine.odds import Odds
from engine.procedure import DiceGroup, State
from engine.scenario import load_scenario, parse_scenario
from locales import _
from tui import storage

FORMAT = "wartutor-battle"
VERSION = 1

# Labels of the odds summary keys and outcome keys of the registered procedures. Any other key
# is shown with its underscores as spaces (and translated when a catalog has it).
KNOWN_LABELS = (
    N_("attacker wins"),
    N_("defender wins"),
    N_("no battle"),
    N_("siege"),
    N_("expected losses attacker"),
    N_("expected losses defender"),
    N_("battle"),
    N_("winner"),
    N_("losses"),
    N_("survivors"),
    N_("captured leaders"),
    N_("retreat"),
    N_("must withdraw"),
    N_("withdrawn into fortifications"),
    N_("attacker action"),
    N_("attacker"),
    N_("defender"),
)


# -- messages -------------------------------------------------------------------------------
def render(message: Msg | None) -> str:
    """A message in the UI language ("" for None)."""
    return message.render(_) if message is not None else ""


def label(key: str) -> str:
    """A summary or outcome key as a translated label: ``attacker_wins`` -> "attacker wins"."""
    return _(key.replace("_", " ").replace("-", " "))


def value_text(value: Any) -> str:
    """A value of an outcome dict as short text."""
    if value is True:
        return _("yes")
    if value is False:
        return _("no")
    if value is None:
        return "-"
    if isinstance(value, str):
        return _(value)
    if isinstance(value, dict):
        if set(value) >= {"name"}:
            return str(value["name"])
        return ", ".join(f"{label(str(k))} {value_text(v)}" for k, v in value.items())
    if isinstance(value, list):
        return "; ".join(value_text(item) for item in value) or "-"
    return str(value)


def dice_group_text(group: DiceGroup) -> str:
    """One dice group: its label, how many dice and which faces hit."""
    text = _("{label}: {count} × d{sides}").format(
        label=render(group.label), count=group.count, sides=group.sides
    )
    if group.hit_min is not None and group.hit_min > 1:
        text += ", " + _("hit on {low}-{high}").format(low=group.hit_min, high=group.sides)
    return text


def procedure_specs() -> list[registry.ProcedureSpec]:
    """Every registered procedure in a stable order: by game as the registry lists the game
    modules, then by id (registration order depends on what was imported first)."""
    games = {module.rsplit(".", 1)[-1]: index for index, module in enumerate(registry.GAME_MODULES)}
    specs = registry.procedures().values()
    return sorted(specs, key=lambda spec: (games.get(spec.game, len(games)), spec.id))


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
                scenario = Path(source).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
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
        """Apply physical dice (raises BadDice; the walk is unchanged then)."""
        values = tuple(values)
        return self._push(self.state.apply_dice(values), {"dice": list(values)}, roll=True)

    def roll(self) -> Walk:
        """Roll with the engine's seeded dice."""
        before = self.state
        after = before.roll()
        shown = [value for entry in after.log[len(before.log) :] for value in entry.dice]
        return self._push(after, {"roll": "engine", "dice": shown}, roll=True)

    def can_undo(self) -> bool:
        """True when there is a decision after the last roll to take back."""
        return len(self.states) - 1 > self.floor

    def undo(self) -> Walk:
        """Take back the last decision (never a roll)."""
        if not self.can_undo():
            return self
        return replace(self, states=self.states[:-1], moves=self.moves[:-1])

    def with_seed(self, seed: int) -> Walk:
        """The same walk (before any move) with another seed for the engine's dice."""
        return replace(self, states=(self.initial.evolve(seed=seed),), moves=(), floor=0)

    # -- saving ------------------------------------------------------------------------------
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
        state = self.state
        spec = registry.get(state.procedure)
        title = render(spec.title) if spec else state.procedure
        lines = [f"# {title}", ""]
        if self.source:
            lines.append(_("Scenario: {source}").format(source=self.source) + "  ")
        lines += [_("Seed: {seed}").format(seed=self.initial.seed), ""]
        if self.scenario:
            lines += [f"## {_('Scenario')}", "", "```toml", self.scenario.rstrip(), "```", ""]
        lines += [f"## {_('Moves')}", ""]
        for number, move in enumerate(self.moves, 1):
            lines.append(f"{number}. {move_text(move)}")
        if not self.moves:
            lines.append(_("(none yet)"))
        lines += ["", f"## {_('Log')}", ""]
        for entry in state.log:
            text = render(entry.message)
            if entry.dice:
                text += " — " + _("dice: {dice}").format(dice=" ".join(map(str, entry.dice)))
            lines.append(f"- [{entry.rule}] {text}" if entry.rule else f"- {text}")
        lines += ["", f"## {_('Outcome')}", ""]
        if state.is_terminal():
            lines += [f"- {text}" for text in outcome_lines(state.outcome())]
        else:
            lines.append(_("The battle is not over yet."))
        return "\n".join(lines) + "\n"


def default_scenario_of(state: State) -> str | None:
    """The procedure's default scenario text when ``state`` is exactly its starting state."""
    spec = registry.get(state.procedure)
    if spec is None:
        return None
    try:
        default = parse_scenario(spec.default_scenario, spec.id)
    except InputError:
        return None
    return spec.default_scenario if default == state else None


def move_text(move: dict[str, Any]) -> str:
    """One move as text."""
    if "action" in move:
        return _("action {action}").format(action=move["action"])
    dice = " ".join(map(str, move.get("dice", ())))
    if move.get("roll") == "engine":
        return _("engine roll: {dice}").format(dice=dice)
    return _("physical dice: {dice}").format(dice=dice)


# -- replaying and files ----------------------------------------------------------------------
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
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(str(path), "", Msg(N_("file not found"))) from None
    except OSError as error:
        raise InputError(str(path), "", Msg(N_("cannot read: {error}"), error=str(error))) from None
    except (UnicodeDecodeError, ValueError) as error:
        problem = Msg(N_("not valid JSON: {error}"), error=str(error))
        raise DamagedBattle(str(path), "", problem) from None
    walk = replay(data, str(path))
    return replace(walk, meta={"path": str(path)})


def open_walk(path: str | Path) -> Walk:
    """A walk from a file: a saved battle (.json) or a scenario (TOML)."""
    path = Path(path)
    if path.suffix.lower() == ".json":
        return load_battle(path)
    state = load_scenario(path)
    return Walk.start(state, source=str(path))


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
    """Save the battle as JSON (replayable) into the battles directory; returns the path."""
    name = name or walk.meta.get("name") or battle_name(walk)
    path = battles_dir() / f"{name}.json"
    storage.save_json(path, walk.to_json())
    return path


def export_markdown(walk: Walk, name: str | None = None) -> Path:
    """Write the battle report as Markdown next to the saved battles; returns the path."""
    name = name or walk.meta.get("name") or battle_name(walk)
    path = battles_dir() / f"{name}.md"
    storage.atomic_write_text(path, walk.to_markdown())
    return path


def example_files() -> list[Path]:
    """Example scenario files shipped next to the package (when present)."""
    folder = Path(__file__).resolve().parent.parent / "examples"
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


# -- dice entry -----------------------------------------------------------------------------
def parse_dice_text(text: str, groups: tuple[DiceGroup, ...]) -> tuple[int, ...]:
    """Dice typed by the player: ``5 6 1``, ``5,6,1`` or, for dice up to 9 faces, ``561``.

    Raises BadDice for text that is not dice; the count and range are the engine's to check.
    """
    text = text.strip()
    if not text:
        raise BadDice(Msg(N_("type the dice values, for example 5 6 1")))
    parts = [part for part in re.split(r"[\s,;]+", text) if part]
    single = len(parts) == 1 and parts[0].isdigit() and len(parts[0]) > 1
    if single and groups and all(group.sides <= 9 for group in groups):
        parts = list(parts[0])
    values = []
    for number, part in enumerate(parts, 1):
        if not part.isdecimal():
            raise BadDice(
                Msg(N_("die {number} is {value!r}: not a whole number"), number=number, value=part)
            )
        values.append(int(part))
    return tuple(values)


# -- odds as rows ---------------------------------------------------------------------------
@dataclass(frozen=True)
class OddsRow:
    """One headline number: a probability (shown as a bar) or an expectation."""

    key: str
    label: str
    value: Fraction
    probability: bool


def summary_rows(procedure: str, result: Odds) -> list[OddsRow]:
    """The procedure's headline numbers as rows (keys starting ``expected`` are expectations)."""
    spec = registry.get(procedure)
    summary = spec.summarize(result) if spec else {}
    rows = []
    for key, value in summary.items():
        if not isinstance(value, (int, Fraction)):
            continue
        rows.append(OddsRow(key, label(key), Fraction(value), not key.startswith("expected")))
    return rows


def outcome_text(outcome: dict[str, Any], keys: list[str] | None = None) -> str:
    """An outcome in one line; ``keys`` limits it to the keys that tell outcomes apart."""
    parts = []
    for key, value in outcome.items():
        if keys is not None and key not in keys:
            continue
        if value in (None, False, [], {}):
            continue
        parts.append(f"{label(key)}: {value_text(value)}")
    return " · ".join(parts) or _("(no details)")


def outcome_lines(outcome: dict[str, Any]) -> list[str]:
    """A final outcome as lines ``key: value`` (empty values left out)."""
    return [
        f"{label(key)}: {value_text(value)}"
        for key, value in outcome.items()
        if value not in (None, False, [], {}) or key == "winner"
    ]


def likely_outcomes(result: Odds, limit: int = 3) -> list[tuple[str, Fraction]]:
    """The most likely outcomes, each shown by the keys in which the listed ones differ."""
    top = list(result.outcomes[:limit])
    if not top:
        return []
    keys = sorted({key for outcome, _p in top for key in outcome})
    differing = [k for k in keys if len({json.dumps(o.get(k), sort_keys=True) for o, _ in top}) > 1]
    shown = differing or None
    order = [k for k in top[0][0] if shown is None or k in shown]
    return [(outcome_text(outcome, order), p) for outcome, p in top]


def changes(procedure: str, before: Odds, after: Odds) -> list[tuple[OddsRow, OddsRow]]:
    """The headline numbers that differ between two odds, as (before, after) rows."""
    pairs = zip(summary_rows(procedure, before), summary_rows(procedure, after), strict=False)
    return [(old, new) for old, new in pairs if old.value != new.value]
