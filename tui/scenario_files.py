"""The example scenarios shipped with the package, and finding the scenario file a command
names (``FILE`` or ``--example NAME``).

The examples live in the repository's ``examples/`` folder; the package carries them as
``tui/examples`` (package data), so ``wartutor odds --example his-basic`` works from any folder,
and so does ``wartutor odds examples/his-basic.toml`` where no such file is at hand.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from engine.errors import InputError
from engine.messages import N_, Msg

EXAMPLES_DIR = (Path(__file__).parent / "examples").resolve()  # in a checkout: ../examples

#: One line on each example, in the UI language (an example without one shows its first comment).
DESCRIPTIONS = {
    "ccc-interception-basic": N_(
        "Basic game: an English fleet meets a French and a Spanish fleet at sea"
    ),
    "ccc-interception-expert": N_(
        "Expert game: a Spanish treasure fleet meets buccaneers and an English fleet"
    ),
    "ccc-interception-pirates": N_(
        "Veteran game: two pirate fleets try to intercept a Dutch fleet"
    ),
    "ccc-land-colony": N_(
        "Veteran game: an English leader attacks a Spanish colony with a fort and a port"
    ),
    "ccc-land-natives": N_("Basic game: natives attack a French settler party in open land"),
    "his-allies": N_("England and the Papacy defend together; both may play combat cards"),
    "his-basic": N_("A Hapsburg army attacks a French army in the open"),
    "his-fortified": N_("A small French garrison may retreat into its fortifications"),
    "his-janissaries": N_("An Ottoman attack, Janissaries in hand, against Hapsburg mercenaries"),
    "soe-declined": N_(
        "The attacker declines the naval battle: by our reading the defender gets naval support"
    ),
    "soe-landlocked": N_("An attack in a region without sea: no naval stage"),
    "soe-naval-battle": N_("A full attack: a naval battle, then the land combat"),
    "soe-neutral": N_("An attack on a neutral country with a 3 in a circle"),
    "tenochtitlan-artillery": N_("Artillery and a brigantine fire together at Aztec warriors"),
    "tenochtitlan-combined": N_("Spanish infantry and Tlaxcalan allies attack together in melee"),
    "tenochtitlan-defensive-fire": N_("Aztec bowmen answer the Spanish movement with fire"),
    "tenochtitlan-fort": N_("Aztec warriors attack Spanish infantry that holds a fort"),
    "tenochtitlan-melee": N_("Spanish cavalry attacks Aztec warriors in melee"),
    "tenochtitlan-phase": N_("Artillery fire, then a cavalry attack on the same unit"),
    "tenochtitlan-ranged": N_("Crossbowmen fire at Aztec bowmen with a card's bonus"),
    "tenochtitlan-retreat-before-combat": N_(
        "Faster Aztec bowmen may retreat before a Spanish melee attack"
    ),
}  # fmt: skip


@dataclass(frozen=True)
class Example:
    """One shipped example scenario."""

    name: str
    path: Path
    procedure: str
    description: Msg


def shown_path(path: Path) -> str:
    """A file's path as the set-up screen shows it: relative to the working folder when the
    file is under it."""
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def completed_example(text: str, examples: list[Path]) -> Path | None:
    """The example whose completion the set-up's path field shows for ``text``: the first whose
    path (as shown), else whose name alone, starts with what was typed."""
    typed = text.casefold()
    for example in examples:
        if shown_path(example).casefold().startswith(typed):
            return example
    for example in examples:
        if example.name.casefold().startswith(typed):
            return example
    return None


def example_files() -> list[Path]:
    """The shipped example scenario files, by name."""
    return sorted(EXAMPLES_DIR.glob("*.toml")) if EXAMPLES_DIR.is_dir() else []


def _first_comment(text: str) -> str:
    for line in text.splitlines():
        if line.startswith("#"):
            return line.lstrip("# ").strip()
    return ""


def examples() -> list[Example]:
    """Every shipped example with its procedure and a one-line description."""
    found = []
    for path in example_files():
        text = path.read_text(encoding="utf-8")
        procedure = str(tomllib.loads(text).get("procedure", ""))
        described = DESCRIPTIONS.get(path.stem)
        description = Msg(described) if described else Msg("{text}", text=_first_comment(text))
        found.append(Example(path.stem, path, procedure, description))
    return found


#: Moves followed when looking for a step in a set-up (every procedure ends in far fewer).
MAX_MOVES = 500


def asks_at(state, step_id: str) -> bool:
    """Whether a battle from ``state``, each decision taken as its default and each roll made
    with the state's own seeded dice, comes to a decision at the step ``step_id``."""
    for _ in range(MAX_MOVES):
        if state.is_terminal():
            return False
        prompt = state.prompt()
        if prompt is not None and state.step == step_id:
            return True
        state = state.roll() if state.is_chance() else state.apply(prompt.default)
    return False


def example_asking_at(procedure: str, step_id: str) -> Example | None:
    """The first shipped example of ``procedure`` whose battle comes to a decision at
    ``step_id`` (see :func:`asks_at`), or None."""
    from engine.scenario import load_scenario

    for example in examples():
        if example.procedure == procedure:
            state = load_scenario(example.path)
            if asks_at(state.evolve(seed=0), step_id):
                return example
    return None


def example_path(name: str) -> Path:
    """The shipped example called ``name`` (with or without ``.toml``); bad input otherwise."""
    stem = name.removesuffix(".toml")
    path = EXAMPLES_DIR / f"{stem}.toml"
    if stem and "/" not in stem and _exists(path) and path.is_file():
        return path
    known = ", ".join(example.stem for example in example_files())
    raise InputError(
        "--example",
        name,
        Msg(N_("no example of that name; `wartutor examples` lists them: {known}"), known=known),
    )


def scenario_path(file: str | None, example: str | None) -> str:
    """The scenario a command reads: ``--example NAME``, or ``FILE``.

    A ``FILE`` that does not exist but is written as ``examples/NAME.toml`` is the shipped
    example of that name, so the commands in the documentation work from any folder.
    """
    if example is not None:
        return str(example_path(example))
    assert file is not None
    path = Path(file)
    if not _exists(path) and path.parent.name == "examples" and path.suffix == ".toml":
        shipped = EXAMPLES_DIR / path.name
        if _exists(shipped) and shipped.is_file():
            return str(shipped)
    return file


def not_a_saved_battle(file: str) -> str:
    """``file`` for a command that reads scenarios only (odds, resolve): a saved battle (.json)
    is refused with the command that opens it, not reported as TOML it never was."""
    if Path(file).suffix.lower() == ".json":
        problem = Msg(N_("a saved battle, not a scenario: open it with `wartutor walk FILE`"))
        raise InputError(file, "", problem)
    return file


def _exists(path: Path) -> bool:
    """Whether ``path`` exists; a path that cannot even be looked at (a folder without access,
    a name too long) counts as missing here, and reading it then says why."""
    try:
        return path.exists()
    except OSError:
        return False


def add_scenario_arguments(parser, file_help: str) -> None:
    """``FILE`` or ``--example NAME`` (one of them) on a command that reads a scenario."""
    from locales import _

    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("file", nargs="?", metavar=_("FILE"), help=file_help)
    group.add_argument(
        "--example",
        metavar=_("NAME"),
        help=_("a shipped example scenario instead of a file (see `wartutor examples`)"),
    )
