"""The modifiers panel: each side's modifiers with source and rule, and the totals."""

from __future__ import annotations

from rich.text import Text

from engine.procedure import State
from locales import _
from tui.battle_text import render, report_sides

from .battle_rules import RuleList, rule_suffix


class BattleModifiers(RuleList):
    """Modifiers grouped by side; selecting one opens its rule."""

    def show(self, state: State) -> None:
        """Render the modifiers of ``state``."""
        report = state.modifiers()
        if report is None:
            self.show_rows([(Text(_("No modifiers at this step."), style="dim"), "", True)])
            return
        rows = []
        for side, total, modifiers in report_sides(report):
            heading = Text(_(side), style="bold")
            if total is not None:
                heading.append(
                    "  "
                    + _("total {what}: {total}").format(
                        what=render(report.total_label(side)), total=total
                    )
                )
            rows.append((heading, "", False))
            for mod in modifiers:
                value = f"{mod.value:+d}"  # (signed, as `wartutor resolve` prints it)
                text = Text(f"  {value:>3}  ", style="bold")
                text.append(render(mod.source))
                rows.append((rule_suffix(text, mod.rule), mod.rule, False))
        self.show_rows(rows)
