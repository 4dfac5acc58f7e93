"""What the player is shown of the odds, read from the widgets' content (not from pixels).

The reference numbers come straight from the engine (``engine.odds.odds`` and the procedure's
own ``summarize``, both pinned by the rules tests); these tests pin that the screen shows each
probability against its own label (not 1 − p, not another row's) and that the what-if tab gives
each change its true direction and size.
"""

from __future__ import annotations

from fractions import Fraction

from engine import registry
from engine.odds import odds
from locales import format_number, format_percent
from tests.tui_battle_helpers import BattleTestApp, default_state, pilot_test, settle
from tui.battle_text import label
from tui.odds_rows import OddsRow, summary_rows
from tui.screens.battle import BattleScreen
from tui.widgets.battle_odds import OddsBars

SIZE = (120, 40)  # every headline bar fits


def _decision_state():
    """The default Here I Stand field battle at the attacker's combat cards (a real choice)."""
    state = default_state()
    while state.prompt() is None or not state.log:
        prompt = state.prompt()
        state = state.apply(prompt.default) if prompt else state.roll()
    return state


def _percent(value) -> str:
    return format_percent(float(value))


def _probabilities(state, choices=()):
    spec = registry.get(state.procedure)
    summary = spec.summarize(odds(state, choices=list(choices)))
    return {key: value for key, value in summary.items() if not key.startswith("expected")}


@pilot_test
async def test_each_odds_bar_shows_its_own_probability():
    state = _decision_state()
    expected = _probabilities(state)
    assert any(0 < value < 1 and value != 1 - value for value in expected.values())
    app = BattleTestApp(lambda: BattleScreen(state))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        lines = app.screen.query_one(OddsBars).render().plain.splitlines()
        for key, value in expected.items():
            if not value:
                continue
            [line] = [line for line in lines if line.startswith(label(key))]
            assert line.rstrip().endswith(_percent(value)), (key, line)
            if value != 1 - value:
                assert not line.rstrip().endswith(_percent(1 - value))


@pilot_test
async def test_what_if_shows_each_change_with_its_direction():
    state = _decision_state()
    base = _probabilities(state)
    app = BattleTestApp(lambda: BattleScreen(state))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("w")
        await settle(pilot)
        text = str(app.screen.query_one("#whatif-text").render())
        checked = 0
        for action in state.prompt().actions:
            after = _probabilities(state, [action.id])
            for key, old in base.items():
                new = after[key]
                if new == old:
                    continue
                sign = "+" if new > old else "−"
                # the change is the difference of the two numbers shown, in percentage points
                shown = abs(round(float(new) * 100, 1) - round(float(old) * 100, 1))
                line = (
                    f"{label(key)}: {_percent(old)} → {_percent(new)} "
                    f"({sign}{format_number(round(shown, 1), 1)} pp)"
                )
                assert line in text, line
                checked += 1
        # Field Artillery and Tercios raise the attacker's chance and lower the defender's
        assert checked >= 4
        assert "(+" in text and "(−" in text


@pilot_test
async def test_outcomes_at_zero_are_listed_together_as_impossible():
    # his 001: the default field battle is never a withdrawal without battle nor a siege (an
    # open space); the two labels stand apart after "ruled out in this battle", not joined
    state = _decision_state()
    zero = [key for key, value in _probabilities(state).items() if not value]
    assert len(zero) >= 2
    app = BattleTestApp(lambda: BattleScreen(state))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        lines = app.screen.query_one(OddsBars).render().plain.splitlines()
        rows = {row.key: row.label for row in summary_rows(state.procedure, odds(state))}
        expected = "ruled out in this battle: " + " · ".join(rows[key] for key in zero)
        assert expected.endswith("withdrawal (no battle) · siege afterwards")
        assert expected in lines, lines
        # the what-if tab's headline numbers say it the same way, with no line at 0.0%
        await pilot.press("w")
        await settle(pilot)
        text = str(app.screen.query_one("#whatif-text").render())
        assert expected in text
        assert not [line for line in text.splitlines() if line.strip().startswith("0.0%")]


def test_a_change_that_rounding_hides_is_shown_to_four_decimals():
    from fractions import Fraction

    from tui.odds_rows import OddsRow
    from tui.widgets.battle_whatif import _delta, _value

    old = OddsRow("expected_losses_attacker", "expected losses attacker", Fraction(2), False)
    new = OddsRow(
        "expected_losses_attacker", "expected losses attacker", Fraction(20001, 10000), False
    )
    assert _value(old) == _value(new) and _delta(old, new) == "a tiny change"
    assert (_value(old, fine=True), _value(new, fine=True)) == ("2", "2.0001")


def test_expectations_say_their_shared_words_once_where_the_line_is_too_wide():
    # at 80 columns the battle's odds panel has about 56 cells: "expected losses defender 2.8"
    # was cut off the panel (it wrapped onto a line the panel had no room for)
    from tui.widgets.battle_odds import expectations_line

    rows = [
        OddsRow("loss-a", "expected losses attacker", Fraction(2), False),
        OddsRow("loss-d", "expected losses defender", Fraction(14, 5), False),
    ]
    wide = expectations_line(rows, 80)
    assert wide == "expected losses attacker 2 · expected losses defender 2.8"
    narrow = expectations_line(rows, 56)
    assert narrow == "expected losses: attacker 2 · defender 2.8"
    assert len(narrow) <= 56
    # names that share no words stay as they are (and wrap)
    other = [OddsRow("a", "hits", Fraction(1), False), OddsRow("b", "losses", Fraction(3), False)]
    assert expectations_line(other, 5) == "hits 1 · losses 3"
