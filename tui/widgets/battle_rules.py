"""An option list whose entries carry rule references; selecting one posts RuleSelected."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from glossary.rule_refs import rule_place

from .battle_messages import RuleSelected
from .fitted_options import FittedOptionList


class SteadyOptionList(FittedOptionList):
    """An OptionList whose page keys do nothing (instead of raising) before it is laid out,
    e.g. in a tab that has just been shown (and whose options wrap to the width they are drawn
    at)."""

    def _move_page(self, direction) -> None:
        if self.highlighted is not None and self.highlighted not in self._index_to_line:
            return
        super()._move_page(direction)


class RuleList(SteadyOptionList):
    """Rows of text, each with an optional rule reference."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._rules: list[str] = []

    def show_rows(self, rows: list[tuple[Text, str, bool]], highlight: int | None = None) -> None:
        """Replace the rows: (text, rule, disabled); highlight one row (default: keep)."""
        if rows == getattr(self, "_rows", None) and highlight in (None, self.highlighted):
            return
        self._rows = rows
        previous = self.highlighted
        self._rules = [rule for _text, rule, _disabled in rows]
        self.set_options(
            Option(text, id=str(index), disabled=disabled)
            for index, (text, _rule, disabled) in enumerate(rows)
        )
        target = highlight if highlight is not None else previous
        if target is not None and rows:
            target = max(0, min(target, len(rows) - 1))
            if not rows[target][2]:
                self.highlighted = target
                self.scroll_to_highlight()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Open the selected row's rule."""
        event.stop()
        index = event.option_index
        if 0 <= index < len(self._rules) and self._rules[index]:
            self.post_message(RuleSelected(self._rules[index]))


def rule_suffix(text: Text, rule: str) -> Text:
    """Append the rule's place in words (game, chapter, section), dimmed, to ``text``."""
    if rule:
        text.append(f"  [{rule_place(rule)}]", style="dim")
    return text
