"""The battle log: each entry with its rule reference; selecting one opens that rule."""

from __future__ import annotations

from rich.text import Text

from engine.procedure import State
from glossary.rule_refs import rule_place
from locales import _
from tui.battle_text import sentence

from .battle_rules import RuleList


class BattleLog(RuleList):
    """The log of ``state``, newest last (and highlighted)."""

    def show(self, state: State) -> None:
        """Render the log of ``state``."""
        rows = []
        for entry in state.log:
            text = Text(sentence(entry.message))
            if entry.dice:
                dice = " ".join(map(str, entry.dice))
                text.append("\n  " + _("dice: {dice}").format(dice=dice), style="dim")
            if entry.rule:
                text.append("\n  " + rule_place(entry.rule), style="cyan")
            rows.append((text, entry.rule, False))
        if not rows:
            rows.append((Text(_("Nothing has happened yet."), style="dim"), "", True))
        self.show_rows(rows, highlight=len(rows) - 1)
