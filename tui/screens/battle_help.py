"""The battle screen's help (F1): its keys, and how to read the odds panel."""

from __future__ import annotations

from locales import _


def battle_help() -> str:
    """F1 help for the battle screen (Markdown, in the UI language)."""
    return (
        _(
            "# Battle walkthrough\n\n"
            "The left column lists the steps: the current one is marked ▶, done ones ✓. "
            "Select a step to read its rule.\n\n"
            "- **1-9**: choose the numbered action (cards are played this way too)\n"
            "- **r**, or Enter on the Roll button: roll with the engine's seeded dice (at a "
            "roll; before it, the key says what to decide first)\n"
            "- **d**, or just typing a digit at a roll: type physical dice (e.g. `5 6 1`, or "
            "`561`) in the order shown above the field, then Enter; **Esc** leaves the field\n"
            "- **u**: undo the last decision, or dice you typed (a roll of the engine's dice "
            "cannot be undone)\n"
            "- **c / m / w / l**: cards, modifiers, what if, log\n"
            "- **s**: save the battle (JSON); **e**: export it as Markdown\n"
            "- **n**: new battle; **Esc**: back. With unsaved moves both ask first: **s** "
            "save, **d** discard, **Esc** stay\n\n"
            "Select a log entry to open the rule it cites."
        )
        + "\n\n"
        + _(
            "## The odds\n\n"
            "The panel under the step gives the exact chance of each result from here on, "
            "assuming that every choice still open takes its default (usually: no card or "
            "option played). **Expected** numbers (losses, hits…) are averages over all the "
            "ways the battle can go. **Ruled out in this battle** lists results that cannot "
            "happen with this set-up (a withdrawal when the defenders may not withdraw, a "
            "siege when the space is not fortified). **What if** (**w**) shows how the chances "
            "change with each choice open now, in percentage points (pp), and the most likely "
            "outcomes. A chance under 0.1% that is not nil reads <0.1%."
        )
    )
