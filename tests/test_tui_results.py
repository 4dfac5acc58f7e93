"""What the battle screen says about results, read from its widgets: the odds of one roll apart
from the whole battle's, a note where a number depends on the player's own chart, and the end of
a battle in sentences."""

from __future__ import annotations

from engine import odds
from engine.scenario import load_scenario
from locales import format_percent
from tests.tui_battle_helpers import (  # noqa: F401  (private_dirs is an autouse fixture)
    ROOT,
    battle_app,
    now_text,
    pilot_test,
    private_dirs,
    settle,
)
from tui.widgets.battle_odds import OddsBars


def _to_roll(state):
    while not state.is_chance():
        state = state.apply(state.prompt().default)
    return state


def _odds_lines(screen) -> list[str]:
    return [line.plain for line in screen.query_one(OddsBars)._lines(76)]


@pilot_test
async def test_soe_naval_roll_shows_this_roll_then_the_whole_battle():
    state = _to_roll(load_scenario(ROOT / "examples" / "soe-naval-battle.toml"))
    app = battle_app(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        lines = _odds_lines(app.screen)
        whole = lines.index("The whole battle:")
        # soe 003 naval: the roll decides the naval battle only; its chances are those of the
        # naval winner in the whole attack's exact outcomes
        result = odds(state)
        for line, winner in zip(lines[:whole], ("attacker", "defender", "tie"), strict=True):
            label = {"tie": "tie at sea"}.get(winner, f"{winner} wins at sea")
            chance = result.probability(lambda o, w=winner: o["naval"]["winner"] == w)
            assert line.startswith(label + " ") and line.endswith(format_percent(float(chance)))
        assert lines[whole + 1].startswith("attacker wins ")


@pilot_test
async def test_ccc_open_result_is_a_note_not_zero_percent():
    state = _to_roll(load_scenario(ROOT / "examples" / "ccc-land-colony.toml"))
    app = battle_app(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        lines = _odds_lines(app.screen)
        assert "The result: you read it from your table" in lines
        assert not any(line.startswith(("attacker wins", "defender wins")) for line in lines)


@pilot_test
async def test_the_end_of_a_tenochtitlan_battle_reads_as_a_sentence():
    # examples/tenochtitlan-melee.toml: a 6 is attack 2 + 6 = 8 against defence 5 (DF + 3)
    state = _to_roll(load_scenario(ROOT / "examples" / "tenochtitlan-melee.toml"))
    final = state.apply_dice((6,))
    while not final.is_terminal():
        final = final.apply(final.prompt().default)
    app = battle_app(final)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        shown = now_text(app.screen)
        assert "The battle is over." in shown
        assert (
            "Attack 1 (melee: Spanish cavalry against Aztec warriors, 2 + 1d6 against 5): "
            "eliminated" in shown.replace("\n", " ")
        )


def test_what_if_change_has_the_right_sign_and_says_when_it_is_too_small():
    from fractions import Fraction

    from tui.odds_rows import OddsRow
    from tui.widgets.battle_whatif import _delta

    def row(value):
        return OddsRow("attacker_wins", "attacker wins", Fraction(value), True)

    # a change of chance is in percentage points, not a percent of the chance
    assert _delta(row("1/2"), row("3/4")) == "+25 pp"
    assert _delta(row("3/4"), row("1/2")) == "−25 pp"
    assert _delta(row("1/2"), row("500001/1000000")) == "a tiny change"
    # it is the difference of the two numbers as shown: 92.2% → 95.2% is +3 (exactly 2.902)
    old, new = row("92249/100000"), row("95151/100000")
    assert (format_percent(0.92249), format_percent(0.95151)) == ("92.2%", "95.2%")
    assert _delta(old, new) == "+3 pp"
