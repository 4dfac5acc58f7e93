"""The battle walkthrough screen, generic over the engine API.

One reactive (:attr:`BattleScreen.walk`) holds the engine state and its history (for undo); the
panels only render what the state answers (prompt, cards, modifiers, dice, log) and post
messages back. No procedure has screen code of its own.
"""

from __future__ import annotations

from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Input, Static, TabbedContent, TabPane

from engine import registry
from engine.procedure import State
from locales import _
from tui.battle_text import render
from tui.battle_title import battle_title
from tui.screens.battle_help import battle_help
from tui.tab_titles import fit_tab_titles
from tui.walk import Walk, open_walk
from tui.widgets.battle_cards import BattleCards
from tui.widgets.battle_dice import BattleDice
from tui.widgets.battle_log import BattleLog
from tui.widgets.battle_messages import ActionChosen, DiceEntered, RollRequested, RuleSelected
from tui.widgets.battle_modifiers import BattleModifiers
from tui.widgets.battle_now import BattleNow
from tui.widgets.battle_steps import BattleSteps
from tui.widgets.battle_whatif import BattleWhatIf

from ..widgets.keybar import KeyBar
from . import N_, LocalizedScreen, keys
from .battle_moves import MovesMixin
from .battle_odds_worker import OddsWorkerMixin
from .battle_saving import SavingMixin

TABS = (
    ("tab-cards", N_("Cards"), "c"),
    ("tab-modifiers", N_("Modifiers"), "m"),
    ("tab-whatif", N_("What if"), "w"),
    ("tab-log", N_("Log"), "l"),
)


#: Terminal lines from which the battle's tabs have room of their own beside the step and the
#: odds (below, a tab asked for with its key takes theirs).
TALL = 30


class BattleScreen(MovesMixin, OddsWorkerMixin, SavingMixin, LocalizedScreen):
    """Walk a battle step by step: decisions, cards, modifiers, odds, dice, log, undo, save.

    The moves (choose, roll, type dice, undo) are :class:`MovesMixin`; the odds worker is
    :class:`OddsWorkerMixin`; save, export, back and new battle are :class:`SavingMixin`.
    """

    CSS_PATH = "../styles/battle.tcss"
    BINDINGS = [
        # one entry in the key bar for the nine ("1-9 Choose"), while a choice is pending
        Binding("1", "choose(1)", N_("Choose"), id="battle.choose-1", key_display="1-9"),
        Binding(keys("r"), "roll", N_("Roll"), id="battle.roll"),
        Binding(keys("d"), "enter_dice", N_("Dice"), id="battle.dice"),
        Binding(keys("u"), "undo", N_("Undo"), id="battle.undo"),
        Binding(keys("s"), "save", N_("Save"), id="battle.save"),
        Binding(keys("e"), "export", N_("Export"), id="battle.export"),
        Binding(keys("n"), "new", N_("New battle"), id="battle.new"),
        Binding("escape", "leave_field", N_("Leave the dice entry"), id="battle.leave-field"),
        Binding("escape", "back", N_("Back"), id="battle.back"),
        Binding(keys("c"), "tab('tab-cards')", N_("Cards"), id="battle.cards", show=False),
        Binding(
            keys("m"), "tab('tab-modifiers')", N_("Modifiers"), id="battle.modifiers", show=False
        ),
        Binding(keys("w"), "tab('tab-whatif')", N_("What if"), id="battle.whatif", show=False),
        Binding(keys("l"), "tab('tab-log')", N_("Log"), id="battle.log", show=False),
        *(
            Binding(str(n), f"choose({n})", N_("Choose"), id=f"battle.choose-{n}", show=False)
            for n in range(2, 10)
        ),
    ]
    #: left out of a key bar too long for the terminal first (F1 lists them)
    KEY_BAR_SPARE = ("export", "new")

    walk: reactive[Walk | None] = reactive(None, always_update=True, init=False)

    def __init__(
        self,
        state: State,
        source: str | None = None,
        *,
        scenario_text: str | None = None,
        walk: Walk | None = None,
    ) -> None:
        """Walk ``state`` (from ``source``, a file name, when known).

        ``scenario_text`` is the scenario's TOML (read from ``source`` when not given), kept so
        that a saved battle replays exactly; ``walk`` resumes a replayed battle instead.
        """
        super().__init__()
        self._start = walk or Walk.start(state, scenario=scenario_text, source=source)
        self._saved = walk if walk is not None and walk.meta.get("path") else None

    @classmethod
    def from_file(cls, path: str | Path) -> BattleScreen:
        """A battle screen for a scenario (TOML) or a saved battle (JSON); raises InputError."""
        walk = open_walk(path)
        return cls(walk.state, walk.source, walk=walk)

    # -- layout ----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="battle-title")
        with Horizontal(id="battle-body"):
            yield BattleSteps(id="battle-steps")
            with Vertical(id="battle-main"):
                yield BattleNow(id="battle-now")
                yield BattleDice(id="battle-dice")
                with TabbedContent(id="battle-tabs"):
                    for pane_id, title, key in TABS:
                        with TabPane(self._tab_label(title, key), id=pane_id):
                            yield {
                                "tab-cards": BattleCards,
                                "tab-modifiers": BattleModifiers,
                                "tab-whatif": BattleWhatIf,
                                "tab-log": BattleLog,
                            }[pane_id](id=f"battle-{pane_id[4:]}")
        yield KeyBar()

    def on_mount(self) -> None:
        self.drop_replaced_battles()  # (a battle this one replaces never comes back)
        self.walk = self._start
        self.call_after_refresh(self._fit_tabs)

    @staticmethod
    def _tab_label(title: str, key: str) -> Content:
        return Content(f"{_(title)} [{key}]")

    def _fit_tabs(self) -> None:
        """Tab titles with their keys, fitted to the row (see tui.tab_titles; F1 lists the
        tabs whole)."""
        tabs = self.query_one(TabbedContent)
        room = (tabs.size.width or self.app.size.width - 24) - 2
        labels = fit_tab_titles([(_(title), key) for _pane, title, key in TABS], room)
        for (pane_id, _title, _key), text in zip(TABS, labels, strict=True):
            tab = tabs.get_tab(pane_id)
            if str(tab.label) != text:
                tab.label = Content(text)

    def on_resize(self) -> None:
        """Fit the tab titles (and the title line) to the new width."""
        self._fit_tabs()
        if self.walk is not None and self.is_attached:
            self._show_title(self.walk)

    def _show_title(self, walk: Walk) -> None:
        """The title line, fitted to the screen's width (one cell of padding each side)."""
        spec = registry.get(walk.state.procedure)
        title = render(spec.title) if spec else walk.state.procedure
        line = battle_title(title, walk, self.app.size.width - 2)
        self.query_one("#battle-title", Static).update(line)

    def relabel(self) -> None:
        """Re-render every panel in the current UI language."""
        self._fit_tabs()
        if self.walk is not None:
            self._render_all(self.walk, keep_focus=True)

    def help_markdown(self) -> str:
        """F1 help for this screen (Markdown, in the UI language)."""
        return battle_help()

    # -- state -----------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The current engine state."""
        return self.walk.state if self.walk else self._start.state

    def watch_walk(self, walk: Walk | None) -> None:
        """Render every panel for the new state."""
        if walk is None or not self.is_attached:
            return
        self._render_all(walk)
        self.keep_recovery_copy()
        prompt = walk.state.prompt() if not walk.state.is_terminal() else None
        choices = len(prompt.actions) if prompt is not None else 0  # (the bar's "1-N Choose")
        keys_state = (walk.state.is_chance(), walk.state.is_terminal(), walk.can_undo(), choices)
        if keys_state != getattr(self, "_keys_state", None):
            self._keys_state = keys_state
            self.refresh_bindings()

    def _render_all(self, walk: Walk, keep_focus: bool = False) -> None:
        state = walk.state
        self._show_title(walk)
        self.query_one(BattleSteps).show(state)
        self.query_one(BattleNow).show(state, _rolled_again(walk))
        dice = self.query_one(BattleDice)
        dice.display = not state.is_terminal()
        main = self.query_one("#battle-main")
        main.set_class(state.is_terminal(), "-over")
        main.set_class(not state.is_terminal() and state.prompt() is not None, "-choosing")
        main.remove_class("-tab-view")  # (a tab asked for by its key keeps its room until now)
        dice.show(state)
        self.query_one(BattleCards).show(state)
        self.query_one(BattleModifiers).show(state)
        self.query_one(BattleLog).show(state)
        self._show_odds(state)
        if not keep_focus:
            self.call_after_refresh(self._focus_for, state)

    def _focus_for(self, state: State) -> None:
        if not self.is_current or state is not self.state:
            return
        if state.is_chance():  # (after dice typed for the last roll too: R rolls, and a
            dice = self.query_one(BattleDice)  # digit goes into the field again)
            if not (dice.typing and dice.typed):  # (this roll's dice typed already: stay)
                dice.focus_roll()
            return
        button = self.query_one(BattleNow).first_button()
        if button is not None:
            button.focus()
        else:
            self.query_one(BattleLog).focus()

    # -- actions -----------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Drop keys that arrive before the screen is up. Every other key of this screen stays
        with it (a key that cannot act now says why), so no global key acts in its place."""
        if not (self.is_attached and self.children):
            return False
        if action in ("leave_field", "back"):
            return isinstance(self.focused, Input) == (action == "leave_field")
        return True

    def action_leave_field(self) -> None:
        """Leave the dice field (for the roll button)."""
        self.query_one(BattleDice).focus_roll()

    def key_display(self, binding) -> str | None:
        """The choice keys as the pending choice has them: "1-3" for three actions."""
        prompt = self.state.prompt() if self.walk is not None else None
        if binding.action != "choose(1)" or prompt is None:
            return None
        count = min(len(prompt.actions), 9)
        return "1" if count == 1 else f"1-{count}"

    def hidden_in_key_bar(self, action: str) -> bool:
        """Keys that cannot act in the current state are left out of the key bar."""
        if self.walk is None:
            return False
        state = self.state
        if action in ("roll", "enter_dice"):
            return not state.is_chance()
        if action == "undo":
            return not self.walk.can_undo()
        if action.startswith("choose("):
            return state.is_terminal() or state.prompt() is None
        return False

    @on(ActionChosen)
    def _on_action(self, message: ActionChosen) -> None:
        self._apply(message.action)

    @on(RollRequested)
    def _on_roll(self) -> None:
        self.action_roll()

    @on(DiceEntered)
    def _on_dice(self, message: DiceEntered) -> None:
        self.enter_dice_text(message.text)

    def action_tab(self, pane: str) -> None:
        """Show one of the tabs (cards, modifiers, what if, log). On a short terminal the tabs
        then take the room of the step's text and the odds (both scroll) until the next move:
        at 24 lines the tab asked for would otherwise have no line left."""
        tabs = self.query_one(TabbedContent)
        self.query_one("#battle-main").set_class(self.app.size.height < TALL, "-tab-view")
        tabs.active = pane
        target = tabs.get_pane(pane).query("RuleList, BattleWhatIf").first()
        target.focus()

    @on(RuleSelected)
    def _on_rule(self, message: RuleSelected) -> None:
        self.open_rule(message.rule)

    def open_rule(self, rule: str) -> None:
        """Open the paragraph of a rule reference in the reader (when the app offers it)."""
        opener = getattr(self.app, "open_rule", None)
        if callable(opener):
            opener(rule)
        else:
            self.notify(_("Rule: {rule}").format(rule=rule))


def _rolled_again(walk: Walk) -> tuple:
    """The log entries of the last move when it was a roll and another roll follows at once
    (a tie rolled again), so the roll screen says why it is back."""
    if len(walk.states) < 2 or "dice" not in walk.moves[-1] or not walk.state.is_chance():
        return ()
    before = walk.states[-2]
    return tuple(walk.state.log[len(before.log) :])
