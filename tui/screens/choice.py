"""A small menu for a procedure step: read its rules, or walk through a battle."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from locales import _, get_language

from ..widgets.entry_detail import step_title
from ..widgets.keybar import KeyBar
from ..widgets.labels import pick, render
from ..widgets.results import PagedOptionList
from . import N_, LocalizedModal, stylesheet


class StepChoiceScreen(LocalizedModal):
    """Dismisses with ``("section", section_id)``, ``("walk", step_id)`` or None."""

    DEFAULT_CSS = stylesheet("settings")

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="cancel")]

    def __init__(self, step_id: str) -> None:
        super().__init__()
        self.step_id = step_id

    def compose(self) -> ComposeResult:
        with Vertical(id="choice-box"):
            yield Static(id="choice-title")
            yield PagedOptionList(id="choice")
        yield KeyBar()  # this dialog's keys, over the line of the screen below

    def on_mount(self) -> None:
        if not self.children:
            return  # dismissed before it was shown
        self.relabel()
        self.query_one("#choice", OptionList).focus()

    def relabel(self) -> None:
        content = self.app.ensure_content()
        lang = get_language()
        title = step_title(content, self.step_id, lang) if content is not None else self.step_id
        self.query_one("#choice-title", Static).update(_("Step: {step}").format(step=title))
        options = []
        section = content.section_for_step(self.step_id) if content is not None else None
        if section is not None:
            options.append(
                Option(
                    _("Read the rules of this step ({section})").format(
                        section=pick(section.title, lang)
                    ),
                    id=f"section:{section.id}",
                )
            )
        procedure = self.step_id.split("#", 1)[0]
        from engine import registry

        spec = registry.get(procedure)
        if spec is not None:
            options.append(
                Option(
                    _("Walk through a battle: {title}").format(title=render(spec.title)),
                    id=f"walk:{self.step_id}",
                )
            )
        else:
            options.append(Option(_("No walkthrough of this procedure yet."), disabled=True))
        options.append(Option(_("Cancel"), id="cancel:"))
        choice = self.query_one("#choice", OptionList)
        choice.clear_options()
        choice.add_options(options)
        choice.highlighted = 0

    @on(OptionList.OptionSelected, "#choice")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        what, _sep, target = (event.option.id or "cancel:").partition(":")
        self.dismiss(None if what == "cancel" else (what, target))

    def action_cancel(self) -> None:
        """Close without choosing."""
        self.dismiss(None)
