"""The battle log: each entry with its rule reference; selecting one opens that rule."""

from __future__ import annotations

from rich.text import Text

from engine.procedure import State
from locales import _
from tui.battle_text import render

from .battle_rules import RuleList


class BattleLog(RuleList):
    """The log of ``state``, newest last (and highlighted)."""

    def show(self, state: State) -> None:
        """Render the log of ``state``."""
        rows = []
        for entry in state.log:
            text = Text(f"[{entry.rule}] " if entry.rule else "", style="cyan")
            text.append(render(entry.message))
            if entry.dice:
                dice = " ".join(map(str, entry.dice))
                text.append("\n  " + _("dice: {dice}").format(dice=dice), style="dim")
            rows.append((text, entry.rule, False))
        if not rows:
            rows.append((Text(_("Nothing has happened yet."), style="dim"), "", True))
        self.show_rows(rows, highlight=len(rows) - 1)
