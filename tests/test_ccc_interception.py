"""CCC interception attempt (seed 004, 6.6.1): order, INT DR with re-rolls, benefits, odds."""

from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from engine.errors import InputError
from engine.odds import odds
from engine.scenario import load_scenario, parse_scenario
from glossary.content import load_content

EXAMPLES = Path(__file__).parent.parent / "examples"


def fleet(name, **keys):
    lines = ["[[fleets]]", f"name = {name!r}".replace("'", '"')]
    mods = keys.pop("modifiers", [])
    for key, value in keys.items():
        shown = str(value).lower() if isinstance(value, bool) else repr(value).replace("'", '"')
        lines.append(f"{key} = {shown}")
    for mod in mods:
        lines.append("[[fleets.modifiers]]")
        lines += [f"{k} = {v!r}".replace("'", '"') for k, v in mod.items()]
    return "\n".join(lines) + "\n"


def scenario(*fleets, game="veteran", extra=""):
    head = f'procedure = "ccc/interception"\ngame = "{game}"\n{extra}'
    return parse_scenario(head + "".join(fleets), "test.toml")


def two_fleets(active_mod=0, passive_mod=0):
    mods_a = [{"source": "chart", "value": active_mod}] if active_mod else []
    mods_p = [{"source": "chart", "value": passive_mod}] if passive_mod else []
    return scenario(
        fleet("Mover", activated=True, modifiers=mods_a), fleet("Waiting", modifiers=mods_p)
    )


def render(message):
    return message.render(lambda s: s)


def names(state):
    return [state.fleets[i].name for i in state.order]


# --- step 1: who may try first ---------------------------------------------------------------


def test_order_pirates_by_af_then_buccaneers_then_activated_then_inactive():
    # ccc 004 order: 1 pirates (highest AF first), 2 buccaneers, 3 active fleet, 4 inactive fleets
    state = scenario(
        fleet("Inactive", cf=3),
        fleet("Weak pirate", kind="pirate", af=2, cf=2),
        fleet("Mover", activated=True, cf=3),
        fleet("Buccaneers", kind="buccaneer", cf=3),
        fleet("Strong pirate", kind="pirate", af=6, cf=6),
        game="expert",
    )
    assert names(state) == ["Strong pirate", "Weak pirate", "Buccaneers", "Mover", "Inactive"]
    # ccc 004 order: pirates intercept at the first opportunity, no decision is asked
    assert state.is_chance() and state.fleets[state.interceptor].name == "Strong pirate"
    # an inactive fleet may only target the activated fleet
    assert state.fleets[state.target].name == "Mover"


def test_activated_fleet_chooses_any_target_and_declining_passes_the_turn():
    # ccc 004 order: entry 3 free choice of target, entry 4 only the activated fleet
    state = load_scenario(EXAMPLES / "ccc-interception-basic.toml")
    assert state.legal_actions() == ("intercept", "decline")
    chosen = state.apply("intercept")
    assert chosen.legal_actions() == ("target:2", "target:3")
    assert chosen.modifiers() is None  # no target yet
    spanish = chosen.apply("target:3")
    assert spanish.is_chance() and spanish.fleets[spanish.target].name == "Spanish fleet"
    french = state.apply("decline")
    assert french.prompt().actor == "French fleet"
    attempt = french.apply("intercept")
    assert attempt.fleets[attempt.interceptor].name == "French fleet"
    assert attempt.fleets[attempt.target].name == "English fleet"
    nobody = french.apply("decline").apply("decline")
    assert nobody.is_terminal() and nobody.outcome()["attempt"] is False
    assert nobody.outcome()["winner"] is None


def test_treasure_fleet_never_starts_an_attempt():
    # ccc 004 order: treasure fleets (expert game) may not start an interception attempt
    state = load_scenario(EXAMPLES / "ccc-interception-expert.toml")
    assert state.prompt().actor == "Buccaneers of Tortuga"
    after = state.apply("decline")
    assert after.prompt().actor == "English fleet"
    assert any("treasure fleet" in e.message.msgid for e in after.log)


# --- step 2: the INT DR ----------------------------------------------------------------------


def test_int_dr_one_die_each_with_modifiers_and_applies_filter():
    # ccc 004 int-dr: one DR each; each side modifies its own INT DR from the chart
    state = load_scenario(EXAMPLES / "ccc-interception-basic.toml").apply("decline")
    state = state.apply("decline").apply("intercept")  # Spanish fleet intercepts English
    assert [(g.side, g.count, g.sides) for g in state.dice()] == [
        ("active", 1, 6),
        ("passive", 1, 6),
    ]
    report = state.modifiers()
    # the Spanish -1 applies only to its passive INT DR; here it rolls the active one
    assert dict(report.totals) == {"active": 0, "passive": 1}
    assert all(m.rule == "ccc 004 int-dr" for m in report.modifiers)
    assert "your game's chart" in report.modifiers[0].source.render(lambda s: s)


def test_each_int_dr_die_is_labelled_with_its_fleet_and_role():
    # ccc 004 int-dr: the fleet that starts the attempt makes the active INT DR, the other side
    # the passive one, one die each
    state = two_fleets().apply("intercept")
    labels = [(g.side, render(g.label)) for g in state.dice()]
    assert labels == [("active", "Mover: active INT DR"), ("passive", "Waiting: passive INT DR")]
    # an inactive fleet intercepting the activated one rolls the active die
    state = load_scenario(EXAMPLES / "ccc-interception-basic.toml").apply("decline")
    french = state.apply("intercept")
    labels = [render(g.label) for g in french.dice()]
    assert labels == ["French fleet: active INT DR", "English fleet: passive INT DR"]


def test_a_tie_is_rolled_again_and_counted():
    # ccc 004 int-dr / benefits: tie = re-roll of the INT DR
    state = two_fleets().apply("intercept")
    once = state.apply_dice((4, 4))
    assert once.is_chance() and once.rerolls == 1 and once.step == state.step
    twice = once.apply_dice((2, 2))
    done = twice.apply_dice((6, 1))
    assert done.prompt().actor == "Mover"
    final = done.apply("benefit:a")
    assert final.outcome()["rerolls"] == 2 and final.outcome()["winner"] == "active"
    assert final.rolls == 3


@pytest.mark.parametrize("active_mod, passive_mod", [(0, 0), (2, 0), (0, 3), (-1, 4), (5, 0)])
def test_odds_condition_on_a_non_tie_like_the_geometric_series(active_mod, passive_mod):
    # ccc 004 int-dr: ties repeat the same roll, so P(win) = W + T*W + T^2*W + ... = W / (1 - T)
    state = two_fleets(active_mod, passive_mod).apply("intercept")
    win = tie = 0
    for a, p in product(range(1, 7), repeat=2):
        win += a + active_mod > p + passive_mod
        tie += a + active_mod == p + passive_mod
    W, T = Fraction(win, 36), Fraction(tie, 36)
    engine = odds(state).probability(lambda o: o["winner"] == "active")
    partial = sum(T**k * W for k in range(40))
    assert partial <= engine <= partial + T**40
    assert engine == W / (1 - T)
    assert odds(state).total() == 1


def test_dice_path_agrees_with_odds_when_averaged_over_every_first_roll():
    # exhaustive: each first roll either decides or ties (then the odds from the tie state apply)
    state = two_fleets(1, 0).apply("intercept")
    total = Fraction(0)
    for a, p in product(range(1, 7), repeat=2):
        after = state.apply_dice((a, p))
        if after.is_chance():
            total += Fraction(1, 36) * odds(after).probability(lambda o: o["winner"] == "active")
        else:
            total += Fraction(1, 36) * (after.winner == "active")
    assert total == odds(state).probability(lambda o: o["winner"] == "active")


# --- step 3: benefits ------------------------------------------------------------------------


def win(state, role):
    return state.apply("intercept").apply_dice((6, 1) if role == "active" else (1, 6))


def test_benefits_open_to_the_activated_and_to_an_inactive_winner():
    # ccc 004 benefits: b activated fleet only, d inactive fleet only
    mover = win(two_fleets(), "active")
    assert mover.legal_actions() == ("benefit:a", "benefit:b", "benefit:c")
    waiting = win(two_fleets(), "passive")
    assert waiting.legal_actions() == ("benefit:a", "benefit:c", "benefit:d")


@pytest.mark.parametrize(
    "role, benefit, expected",
    [
        ("active", "a", {"naval_combat": True, "nc_dr_plus_1": "Mover"}),
        ("active", "b", {"naval_combat": False, "resumes_movement": "Mover"}),
        ("active", "c", {"no_interception_markers": ["Mover", "Waiting"]}),
        ("passive", "d", {"withdraws": "Waiting", "no_interception_markers": ["Waiting"]}),
    ],
)
def test_benefit_effects(role, benefit, expected):
    # ccc 004 benefits a-d
    outcome = win(two_fleets(), role).apply(f"benefit:{benefit}").outcome()
    assert outcome["benefit"] == benefit
    for key, value in expected.items():
        assert outcome[key] == value


@pytest.mark.parametrize(
    "pirate_cf, activated, benefit, because",
    [
        (5, False, "a", "against Navy (CF 4): more CF, so it fights"),
        (
            4,
            False,
            "d",
            "against Navy (CF 4): no more CF, so it withdraws (at equal CF: our reading of the "
            "English text; the German says less CF)",
        ),
        (
            3,
            False,
            "d",
            "against Navy (CF 4): no more CF, so it withdraws (at equal CF: our reading of the "
            "English text; the German says less CF)",
        ),
        (5, True, "a", "against Navy (CF 4): more CF, so it fights"),
        (4, True, "b", "against Navy (CF 4): no more CF, so it moves on"),
    ],
)
def test_pirates_choose_by_cf(pirate_cf, activated, benefit, because):
    # ccc 004 pirates: fight with more CF; with no more CF (English reading at a tie) move on
    # (activated) or withdraw (inactive); option c is never theirs
    state = scenario(
        fleet("Pirates", kind="pirate", cf=pirate_cf, activated=activated),
        fleet("Navy", cf=4, activated=not activated),
    )
    assert state.is_chance()  # pirates intercept without a decision
    final = state.apply_dice((6, 1))
    outcome = final.outcome()
    assert outcome["winner_fleet"] == "Pirates" and outcome["benefit"] == benefit
    # the log says why: both fleets' CF compared, and what the pirates do (ccc 004 pirates)
    pirate_lines = [render(e.message) for e in final.log if e.rule == "ccc 004 pirates"]
    assert pirate_lines[0] == f"Pirates (CF {pirate_cf}) {because}"


def test_every_logged_rule_is_in_the_chapter():
    content = load_content()
    state = load_scenario(EXAMPLES / "ccc-interception-pirates.toml")
    final = state.apply_dice((3, 3)).apply_dice((5, 2))
    state = load_scenario(EXAMPLES / "ccc-interception-expert.toml").apply("decline")
    other = state.apply("intercept").apply_dice((5, 2)).apply("benefit:d")
    for done in (final, other):
        assert done.is_terminal()
        for entry in done.log:
            assert content.paragraphs_for_ref(entry.rule), entry.rule


def test_every_example_sums_to_one():
    for path in sorted(EXAMPLES.glob("ccc-interception-*.toml")):
        result = odds(load_scenario(path))
        assert result.total() == 1, path


# --- bad scenarios ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "fleets, game, key, fragment",
    [
        ([fleet("A", activated=True)], "basic", "fleets", "at least two"),
        ([fleet("A"), fleet("B")], "basic", "fleets", "exactly one"),
        ([fleet("A", activated=True), fleet("B", activated=True)], "basic", "fleets", "found 2"),
        ([fleet("A", activated=True), fleet("A")], "basic", "fleets[1].name", "two fleets"),
        (
            [fleet("A", activated=True), fleet("P", kind="pirate", cf=1)],
            "basic",
            "fleets[1].kind",
            "basic game",
        ),
        (
            [fleet("A", activated=True), fleet("B", kind="buccaneer")],
            "veteran",
            "fleets[1].kind",
            "expert",
        ),
        (
            [fleet("A", activated=True, treasure=True), fleet("B")],
            "veteran",
            "fleets[0].treasure",
            "expert",
        ),
        (
            [fleet("A", activated=True), fleet("P", kind="pirate", cf=1)],
            "veteran",
            "fleets[0].cf",
            "comparing CF",
        ),
        (
            [
                fleet("A", activated=True, cf=1),
                fleet("P", kind="pirate", cf=1),
                fleet("Q", kind="pirate", cf=1, af=2),
            ],
            "veteran",
            "fleets[1].af",
            "highest AF",
        ),
        (
            [fleet("A", activated=True, speed=2), fleet("B")],
            "basic",
            "fleets[0].speed",
            "unknown key",
        ),
        (
            [fleet("A", activated=True, kind="navy"), fleet("B")],
            "basic",
            "fleets[0].kind",
            "not one of",
        ),
        (
            [
                fleet(
                    "A",
                    activated=True,
                    modifiers=[{"source": "x", "value": 1, "applies": "always"}],
                ),
                fleet("B"),
            ],
            "basic",
            "fleets[0].modifiers[0].applies",
            "not one of",
        ),
        (
            [fleet("A", activated=True, modifiers=[{"source": "x"}]), fleet("B")],
            "basic",
            "fleets[0].modifiers[0].value",
            "missing",
        ),
        ([fleet("A", activated=True), fleet("B")], "advanced", "game", "not one of"),
    ],
)
def test_bad_scenarios_name_the_key(fleets, game, key, fragment):
    with pytest.raises(InputError) as raised:
        scenario(*fleets, game=game)
    message = raised.value.render()
    assert f"test.toml: {key}:" in message and fragment in message


def test_missing_game_and_fleets_are_named():
    for text, key in (
        ('procedure = "ccc/interception"\n' + fleet("A", activated=True) + fleet("B"), "game"),
        ('procedure = "ccc/interception"\ngame = "basic"\n', "fleets"),
    ):
        with pytest.raises(InputError) as raised:
            parse_scenario(text, "test.toml")
        assert raised.value.key == key and "missing" in raised.value.render()
