"""F1 help: what the screen in front does, and its keys."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from locales import _

from ..widgets.keybar import KeyBar, said
from ..widgets.markdown_lite import render_markdown
from . import CYRILLIC, N_, LocalizedModal, keys, stylesheet

#: Key names of the Russian layout that twin a Latin key.
LAYOUT_TWINS = frozenset(CYRILLIC.values())


def general_help() -> str:
    """Help that applies everywhere."""
    return _(
        "## Everywhere\n\n"
        "- **F1** this help, **F2** settings (language, theme), **ctrl+p** the command "
        "palette: terms, chapters, walkthroughs, saved battles and commands.\n"
        "- **F3** glossary, **F4** rules reader, **F5** battle walkthrough, **F6** learn (lessons, "
        "drills, flashcards, progress). Outside a text box, **G** opens the glossary, **R** "
        "the rules reader, **B** the battle walkthrough, **S** the settings and **Q** quits, "
        "unless the screen in front gives the letter a job of its own (its footer shows it: "
        "in a battle **R** rolls and **S** saves); **ctrl+q** quits from anywhere.\n"
        "- On a Russian keyboard layout the letter keys work in the same places (Й for Q, "
        "П for G…).\n"
        "- **Tab** and **shift+Tab** move between the parts of a screen; arrows, **Home**, "
        "**End** and **PgUp**/**PgDn** move in lists and text, and text boxes edit as usual.\n"
        "- Every key has a mouse equivalent: click a list line, a link or a footer key."
    )


def _is_layout_twin(key: str) -> bool:
    """Whether ``key`` is the Russian-layout twin of a Latin key (``ctrl+й`` for ``ctrl+q``)."""
    base = key.split("+")[-1]
    return base in LAYOUT_TWINS or base.lower() in LAYOUT_TWINS


def _keys_shown(shown: list[str]) -> str:
    """The keys of one help row: a run of digits as a range (``1-9``), others side by side."""
    if len(shown) > 2 and all(len(key) == 1 and key.isdigit() for key in shown):
        return f"{shown[0]}-{shown[-1]}"
    return " ".join(shown)


def key_rows(screen: Screen) -> list[tuple[str, str]]:
    """(keys, what they do) for the app's own keys active on ``screen``, one row per action.

    Every wartutor binding has an id; the bindings without one are Textual's built-in keys
    (text-box editing, list scrolling), which work as in any terminal app and are left out. The
    Russian-layout twins of a key and keys with the same description share one row.
    """
    rows: dict[str, list[str]] = {}
    for key, active in screen.active_bindings.items():
        binding = active.binding
        if not binding.description or binding.system or not binding.id:
            continue
        if _is_layout_twin(key):
            continue
        # a digit shown as a range in the key bar ("1-9 Choose") is itself here: the row of
        # digits becomes the range
        digit = len(binding.key) == 1 and binding.key.isdigit()
        shown = binding.key if digit else screen.app.get_key_display(binding)
        keys_of_row = rows.setdefault(_(said(screen, binding)), [])
        if shown not in keys_of_row:
            keys_of_row.append(shown)
    return [(_keys_shown(shown), description) for description, shown in rows.items()]


def key_table(screen: Screen) -> str:
    """A Markdown table of the app's keys active on ``screen`` (from its bindings), and every
    key its key bar left out for lack of room (those of the app, too)."""
    found = key_rows(screen)
    bars = screen.query(KeyBar)
    left_out = bars.first().left_out if bars else []
    listed = {description for _shown, description in found}
    found += [(display, text) for _key, display, text, _a, _on in left_out if text not in listed]
    rows = [f"| `{shown}` | {description} |" for shown, description in found]
    if not rows:
        return ""
    key_header = _("Key")
    what_header = _("What it does")
    title = _("Keys here")
    table = f"| {key_header} | {what_header} |\n|---|---|\n" + "\n".join(rows)
    if left_out:  # (the key bar had no room for every key)
        note = _("The footer shows the keys that fit in one line; this table lists them all.")
        table = note + "\n\n" + table
    return f"## {title}\n\n" + table


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
