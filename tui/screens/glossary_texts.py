"""The glossary screen's texts: its help and what the entry pane says before anything is
chosen."""

from __future__ import annotations

from locales import _


def help_markdown() -> str:
    """The glossary screen's help (Markdown)."""
    return (
        _(
            "## Glossary\n\n"
            "Type a word in English, German, Russian or Italian, an abbreviation such as "
            "`LC DR`, or just its beginning. Suggestions appear as you type; ranked results "
            "from the definitions and the rules chapters follow a moment later.\n\n"
            "- **Down** moves from the search box into the results, **Enter** opens the "
            "highlighted result and moves into the entry; **Escape** comes back.\n"
            "- The right pane shows the entry in all four languages. A tick marks the forms "
            "the game itself uses; the others are our translations.\n"
            "- Under *Where it is used*, choose a line to read that rule, or to start a "
            "walkthrough at that step. Under *Related entries*, choose a line to open it.\n"
            "- **Ctrl+F** (or **F** outside the search box) adds the entry to your favourites "
            "or removes it. With an empty search box the list shows favourites and recent "
            "entries.\n"
            "- **Escape** returns to the search box; pressing it there clears the box."
        )
        + "\n"
        + _(
            "- Right after a term opened from another place (the rules reader, a battle, Learn), "
            "**Escape** goes back there."
        )
        + "\n\n"
        + _(
            "You may also type a whole question in any of the four languages (*who wins a tie "
            "in a field battle*); German compounds that are not terms themselves are split "
            "into known words."
        )
        + "\n\n"
        + _(
            "A rule by its number finds the section that opens it: `6.6.3.4`, `§14.1`, "
            "`card #33`, or a step with its procedure (*step 4 field battle*)."
        )
        + "\n\n"
        + _(
            "A result marked ¶ is a paragraph of a rules chapter: the title of its section, "
            "its game, and the words its text begins with."
        )
    )


def welcome() -> str:
    """What the detail pane says before anything is chosen."""
    return _(
        "wartutor explains the combat rules of Here I Stand, Siege of Tenochtitlan, "
        "Caribbean Colonization & Conquest and Struggle of Empires.\n\n"
        "Type a word in English, German, Russian or Italian to find its entry. "
        "F4 opens the rules reader, F5 walks you through a battle, F6 teaches with lessons, "
        "drills and flashcards, ctrl+p finds anything, F1 explains the keys."
    )


def searching(index_cached: bool) -> str:
    """What the result list says while the ranked results of a query that no headword
    matches are on their way: the first search of a new install (or of new content) builds
    the index first; otherwise it is only opened or searched."""
    if index_cached:
        return _("Searching the definitions and the rules…")
    return _("Preparing the full-text search (the first time only; a few seconds)…")
