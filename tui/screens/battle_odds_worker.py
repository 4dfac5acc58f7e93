"""The battle screen's odds: exact odds of the current state and of each legal action, computed
in a worker thread off the UI, cached per state and shown in the dice panel and what-if tab.

:class:`OddsWorkerMixin` is mixed into :class:`tui.screens.battle.BattleScreen`; it uses the
screen's ``state`` and its :class:`BattleDice` and :class:`BattleWhatIf` panels.
"""

from __future__ import annotations

from typing import Any

from textual import work
from textual.css.query import NoMatches
from textual.worker import get_current_worker

from engine.errors import InputError
from engine.odds import Odds, odds
from engine.procedure import State
from locales import _
from tui.odds_rows import roll_rows, summary_rows
from tui.widgets.battle_dice import BattleDice
from tui.widgets.battle_whatif import BattleWhatIf

ODDS_CACHE = 64


class OddsWorkerMixin:
    """Odds for the battle screen: :meth:`_show_odds` shows cached odds or starts the worker."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._odds: dict[object, tuple[Odds | None, dict[str, Odds], str]] = {}

    def _odds_key(self, state: State) -> object:
        try:
            key = state.key()
            hash(key)
        except TypeError:
            key = id(state)
        return key

    def _show_odds(self, state: State) -> None:
        dice = self.query_one(BattleDice)
        whatif = self.query_one(BattleWhatIf)
        if state.is_terminal():
            whatif.show(state, None, None)
            return
        cached = self._odds.get(self._odds_key(state))
        if cached is None:
            dice.show_odds(None)
            whatif.show(state, None, None)
            self._compute_odds(state)
            return
        base, per_action, problem = cached
        if base is None:
            dice.show_odds([], note=problem)
            whatif.show(state, None, None)
            return
        dice.show_odds(summary_rows(state.procedure, base), roll=roll_rows(state))
        whatif.show(state, base, per_action)

    @work(thread=True, exclusive=True, group="battle-odds", exit_on_error=False)
    def _compute_odds(self, state: State) -> None:
        """Exact odds of ``state`` and of each legal action, off the UI thread."""
        worker = get_current_worker()
        per_action: dict[str, Odds] = {}
        try:
            base = odds(state)
            prompt = state.prompt()
            for action in prompt.actions if prompt else ():
                if worker.is_cancelled:
                    return
                per_action[action.id] = odds(state, choices=[action.id])
            problem = ""
        except (InputError, RecursionError, ArithmeticError) as error:
            base, problem = None, _("Odds unavailable: {error}").format(error=error)
        if not worker.is_cancelled:
            self.app.call_from_thread(self._odds_ready, state, base, per_action, problem)

    def _odds_ready(self, state: State, base: Odds | None, per_action, problem: str) -> None:
        if len(self._odds) >= ODDS_CACHE:
            self._odds.pop(next(iter(self._odds)))
        self._odds[self._odds_key(state)] = (base, per_action, problem)
        if state is self.state and self.is_attached:
            try:
                self._show_odds(state)
            except NoMatches:  # the screen is being taken down
                pass
