"""The step list: the current step highlighted, done steps ticked."""

from __future__ import annotations

from rich.text import Text

from engine.procedure import State
from tui.battle_text import render

from .battle_rules import RuleList


class BattleSteps(RuleList):
    """Every step of the procedure; selecting one opens its rule."""

    def show(self, state: State) -> None:
        """Render the steps for ``state``."""
        ids = [info.id for info in state.steps]
        current = ids.index(state.step) if state.step in ids else -1
        over = state.is_terminal()
        rows = []
        for index, info in enumerate(state.steps):
            done = index < current or (over and index == current)
            if index == current and not over:
                mark, style = "▶", "bold reverse"
            elif done:
                mark, style = "✓", ""
            else:
                mark, style = " ", "dim"
            number = f"{info.number} " if info.number else ""
            text = Text(f"{mark} ", style="bold green" if done else "")
            text.append(f"{number}{render(info.title)}", style=style)
            rows.append((text, info.rule, False))
        self.show_rows(rows, highlight=max(current, 0))
