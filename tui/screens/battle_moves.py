"""The player's moves on the battle screen: take a numbered action, roll the engine's dice or type
one's own, take a decision back. A move that cannot be made now says why and changes nothing.

Mixed into :class:`tui.screens.battle.BattleScreen` (which holds the ``walk`` and routes the
widgets' messages here: Textual finds message handlers on the screen class only).
"""

from __future__ import annotations

from textual import events

from engine.errors import BadDice, InputError
from locales import _
from tui.battle_text import sentence
from tui.walk import Walk, parse_dice_text
from tui.widgets.battle_dice import BattleDice, bad_face


class MovesMixin:
    """The moves (``self`` is the :class:`~tui.screens.battle.BattleScreen`)."""

    def _not_now(self) -> str:
        """Why a roll cannot be made now, in one line."""
        state = self.state
        if state.is_terminal():
            return _("The battle is over: there is nothing to roll.")
        prompt = state.prompt()
        question = sentence(prompt.message) if prompt is not None else ""
        count = len(prompt.actions) if prompt is not None else 0
        return _("Decide first: {question} (press 1-{last})").format(
            question=question, last=min(count, 9)
        )

    def _change(self, walk: Walk) -> None:
        self.walk = walk

    def action_choose(self, number: int) -> None:
        """Take the numbered legal action; at a roll, the digit is a die typed: it goes into
        the dice field, and so does what is typed after it (the field says: type the dice,
        then Enter)."""
        prompt = self.state.prompt()
        if prompt is None:
            if self.state.is_terminal():
                self.notify(
                    _("The battle is over: there is nothing to choose."), severity="warning"
                )
            else:
                self.query_one(BattleDice).type_in(str(number))
            return
        if not 1 <= number <= len(prompt.actions):
            self.notify(
                _("There is no action {number}: choose 1-{last}.").format(
                    number=number, last=min(len(prompt.actions), 9)
                ),
                severity="warning",
            )
            return
        self._apply(prompt.actions[number - 1].id)

    async def on_key(self, event: events.Key) -> None:
        """At a decision, a digit takes the numbered action here, as it arrives (not later, as
        the 1-9 keys would on their way up to the app: digits typed fast after it, the dice of
        the roll it leads to, reached the app when the dice field had the focus and its
        letters, and were lost). At a roll, a digit typed outside the dice field goes into it,
        with the cursor (the field says: type the dice, then Enter). Keys typed fast after it
        were already on their way to the widget focused before: they go into the field too, in
        the order typed. (A key typed in the field itself never comes here; a letter outside it
        stays a shortcut.)"""
        character = event.character or ""
        if self.walk is None or not (len(character) == 1 and character.isprintable()):
            return
        if not self.state.is_chance():
            if character in "123456789" and self.state.prompt() is not None:
                event.stop()
                event.prevent_default()
                await self.app.run_action(f"choose({character})", self)
            return
        dice = self.query_one(BattleDice)
        if dice.typing or character in "0123456789":
            event.stop()
            event.prevent_default()
            dice.type_in(character)

    def on_paste(self, event: events.Paste) -> None:
        """Dice pasted at a roll go into the dice field, wherever the focus was."""
        line = event.text.strip().splitlines()[0] if event.text.strip() else ""
        if self.walk is not None and line and self.state.is_chance():
            event.stop()
            self.query_one(BattleDice).type_in(line)

    def _apply(self, action: str) -> None:
        try:
            self._change(self.walk.apply(action))
        except InputError as error:
            self.notify(error.render(_), severity="error")

    def action_roll(self) -> None:
        """Roll the pending dice with the engine's seeded RNG."""
        if not self.state.is_chance():
            self.notify(self._not_now(), severity="warning")
            return
        self._change(self.walk.roll())

    def action_enter_dice(self) -> None:
        """Put the cursor into the dice field."""
        if not self.state.is_chance():
            self.notify(self._not_now(), severity="warning")
            return
        self.query_one(BattleDice).focus_entry()

    def enter_dice_text(self, text: str) -> None:
        """Apply the dice the player typed (a wrong entry is shown at the dice field)."""
        state = self.state
        try:
            values = parse_dice_text(text, state.dice())
            wrong = bad_face(values, state.dice())
            if wrong is not None:
                self.query_one(BattleDice).set_error(_("Bad dice: {problem}").format(problem=wrong))
                return
            walk = self.walk.apply_dice(values)
        except BadDice as error:
            self.query_one(BattleDice).set_error(
                _("Bad dice: {problem}").format(problem=error.problem.render(_))
            )
            return
        self._change(walk)

    def action_undo(self) -> None:
        """Take back the last decision, back to the last roll at most."""
        if not self.walk.can_undo():
            text = (
                _("Nothing to undo: a roll cannot be taken back.")
                if self.walk.floor
                else _("Nothing to undo.")
            )
            self.notify(text, severity="warning")
            return
        self._change(self.walk.undo())
