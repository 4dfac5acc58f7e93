"""The registry of games and procedures.

Each package under ``engine/games`` declares its game once, as ``GAME`` (a :class:`GameSpec`) in
its ``__init__``; the modules that :attr:`GameSpec.modules` names register the game's procedures
(a :class:`ProcedureSpec` each) when imported. Adding a game adds a package, nothing here.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # listing the games needs none of these (the names only annotate)
    from .answers import StepInfo
    from .messages import Msg
    from .procedure import State
    from .schema import Table
    from .words import OutcomeWords

GAMES_PACKAGE = "engine.games"


@dataclass(frozen=True)
class GameSpec:
    """One game: how it is named and listed, and which of its modules register procedures.

    Declared as ``GAME`` in the game package's ``__init__``, which imports nothing heavy, so that
    listing the games does not load their rules.
    """

    id: str
    name: str  # the published name (a proper name, never translated)
    short: str  # a short label for narrow lists
    order: int  # games are listed by this number
    modules: tuple[str, ...]  # the package's modules that register its procedures


_GAMES: dict[str, GameSpec] | None = None


def games() -> dict[str, GameSpec]:
    """Every game by id, in listing order (found among the packages of ``engine.games``)."""
    global _GAMES
    if _GAMES is None:
        package = importlib.import_module(GAMES_PACKAGE)
        found = []
        for module in pkgutil.iter_modules(package.__path__):
            if module.ispkg:
                game = importlib.import_module(f"{GAMES_PACKAGE}.{module.name}").GAME
                found.append(game)
        _GAMES = {game.id: game for game in sorted(found, key=lambda game: (game.order, game.id))}
    return dict(_GAMES)


def game(game_id: str) -> GameSpec | None:
    """The game with this id, or None."""
    return games().get(game_id)


@dataclass(frozen=True)
class ProcedureSpec:
    """What the engine knows about one procedure.

    ``schema`` declares every key of its scenario; ``build`` turns the validated values (defaults
    filled in) into the initial state, after the checks that tie several keys together.
    """

    id: str
    game: str
    title: Msg
    steps: tuple[StepInfo, ...]
    cards: tuple[str, ...]
    schema: Table
    build: Callable[[dict[str, Any], str], State]
    summarize: Callable[[Any], dict[str, Any]]
    default_scenario: str  # TOML text of a sensible starting scenario
    rules: tuple[str, ...] = ()  # rule references the procedure's log may cite besides its steps
    words: OutcomeWords | None = None  # the outcome's sentences and the summary's labels

    def from_scenario(self, data: dict[str, Any], source: str) -> State:
        """Validate scenario data (parsed TOML) and build its initial state.

        Raises InputError naming ``source``, the key and the problem.
        """
        from .schema import validate

        return self.build(validate(self.schema, data, source), source)


_REGISTRY: dict[str, ProcedureSpec] = {}
_loaded = False


def register(spec: ProcedureSpec) -> ProcedureSpec:
    """Add a procedure (called by game modules at import)."""
    _REGISTRY[spec.id] = spec
    return spec


def procedures() -> dict[str, ProcedureSpec]:
    """Every registered procedure by id: by game in listing order, then by id."""
    global _loaded
    listed = games()
    if not _loaded:
        for spec in listed.values():
            for module in spec.modules:
                importlib.import_module(f"{GAMES_PACKAGE}.{spec.id}.{module}")
        _loaded = True
    rank = {game_id: index for index, game_id in enumerate(listed)}
    ordered = sorted(_REGISTRY.values(), key=lambda spec: (rank.get(spec.game, len(rank)), spec.id))
    return {spec.id: spec for spec in ordered}


def get(procedure_id: str) -> ProcedureSpec | None:
    """The procedure with this id, or None."""
    return procedures().get(procedure_id)
