"""The dice panel: exact odds before the roll, the engine's roll or physical dice."""

from __future__ import annotations

import re

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Input, Static

from engine.procedure import DiceGroup, State
from locales import _, ngettext
from tui.battle_text import render
from tui.odds_rows import OddsRow

from .battle_messages import DiceEntered, RollRequested
from .battle_odds import OddsBars
from .steady_input import SteadyInput

#: Faces used to show how dice are typed (an example, never a roll).
_EXAMPLE = "5612"


def dice_example(count: int) -> tuple[str, str]:
    """How dice may be typed, spaced and run together ("5 6", "56"): as many dice as asked for,
    up to four; a longer roll is typed the same way, so its example shows four and "…"."""
    digits = _EXAMPLE[: max(1, min(count, len(_EXAMPLE)))]
    more = " …" if count > len(_EXAMPLE) else ""
    return " ".join(digits) + more, digits + more.strip()


class BattleDice(Vertical):
    """Odds bars, and at a roll a dice entry field and a roll button."""

    _count = 0  # the number of dice the roll asks for

    def compose(self) -> ComposeResult:
        # the entry first: where the panel is too short, the odds scroll, never the entry
        yield Static(id="dice-order")
        with Horizontal(id="dice-entry"):
            # (a digit typed at a roll comes in here with the focus: nothing to select first)
            yield SteadyInput(id="dice-input", compact=True, select_on_focus=False)
            yield Button(_("Roll"), id="dice-roll", compact=True)
        yield Static(id="dice-error")
        with VerticalScroll(id="dice-odds-scroll", can_focus=False):
            yield Static(id="dice-heading")
            yield OddsBars(id="dice-odds")

    def show(self, state: State) -> None:
        """Show or hide the dice entry for ``state``; clear old errors."""
        chance = state.is_chance()
        heading = (
            _("Odds of this roll") if chance else _("Odds if every later choice takes its default")
        )
        self.query_one("#dice-heading", Static).update(heading)
        self.query_one("#dice-entry").display = chance
        order = self.query_one("#dice-order", Static)
        order.display = chance
        order.update(dice_order(state.dice()) if chance else "")
        field = self.query_one("#dice-input", Input)
        self._count = sum(group.count for group in state.dice()) if chance else 0
        self._fit_placeholder()
        self.call_after_refresh(self._fit_placeholder)  # (once the field has its width)
        field.value = ""
        self.query_one("#dice-roll", Button).label = _("Roll")
        self.set_error("")

    def _fit_placeholder(self) -> None:
        """The dice field's hint, with its example where the field has room for it, else
        without the example in brackets (a hint never runs past the field's edge)."""
        field = self.query_one("#dice-input", Input)
        spaced, joined = dice_example(self._count)
        hint = ngettext(
            "type {count} die, then Enter",
            "type {count} dice (e.g. {spaced} or {joined}), then Enter",
            self._count,
        ).format(count=self._count, spaced=spaced, joined=joined)
        room = field.content_size.width
        if room and len(hint) > room:
            hint = " ".join(re.sub(r"\([^)]*\)", "", hint).split()).replace(" ,", ",")
        field.placeholder = hint

    def on_resize(self) -> None:
        """Fit the dice field's hint to the new width."""
        self._fit_placeholder()

    def show_odds(
        self, rows: list[OddsRow] | None, note: str = "", roll: list[OddsRow] | None = None
    ) -> None:
        """Show the headline odds (None while computing), after the odds of this roll alone."""
        self.query_one(OddsBars).show(rows, note, roll)

    def set_error(self, text: str) -> None:
        """Show (or clear) a dice entry error."""
        error = self.query_one("#dice-error", Static)
        error.update(text)
        error.display = bool(text)

    def focus_entry(self) -> None:
        """Put the cursor in the dice field."""
        self.query_one("#dice-input", Input).focus()

    @property
    def typing(self) -> bool:
        """True while the cursor is in the dice field."""
        return self.screen.focused is self.query_one("#dice-input", Input)

    @property
    def typed(self) -> str:
        """What the dice field holds."""
        return self.query_one("#dice-input", Input).value

    def type_in(self, text: str) -> None:
        """Move the cursor to the end of the dice field, at once (so that the keys typed next
        go in too), and type ``text`` there."""
        field = self.query_one("#dice-input", Input)
        self.screen.set_focus(field)
        field.cursor_position = len(field.value)
        field.insert_text_at_cursor(text)

    def focus_roll(self) -> None:
        """Focus the roll button."""
        self.query_one("#dice-roll", Button).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the dice field applies the dice."""
        event.stop()
        self.post_message(DiceEntered(event.value))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """The roll button asks the engine to roll."""
        event.stop()
        self.post_message(RollRequested())


def _who(group: DiceGroup) -> str:
    """Whose dice a group is: the part of its label before the colon (the side's name)."""
    text = render(group.label)
    return text.split(":", 1)[0].strip() if ":" in text else text


def dice_order(groups: tuple[DiceGroup, ...]) -> str:
    """Whose dice come first in the dice field ("attacker: 8 dice, then defender: 6 dice")."""
    parts = [
        ngettext("{who}: {count} die", "{who}: {count} dice", group.count).format(
            who=_who(group), count=group.count
        )
        for group in groups
    ]
    if len(parts) == 1:
        return _("Type {dice}.").format(dice=parts[0])
    return _("Type in this order: {first}, then {rest}.").format(
        first=parts[0], rest=_(", then ").join(parts[1:])
    )


def bad_face(values: tuple[int, ...], groups: tuple[DiceGroup, ...]) -> str | None:
    """The first value that is not a face of its die ("7 is not a die face…"), else None.

    Checked before the count, so that a typo names the bad die first.
    """
    sides = [group.sides for group in groups for _die in range(group.count)]
    for number, value in enumerate(values, 1):
        faces = sides[min(number, len(sides)) - 1] if sides else 6
        if not 1 <= value <= faces:
            return _("{value} is not a die face (die {number}; faces 1-{faces})").format(
                value=value, number=number, faces=faces
            )
    return None
