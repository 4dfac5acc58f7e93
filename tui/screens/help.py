"""F1 help: what the screen in front does, and its keys."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from locales import _

from ..widgets.keybar import KeyBar
from ..widgets.markdown_lite import render_markdown
from . import N_, LocalizedModal, keys, stylesheet


def general_help() -> str:
    """Help that applies everywhere."""
    return _(
        "## Everywhere\n\n"
        "- **F1** this help, **F2** settings (language, theme), **ctrl+p** the command "
        "palette: terms, chapters, walkthroughs, saved battles and commands.\n"
        "- **F3** glossary, **F4** rules reader, **F5** battle walkthrough, **F6** learn (lessons, "
        "drills, flashcards, progress). Outside a text "
        "box, **G**, **R**, **B** and **S** do the same, and **Q** quits; **ctrl+q** quits "
        "from anywhere.\n"
        "- On a Russian keyboard layout the letter keys work in the same places (Й for Q, "
        "П for G…).\n"
        "- Every key has a mouse equivalent: click a list line, a link or a footer key."
    )


def key_table(screen: Screen) -> str:
    """A Markdown table of the keys active on ``screen`` (from its bindings)."""
    rows = []
    seen = set()
    for key, active in screen.active_bindings.items():
        binding = active.binding
        if not binding.description or binding.system or (binding.action, key) in seen:
            continue
        seen.add((binding.action, key))
        shown = screen.app.get_key_display(binding)
        rows.append(f"| `{shown}` | {binding.description} |")
    if not rows:
        return ""
    header = f"| {_('Key')} | {_('What it does')} |\n|---|---|\n"
    return f"## {_('Keys here')}\n\n" + header + "\n".join(rows)


class HelpScreen(LocalizedModal):
    """Help for the screen it was opened on."""

    DEFAULT_CSS = stylesheet("help")

    BINDINGS = [
        Binding("escape", "dismiss", N_("Close"), id="close"),
        Binding(keys("q"), "dismiss", show=False, id="close-key"),
    ]

    def __init__(self, target: Screen) -> None:
        super().__init__()
        self.target = target
        self.source = ""

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"):
            yield Static(id="help-title")
            with VerticalScroll(id="help-scroll"):
                yield Static(id="help-text")
            yield Static(id="help-hint")
        yield KeyBar()

    def on_mount(self) -> None:
        if not self.children:
            return  # dismissed before it was shown
        self.relabel()
        self.query_one("#help-scroll").focus()

    def relabel(self) -> None:
        self.query_one("#help-title", Static).update(_("Help"))
        self.query_one("#help-hint", Static).update(_("Escape closes the help."))
        parts = []
        own = getattr(self.target, "help_markdown", None)
        text = own() if callable(own) else ""
        if text:
            parts.append(text)
        table = key_table(self.target)
        if table:
            parts.append(table)
        parts.append(general_help())
        self.source = "\n\n".join(parts)
        self.query_one("#help-text", Static).update(render_markdown(self.source))

    def action_dismiss(self) -> None:
        """Close the help."""
        self.dismiss()
