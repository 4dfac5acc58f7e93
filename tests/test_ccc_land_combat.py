"""CCC land combat (seed 000, 6.6.3): announcements, LC DR, bombardment, results, steps 5-6."""

import copy
from collections import Counter
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from engine import registry
from engine.errors import InputError
from engine.games.ccc.land_forces import Army, Colony, RoundingNeeded, shore_bombardment
from engine.odds import odds
from engine.scenario import parse_scenario

EXAMPLES = Path(__file__).parent.parent / "examples"


def _value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace('"', '\\"') + '"'
    return str(value)


def toml(data, prefix=""):
    """TOML text for a dict of scalars, sub-tables and arrays of tables."""
    lines, tables, arrays = [], [], []
    for key, value in data.items():
        if isinstance(value, dict):
            tables.append((key, value))
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            arrays.append((key, value))
        elif isinstance(value, list):
            lines.append(f"{key} = [{', '.join(_value(v) for v in value)}]")
        else:
            lines.append(f"{key} = {_value(value)}")
    for key, value in tables:
        lines.append(f"[{prefix}{key}]")
        lines.append(toml(value, f"{prefix}{key}."))
    for key, items in arrays:
        for item in items:
            lines.append(f"[[{prefix}{key}]]")
            lines.append(toml(item, f"{prefix}{key}."))
    return "\n".join(lines)


BASE = {
    "procedure": "ccc/land-combat",
    "game": "veteran",
    "attacker": {"name": "England", "military_units": 3},
    "defender": {"name": "Spain", "military_units": 2},
}


def merged(base, changes):
    result = copy.deepcopy(base)
    for key, value in changes.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = merged(result[key], value)
        elif value is None:
            result.pop(key, None)
        else:
            result[key] = value
    return result


def land(**changes):
    """A land combat from BASE with changes (None removes a key)."""
    return parse_scenario(toml(merged(BASE, changes)), "test.toml")


def to_roll(state):
    """Take the default at every decision up to the LC DR."""
    while not state.is_chance():
        state = state.apply(state.prompt().default)
    return state


def render(message):
    return message.render(lambda s: s)


# --- shore bombardment (ccc 000 step 4, online rulebook 6.6.3.4) ------------------------------


def bombard(attacker_cf, defender_cf, colony=None, rounding="", units=(3, 3)):
    armies = {
        "attacker": Army("A", military_units=units[0], leader=True, bombardment_cf=attacker_cf),
        "defender": Army("D", military_units=units[1], leader=False, bombardment_cf=defender_cf),
    }
    return {s: b.bonus for s, b in shore_bombardment(armies, colony, rounding).items()}


def test_bombardment_is_20_percent_of_the_ships_cf():
    # ccc 000 step 4: 20% of the supporting ships' CF is added to the LC DR
    assert bombard(15, 0) == {"attacker": 3, "defender": 0}
    assert bombard(0, 10) == {"attacker": 0, "defender": 2}


def test_bombardment_is_10_percent_against_a_port_or_naval_base():
    # ccc 000 step 4: 10% when the ships face a hostile port or naval base
    for harbour in ("port", "naval-base"):
        assert bombard(30, 0, Colony(harbour=harbour)) == {"attacker": 3, "defender": 0}
    assert bombard(0, 10, Colony(harbour="port")) == {"attacker": 0, "defender": 2}
    # the same in a land combat against a colony with a port: 10% of 30 = 3
    state = land(colony={"harbour": "port"}, attacker={"bombardment_cf": 30})
    assert [(render(m.source), m.value) for m in state.modifiers().for_side("attacker")] == [
        (
            "shore bombardment: 10% of ships' CF 30 = 3, less the other side's 0, "
            "then at most 4 (own combat units; this order is our reading)",
            3,
        )
    ]


def test_bombardment_is_capped_by_own_combat_units():
    # ccc 000 step 4, the page's example: 1 leader + 3 military units = 4 combat units, at most +4
    assert bombard(50, 0) == {"attacker": 4, "defender": 0}


def test_only_the_larger_bombardment_counts_reduced_by_the_other():
    # ccc 000 step 4: only the larger side is supported, by the difference
    assert bombard(20, 10) == {"attacker": 2, "defender": 0}
    assert bombard(10, 25) == {"attacker": 0, "defender": 3}
    assert bombard(15, 15) == {"attacker": 0, "defender": 0}
    # reading taken: the cap applies to the net bonus (50 -> 10, less 2, capped at 4)
    assert bombard(50, 10) == {"attacker": 4, "defender": 0}


def test_bombardment_record_keeps_each_stage_of_the_computation():
    # ccc 000 step 4: 20% of 50 = 10 against 20% of 10 = 2; only the larger side is supported,
    # by the difference 8, capped at its 1 leader + 3 units = 4; the smaller side gets nothing
    armies = {
        "attacker": Army("A", military_units=3, leader=True, bombardment_cf=50),
        "defender": Army("D", military_units=3, leader=False, bombardment_cf=10),
    }
    shots = shore_bombardment(armies, None, "")
    attacker, defender = shots["attacker"], shots["defender"]
    assert (attacker.percent, attacker.ships_cf, attacker.exact, attacker.value) == (20, 50, 10, 10)
    assert (attacker.net, attacker.cap, attacker.bonus) == (8, 4, 4)
    assert (defender.percent, defender.ships_cf, defender.exact, defender.value) == (20, 10, 2, 2)
    assert (defender.net, defender.cap, defender.bonus) == (0, 3, 0)
    # the same numbers as the modifiers show them (England: 3 units and its leader)
    state = land(attacker={"bombardment_cf": 50}, defender={"bombardment_cf": 10})
    shown = {
        side: [(render(m.source), m.value) for m in state.modifiers().for_side(side)]
        for side in ("attacker", "defender")
    }
    assert shown == {
        "attacker": [
            (
                "shore bombardment: 20% of ships' CF 50 = 10, less the other side's 2, "
                "then at most 4 (own combat units; this order is our reading)",
                4,
            )
        ],
        "defender": [
            (
                "shore bombardment: 20% of ships' CF 10 = 2, less the other side's 10, "
                "then at most 3 (own combat units; this order is our reading)",
                0,
            )
        ],
    }


def test_rounding_comes_from_the_scenario():
    # ccc 000 step 4: the rounding of 20% / 10% is not in our sources
    assert bombard(12, 0, rounding="down") == {"attacker": 2, "defender": 0}
    assert bombard(12, 0, rounding="up") == {"attacker": 3, "defender": 0}
    assert bombard(12, 6, rounding="up") == {"attacker": 1, "defender": 0}  # 3 - 2
    state = land(bombardment_rounding="up", attacker={"bombardment_cf": 12})
    mods = {render(m.source): m.value for m in state.modifiers().for_side("attacker")}
    assert any("20% of ships' CF 12 = 3" in text for text in mods)
    # without a rounding, 20% of 12 = 2.4 is refused, naming the side, its percentage and CF
    with pytest.raises(RoundingNeeded) as raised:
        bombard(12, 0)
    assert str(raised.value) == "attacker"
    assert (raised.value.side, raised.value.percent, raised.value.ships_cf) == ("attacker", 20, 12)


# --- steps 2 and 3: announcements -----------------------------------------------------------


def test_cavalry_charge_attacker_first_and_only_with_cavalry():
    # ccc 000 step 2: announce cavalry charges, attacker first
    state = land(attacker={"cavalry": 1}, defender={"cavalry": 1})
    assert state.prompt().actor == "attacker" and state.legal_actions() == ("charge", "no-charge")
    defender = state.apply("charge")
    assert defender.prompt().actor == "defender" and defender.charges == ("attacker",)
    assert land().is_chance()  # no cavalry and no siege bonus: straight to the roll


def test_a_cavalry_charge_is_asked_of_the_side_and_logged_under_step_2():
    # ccc 000 step 2: each side with cavalry announces a charge or not, the attacker first
    state = land(attacker={"cavalry": 1})
    assert render(state.prompt().message) == "England (attacker): announce a cavalry charge?"
    charged = state.apply("charge")
    lines = [(render(e.message), e.rule) for e in charged.log]
    assert (
        "England (attacker) announces a cavalry charge (its effect: from your rulebook)",
        "ccc 000 step 2",
    ) in lines
    # the defender has no cavalry, so it is not asked
    assert ("Spain (defender) has no cavalry: no cavalry charge", "ccc 000 step 2") in lines


def test_a_side_that_declines_to_charge_says_so_in_the_log():
    # ccc 000 step 2: not charging is a choice, logged under the step like an announcement
    state = land(attacker={"cavalry": 1}, defender={"cavalry": 1})
    declined = state.apply("no-charge").apply("no-charge")
    lines = [(render(e.message), e.rule) for e in declined.log]
    assert ("England (attacker): no cavalry charge announced", "ccc 000 step 2") in lines
    assert ("Spain (defender): no cavalry charge announced", "ccc 000 step 2") in lines
    assert declined.charges == ()


def test_palisade_stops_the_attackers_charge_outside_the_basic_game():
    # ccc 000 step 2 (Module G, veteran game): no charge against a palisade or better
    colony = {"fortification": "palisade", "fortification_value": 1}
    state = land(colony=colony, attacker={"cavalry": 1}, defender={"cavalry": 1})
    assert state.prompt().actor == "defender"  # the defender may still charge
    assert any("may not charge" in e.message.msgid for e in state.log)
    basic = land(game="basic", colony=colony, attacker={"cavalry": 1})
    assert basic.prompt().actor == "attacker"


def test_siege_bonus_needs_artillery_a_fortified_colony_and_no_basic_game():
    # ccc 000 step 3: attacker only, not in the basic game; artillery against a fortified colony
    colony = {"fortification": "fort", "fortification_value": 2}
    state = land(colony=colony, attacker={"artillery": 1})
    assert state.legal_actions() == ("siege-bonus", "no-siege-bonus")
    assert state.apply("siege-bonus").siege
    for changes in (
        {"game": "basic", "colony": colony, "attacker": {"artillery": 1}},
        {"attacker": {"artillery": 1}},
        {"colony": colony},
    ):
        assert land(**changes).is_chance(), changes


def test_conditional_modifiers_apply_only_when_announced():
    # the effects of a charge and of the siege bonus are not in our sources: scenario input
    mods = [
        {"source": "charge", "value": 2, "requires": "cavalry-charge"},
        {"source": "enemy charge", "value": -1, "requires": "enemy-cavalry-charge"},
        {"source": "siege", "value": 3, "requires": "siege-bonus"},
        {"source": "always", "value": 1},
    ]
    colony = {"fortification": "palisade", "fortification_value": 1}
    state = land(
        game="basic",
        colony=colony,
        attacker={"cavalry": 1, "artillery": 1, "modifiers": mods},
        defender={"cavalry": 1, "modifiers": mods},
    )
    assert dict(state.modifiers().totals) == {"attacker": 1, "defender": 2}  # +1 palisade
    both = state.apply("charge").apply("charge")
    assert dict(both.modifiers().totals) == {"attacker": 2, "defender": 3}
    sources = [render(m.source) for m in both.modifiers().for_side("attacker")]
    assert "charge (from your game's chart)" in sources
    assert "always (from your game's chart)" in sources
    rules = {m.rule for m in both.modifiers().modifiers}
    assert {"ccc 000 step 2", "ccc 000 step 4"} <= rules
    vet = land(colony=colony, attacker={"artillery": 1, "modifiers": mods})
    assert dict(vet.apply("siege-bonus").modifiers().totals)["attacker"] == 4


def step3_lines(state):
    """The English log lines cited to step 3."""
    return [render(e.message) for e in state.log if e.rule == "ccc 000 step 3"]


def finished(state):
    """The combat walked on with defaults and dice of 1s to its end."""
    while not state.is_terminal():
        state = (
            state.apply_dice((1, 1, 1, 1))
            if state.is_chance()
            else state.apply(state.prompt().default)
        )
    return state


def test_step_3_always_says_whether_the_siege_bonus_is_announced_and_why_not():
    # ccc 000 step 3: announced by the attacker only, and not in the basic game
    colony = {"fortification": "fort", "fortification_value": 2}
    declined = land(colony=colony, attacker={"artillery": 1}).apply("no-siege-bonus")
    assert step3_lines(declined) == [
        "England (attacker): no siege bonus announced (the attacker's choice)"
    ]
    basic = land(game="basic", colony=colony, attacker={"artillery": 1})
    assert step3_lines(basic) == ["No siege bonus in the basic game"]
    # the example, walked with the defaults: step 3 is no longer skipped silently
    example = parse_scenario((EXAMPLES / "ccc-land-colony.toml").read_text(), "x.toml")
    assert step3_lines(finished(example)) == [
        "England (attacker): no siege bonus announced (the attacker's choice)"
    ]


def test_an_announced_siege_bonus_counts_only_the_players_value():
    # ccc 000 step 3 (rules/sources.md §1.4: its size is not in our sources): announcing it adds
    # only the value the scenario gives, shown as the player's, and the outcome says what it did
    colony = {"fortification": "fort", "fortification_value": 2}
    siege = [{"source": "siege", "value": 2, "requires": "siege-bonus"}]
    given = land(colony=colony, attacker={"artillery": 1, "modifiers": siege})
    announced = given.apply("siege-bonus")
    assert step3_lines(announced) == [
        "England (attacker): siege bonus announced: +2 to the LC DR, your value"
    ]
    sources = [render(m.source) for m in announced.modifiers().for_side("attacker")]
    assert sources == ["siege (siege bonus: your value, from your rulebook)"]
    outcome = finished(announced).outcome()
    assert outcome["siege_bonus"] is True and outcome["siege_bonus_value"] == 2
    said = [render(m) for m in registry.get("ccc/land-combat").words.sentences(outcome)]
    assert "The attacker announced the siege bonus: +2 to its LC DR (your value)" in said
    assert "The siege bonus applied" not in said
    # no value given: the LC DR does not change, and nothing claims it did
    bare = land(colony=colony, attacker={"artillery": 1})
    before = dict(bare.modifiers().totals)
    announced = bare.apply("siege-bonus")
    assert dict(announced.modifiers().totals) == before
    assert step3_lines(announced) == [
        "England (attacker): siege bonus announced; the scenario gives it no value (its size: "
        "from your rulebook, as a modifier that requires the siege bonus), so the LC DR does "
        "not change"
    ]
    outcome = finished(announced).outcome()
    assert outcome["siege_bonus"] is True and outcome["siege_bonus_value"] is None
    said = [render(m) for m in registry.get("ccc/land-combat").words.sentences(outcome)]
    assert (
        "The attacker announced the siege bonus; the scenario gives it no value, so the LC DR "
        "does not include it"
    ) in said
    # not announced: no value in the outcome, no sentence about it
    outcome = finished(bare.apply("no-siege-bonus")).outcome()
    assert outcome["siege_bonus"] is False and outcome["siege_bonus_value"] is None


# --- cards (ccc 000 cards) -------------------------------------------------------------------


def cards_state():
    return land(
        attacker={
            "cards": [{"id": "plan", "name": "Plan"}, {"id": "fury", "kind": "red"}],
            "modifiers": [{"source": "plan", "value": 2, "requires": "card:plan"}],
        },
        defender={
            "cards": [{"id": "parry", "name": "Parry", "kind": "reaction"}, {"id": "drill"}],
            "modifiers": [{"source": "parry", "value": 1, "requires": "card:parry"}],
        },
    )


def status(state):
    return {c.card: (c.playable, c.reason and c.reason.msgid) for c in state.cards()}


def test_card_timing_any_non_red_card_in_steps_1_to_3_reaction_only_from_step_4():
    # ccc 000 cards, German text: "Nach Schritt 3 ... können nur noch Reaktionskarten gespielt
    # werden": steps 1-3 any non-red card (reaction cards too), from step 4 reaction cards only
    state = cards_state()
    assert state.slug() == "free-actions" and state.prompt().actor == "attacker"
    cards = status(state)
    assert cards["ccc.card.plan"][0] and not cards["ccc.card.fury"][0]
    assert "red cards" in cards["ccc.card.fury"][1]
    assert "attacker plays first" in cards["ccc.card.parry"][1]
    assert "attacker plays first" in cards["ccc.card.drill"][1]
    assert render(state.cards()[2].reason) == "the attacker plays first; then the defender plays"
    # the attacker is asked first; passing is one of its choices
    prompt = state.prompt()
    assert render(prompt.message) == "England (attacker): play cards at the start of this step?"
    assert [(a.id, render(a.label), a.rule) for a in prompt.actions] == [
        ("pass", "play no (more) cards at this step", "ccc 000 cards"),
        ("play:plan", "play Plan", "ccc 000 cards"),
    ]
    # a playable card names the action that plays it; a card that cannot be played names none
    actions = {c.card: c.action for c in state.cards()}
    assert actions == {
        "ccc.card.plan": "play:plan",
        "ccc.card.fury": None,
        "ccc.card.parry": None,
        "ccc.card.drill": None,
    }
    assert "play:plan" in state.legal_actions()
    played = state.apply("play:plan")
    assert (render(played.log[-1].message), played.log[-1].rule) == (
        "England (attacker) plays Plan",
        "ccc 000 cards",
    )
    assert status(played)["ccc.card.plan"] == (False, "already played")
    assert dict(played.modifiers().totals)["attacker"] == 2
    # the card's modifier is shown with the card's name, from the card's text (ccc 000 cards)
    shown = [(render(m.source), m.value, m.rule) for m in played.modifiers().for_side("attacker")]
    assert shown == [("plan (card Plan, from its text)", 2, "ccc 000 cards")]
    # nothing else the attacker can play: the defender's turn comes by itself, and its reaction
    # card is playable at step 1 as well as its normal card
    assert played.prompt().actor == "defender"
    assert played.legal_actions() == ("pass", "play:parry", "play:drill")
    actions = {c.card: c.action for c in played.cards()}
    assert actions["ccc.card.parry"] == "play:parry" and actions["ccc.card.drill"] == "play:drill"
    assert actions["ccc.card.plan"] is None  # already played
    # at step 4 only the reaction card is left
    at_round = played.apply("pass")
    while at_round.slug() != "round":
        at_round = at_round.apply(at_round.prompt().default)
    assert at_round.prompt().actor == "defender"
    assert at_round.legal_actions() == ("pass", "play:parry")
    assert "from step 4 on only reaction" in status(at_round)["ccc.card.drill"][1]
    reasons = {c.card: c.reason and render(c.reason) for c in at_round.cards()}
    assert reasons == {
        "ccc.card.plan": "already played",
        "ccc.card.fury": (
            "red cards cannot be played: at the start of a step only non-red cards may be activated"
        ),
        "ccc.card.parry": None,
        "ccc.card.drill": (
            "from step 4 on only reaction cards can be played (in steps 1-3 any card that is "
            "not red)"
        ),
    }
    # once the window at the start of step 4 is closed, the reaction card waits for the next one
    closed = at_round.apply("pass")
    assert closed.is_chance()
    assert render(closed.cards()[2].reason) == "cards are played at the start of a step"
    rolled = at_round.apply("play:parry")
    assert rolled.is_chance() and dict(rolled.modifiers().totals)["defender"] == 1
    assert rolled.outcome_from_dice((1, 1, 1, 1)) == (4, 3)


def test_no_card_can_be_played_once_the_land_combat_is_over():
    # ccc 000 cards: cards are played at the start of a step; after step 6 there is none left
    state = cards_state()
    while not state.is_terminal():
        state = state.apply_dice((3, 3, 3, 3)) if state.is_chance() else state.apply("pass")
        if "result:open" in state.legal_actions():
            state = state.apply("result:open")
    assert state.outcome()["cards_played"] == []
    reasons = {c.card: (c.playable, render(c.reason)) for c in state.cards()}
    assert reasons == {
        "ccc.card.plan": (False, "the land combat is over"),
        "ccc.card.fury": (
            False,
            "red cards cannot be played: at the start of a step only non-red cards may be "
            "activated",
        ),
        "ccc.card.parry": (False, "the land combat is over"),
        "ccc.card.drill": (False, "the land combat is over"),
    }


def test_a_card_modifier_must_name_a_card_the_scenario_lists():
    # ccc 000 cards: a modifier that counts once its card is played names one of the listed cards
    with pytest.raises(InputError) as raised:
        land(
            attacker={
                "cards": [{"id": "plan", "name": "Plan"}],
                "modifiers": [{"source": "s", "value": 1, "requires": "card:nope"}],
            },
            defender={"cards": [{"id": "drill", "name": "Drill"}]},
        )
    assert raised.value.render() == (
        "test.toml: attacker.modifiers[0].requires: no card with id 'nope' is listed "
        "(known: drill, plan)"
    )
    with pytest.raises(InputError) as raised:
        land(defender={"modifiers": [{"source": "s", "value": 1, "requires": "card:parry"}]})
    assert raised.value.render() == (
        "test.toml: defender.modifiers[0].requires: no card with id 'parry' is listed (known: -)"
    )


# --- step 4: the LC DR -----------------------------------------------------------------------


def brute_force(att_mod, def_mod, pn):
    """Final LC DR pairs by enumerating four dice (independent of the engine's distributions)."""
    counts = Counter()
    for a1, a2, d1, d2 in product(range(1, 7), repeat=4):
        att, dfd = a1 + a2 + att_mod, d1 + d2 + def_mod
        if pn is not None:
            att, dfd = max(pn, att), max(pn, dfd)
        counts[(att, dfd)] += 1
    return {pair: Fraction(n, 6**4) for pair, n in counts.items()}


@pytest.mark.parametrize(
    "att_mod, def_mod, pn", [(0, 0, None), (2, -3, None), (-4, 1, 2), (1, 1, 5)]
)
def test_exact_odds_of_the_lc_drs_match_brute_force(att_mod, def_mod, pn):
    # ccc 000 step 4: two dice + modifiers; the final DR may not drop below PN
    changes = {
        "attacker": {"modifiers": [{"source": "a", "value": att_mod}] if att_mod else []},
        "defender": {"modifiers": [{"source": "d", "value": def_mod}] if def_mod else []},
    }
    if pn is not None:
        changes["pn"] = pn
    state = to_roll(land(**changes))
    result = odds(state)
    assert result.total() == 1
    engine = Counter()
    for outcome, p in result.outcomes:
        engine[(outcome["attacker_dr"], outcome["defender_dr"])] += p
        assert outcome["difference"] == outcome["attacker_dr"] - outcome["defender_dr"]
    expected = brute_force(att_mod, def_mod, pn)
    assert dict(engine) == expected
    summary = registry.get("ccc/land-combat").summarize(result)
    assert summary["attacker_dr_higher"] == sum(p for (a, d), p in expected.items() if a > d)
    assert summary["equal_dr"] == sum(p for (a, d), p in expected.items() if a == d)
    assert summary["result_open"] == 1 and summary["attacker_wins"] == 0
    assert summary["expected_difference"] == sum((a - d) * p for (a, d), p in expected.items())


def test_each_side_rolls_two_dice_attacker_first():
    # ccc 000 step 4 (online rulebook 6.6.3.4): each side rolls two dice ("2 DR") for its LC DR
    state = to_roll(land())
    groups = [(g.side, g.count, g.sides, render(g.label)) for g in state.dice()]
    assert groups == [
        ("attacker", 2, 6, "England (attacker): LC DR"),
        ("defender", 2, 6, "Spain (defender): LC DR"),
    ]


def test_final_dr_is_raised_to_pn_and_logged():
    # ccc 000 step 4: the final DR value may not drop below PN
    state = land(pn=3, attacker={"modifiers": [{"source": "bad", "value": -2}]})
    label = render(state.modifiers().label)
    assert label == "LC DR modifiers (added to two dice; the final DR is at least PN = 3)"
    assert render(land().modifiers().label) == "LC DR modifiers (added to two dice)"
    after = state.apply_dice((1, 1, 6, 5))
    assert after.drs == (3, 11)
    texts = [render(e.message) for e in after.log]
    assert any("1 + 1, modifiers -2: 0, raised to PN 3" in t for t in texts)
    assert after.prompt().actions[-1].id == "result:open"
    assert "difference -8" in render(after.prompt().message)


def test_fortification_red_value_counts_for_a_european_owner_only():
    # ccc 000 step 4: European owners add the red value of their palisade or better
    colony = {"fortification": "fortress", "fortification_value": 3}
    assert dict(land(colony=colony).modifiers().totals)["defender"] == 3
    shown = [(render(m.source), m.value, m.rule) for m in land(colony=colony).modifiers().modifiers]
    assert shown == [("red value of the colony's fortress (European owner)", 3, "ccc 000 step 4")]
    pirates = land(colony=colony, defender={"kind": "pirates"})
    assert dict(pirates.modifiers().totals)["defender"] == 0


def test_a_reaction_card_played_at_step_1_counts_in_the_lc_dr():
    # ccc 000 cards (German text): a reaction card may be played in steps 1-3 too
    state = cards_state().apply("pass").apply("play:parry")
    assert ("defender", "parry") in state.played and state.slug() == "free-actions"
    assert dict(state.modifiers().totals)["defender"] == 1
    assert status(state)["ccc.card.parry"] == (False, "already played")
