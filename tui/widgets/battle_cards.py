"""The cards panel: playable cards highlighted, the others dimmed with the reason."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList

from engine.procedure import State
from locales import _
from tui.battle_text import render

from .battle_messages import ActionChosen
from .battle_rules import RuleList, rule_suffix


class BattleCards(RuleList):
    """Every card in either hand; selecting a playable card plays it."""

    def show(self, state: State) -> None:
        """Render the cards of ``state``."""
        rows = []
        self._actions: list[str | None] = []
        for card in state.cards():
            name = render(card.holder_name) if card.holder_name else _(card.holder)
            holder = _("{holder} ({side})").format(holder=name, side=_(card.side))
            if card.playable:
                text = Text("▶ ", style="bold green")
                text.append(render(card.name), style="bold")
                text.append(f" — {holder} · " + _("playable now"), style="green")
            else:
                text = Text("  " + render(card.name) + f" — {holder}")
                text.append("\n    " + render(card.reason), style="italic")
            rows.append((rule_suffix(text, card.rule), card.rule, not card.playable))
            self._actions.append(card.action if card.playable else None)
        if not rows:
            none = _("No card can be played at this point of the battle.")
            rows.append((Text(none, style="dim"), "", True))
            self._actions.append(None)
        first = next((i for i, action in enumerate(self._actions) if action), None)
        self.show_rows(rows, highlight=first)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Selecting a playable card plays it, and only that: the rules list's own handler
        (which opens the row's rule in the reader) is not run as well."""
        event.stop()
        actions = getattr(self, "_actions", [])
        if 0 <= event.option_index < len(actions) and actions[event.option_index]:
            event.prevent_default()
            self.post_message(ActionChosen(actions[event.option_index]))
