"""The walkthrough of a Siege of Tenochtitlan phase: steps, decisions, modifiers, log and rules."""

from __future__ import annotations

import tomllib
from fractions import Fraction
from pathlib import Path

import pytest

from engine import registry
from engine.errors import BadDice, IllegalAction
from engine.odds import odds
from locales import translations
from tests.test_tenochtitlan_helpers import attack, build, play, results, target, unit

SPEC = registry.get("tenochtitlan/combat")
CHAPTER = (
    Path(__file__).parent.parent / "glossary" / "data" / "chapters" / "tenochtitlan-rules.toml"
)
STEP_SLUGS = (
    "draw-card",
    "movement",
    "defensive-fire",
    "declare",
    "retreat-before-combat",
    "roll",
    "result",
    "advance",
    "rally",
    "victory",
)


def slugs(state) -> list[str]:
    return [step.id.split("#")[1] for step in state.steps]


def chapter_refs() -> set[str]:
    data = tomllib.loads(CHAPTER.read_text(encoding="utf-8"))
    return {ref for s in data["sections"] for p in s["paragraphs"] for ref in p.get("refs", [])}


# --- steps and rules --------------------------------------------------------------------------


def test_steps_are_the_turn_outline_around_the_combat_steps():
    # seed 002, Spielzugübersicht: draw card, movement, defensive fire, combat, rally; victory
    assert tuple(slugs(build())) == STEP_SLUGS
    assert SPEC.steps == build().steps


def test_every_rule_the_steps_and_the_log_cite_is_in_the_chapter():
    refs = chapter_refs()
    assert {step.rule for step in SPEC.steps} <= refs
    assert set(SPEC.rules) <= refs
    for path in sorted((Path(__file__).parent.parent / "examples").glob("tenochtitlan-*.toml")):
        state = registry.get("tenochtitlan/combat").from_scenario(
            tomllib.loads(path.read_text(encoding="utf-8")), str(path)
        )
        for choices in ((), ("retreat-before-combat", "advance")):
            if choices and choices[0] not in state.legal_actions():
                continue
            final = play(state, [3, 3, 3][: _dice_needed(state, choices)], choices)
            cited = {entry.rule for entry in final.log}
            assert cited <= refs, path
            prompt_rules = {a.rule for a in (state.prompt().actions if state.prompt() else ())}
            assert prompt_rules <= refs


def _dice_needed(state, choices) -> int:
    for count in range(4):
        try:
            play(state, [3] * count, choices)
            return count
        except (IndexError, AssertionError):
            continue
    raise AssertionError("more than 3 dice")


@pytest.mark.parametrize("moved", [False, True])
def test_the_end_of_movement_cites_the_movement_phase_and_the_melee_rule_the_combat(moved):
    # tenochtitlan 002 Bewegung (the phase ends before defensive fire) and Kampf (a unit that
    # moved may only attack adjacent enemies, in melee)
    final = play(build(attack(attackers=[unit(moved=moved)])), [4], ["stay"])
    english = [(entry.rule.split()[-1], entry.message.render(lambda m: m)) for entry in final.log]
    assert english[1] == (
        "movement",
        f"Movement is over: {int(moved)} of the attacking units moved",
    )
    melee = ("combat", "A unit that moved may only attack in melee this turn (brigantines may "
             "still fire)")  # fmt: skip
    assert (english[2] == melee) is moved
    assert english[2 + moved][0] == "defensive-fire"


def test_log_walks_the_turn_outline_in_order():
    final = play(build(), [4], ["stay"])
    rules = [entry.rule.split()[-1] for entry in final.log]
    # tenochtitlan 002 turn: draw cards, movement, defensive fire, combat, rally (each line
    # cites the phase it belongs to: the end of movement is the movement phase's)
    assert rules[:4] == ["draw-cards", "movement", "defensive-fire", "combat"]
    assert rules[-2:] == ["rally", "victory"]
    assert final.step.endswith("#victory") and final.is_terminal()
    rolled = [entry for entry in final.log if entry.dice]
    assert len(rolled) == 1 and rolled[0].dice == (4,)
    assert rolled[0].rule == "tenochtitlan 002 combat-procedure"


def test_defensive_fire_phase_has_no_rally_and_no_advance():
    # seed 002, Defensivfeuer: the reacting player fires, no unit moves
    state = build(
        attack("ranged", attackers=[unit("aztec-bowmen", movement=3)], defender=target("cavalry")),
        phase="defensive-fire",
    )
    final = play(state, [6])
    assert results(final) == ["eliminated"]
    assert final.outcome()["attacks"][0]["advanced"] is None
    cited = [entry.rule for entry in final.log]
    assert "tenochtitlan 002 rally" not in cited
    assert cited.count("tenochtitlan 002 defensive-fire") >= 2


def test_the_active_card_is_shown_in_force_all_along_and_never_played():
    # tenochtitlan 002 combat: the active player's card sets how many units attack this turn;
    # its bonuses count for every attack (rules/sources.md §4). It is given in the set-up, so
    # no card is played during the phase and nothing is held in a hand.
    bonuses = [{"applies_to": "all", "value": 1}, {"applies_to": "cavalry", "value": 2}]
    state = build(bonuses=bonuses, limit=3)
    (card,) = state.cards()
    assert (card.playable, card.action, card.rule) == (False, None, "tenochtitlan 002 combat")
    assert card.side == "attacker" and card.holder == "spanish"
    english = card.reason.render(lambda text: text)
    assert english == (
        "in force all along, from the set-up: at most 3 attacking units; +1 for all attacks; "
        "+2 for Spanish cavalry"
    )
    german = card.reason.render(translations("de").gettext)
    assert "höchstens 3" in german and "spanische kavallerie" in german.lower()
    assert "cavalry" not in german  # the unit type by its name, never its id
    assert SPEC.cards == ()
    # tenochtitlan 002 defensive-fire: the reacting player's phase uses no card
    fire = attack(
        "ranged", attackers=[unit("aztec-bowmen", movement=3)], defender=target("cavalry")
    )
    assert build(fire, phase="defensive-fire").cards() == ()


# --- dice -----------------------------------------------------------------------------------


def test_one_die_and_bad_dice_change_nothing():
    state = build()
    (group,) = state.dice()
    assert (group.count, group.sides, group.side) == (1, 6, "attacker")
    assert group.hit_min == 3  # AF 2 against DF 4: a 3 reaches DF + 1
    for bad in ((7,), (0,), (3, 3), ()):
        with pytest.raises(BadDice):
            state.apply_dice(bad)
    assert state.is_chance() and state.rolls == 0


def test_hit_min_is_none_when_no_face_reaches_the_threshold():
    state = build(attack(defender=target(defense=9)))
    assert state.dice()[0].hit_min is None
    assert odds(state).outcomes[0][1] == 1


def test_the_attack_die_is_rolled_by_the_attacker_and_names_both_values():
    # seed 002, Kampfprozedur: attack value = AF + 1d6, compared with DF + 1 (and DF + 2);
    # seed 002, Geländeeffekte: the defender's terrain bonus adds to its defence.
    # Cavalry AF 2 against Aztec warriors DF 4 + terrain 1 = 5: DF + 1 = 6 needs a 4 or more.
    (group,) = build(attack(defender=target(terrain_bonuses=[1]))).dice()
    assert group.side == "attacker"
    label = group.label.render(str)
    assert label.startswith("Spanish:")
    assert "2 + 1d6 against 5" in label
    assert group.hit_min == 4


def test_every_face_has_an_effect_when_the_attack_is_strong_enough():
    # seed 002, Kampfprozedur: Aztec bowmen AF 3 against cavalry DF 2 in defensive fire;
    # a 1 already gives 3 + 1 = 4 >= DF + 1 = 3, so the lowest face with an effect is 1
    state = build(
        attack("ranged", attackers=[unit("aztec-bowmen", attack=3)], defender=target("cavalry", 2)),
        phase="defensive-fire",
    )
    (group,) = state.dice()
    assert group.side == "attacker"
    label = group.label.render(str)
    assert label.startswith("Aztec:")
    assert "3 + 1d6 against 2" in label
    assert group.hit_min == 1


# --- modifiers ------------------------------------------------------------------------------


def test_modifiers_list_attack_and_defence_pieces():
    state = build(
        attack(
            attackers=[unit("infantry", attack=3, movement=2), unit("cavalry")],
            defender=target(terrain_bonuses=[1, 2, 1]),
        ),
        bonuses=[{"applies_to": "all", "value": 1}, {"applies_to": "cavalry", "value": 2}],
    )
    report = state.modifiers()
    attacker = [(m.value, m.rule.split()[-1]) for m in report.for_side("attacker")]
    # AF of the primary, +1 for the second unit, +1 for all, cavalry bonus not applying (0)
    assert attacker == [
        (3, "combat-procedure"),
        (1, "combined-attacks"),
        (1, "card-bonuses"),
        (0, "card-bonuses"),
    ]
    assert "does not apply" in report.for_side("attacker")[3].source.render(str)
    defender = report.for_side("defender")
    assert [m.value for m in defender] == [4, 2]
    assert "not added: +1, +1" in defender[1].source.render(str)
    assert dict(report.totals) == {"attacker": 5, "defender": 6}


def test_a_single_terrain_bonus_is_a_defence_modifier_citing_the_terrain_rule():
    # seed 002, Geländeeffekte: a unit defending in terrain gets a defence bonus; with only one
    # bonus there is nothing left out. Aztec warriors (id w) DF 4 + terrain 2 = defence 6.
    report = build(attack(defender=target(id="w", terrain_bonuses=[2]))).modifiers()
    defender = report.for_side("defender")
    assert [m.value for m in defender] == [4, 2]
    factor = defender[0].source.render(str)
    # the only Aztec warriors of the scenario: its id tells nothing apart and is not shown
    assert factor == "Defense Factor of Aztec warriors"
    assert defender[1].source.render(str) == "terrain bonus"
    assert defender[1].rule == "tenochtitlan 002 terrain"
    assert dict(report.totals)["defender"] == 6


def test_a_units_id_is_shown_only_to_tell_units_of_one_type_apart():
    # two warriors units (ids n and s) are named by their ids; the single cavalry unit (id c)
    # by its type alone; the outcome keeps every id
    state = build(
        attack(attackers=[unit(id="c")], defender=target(id="n")),
        attack(attackers=[unit("infantry", movement=2)], defender=target(id="s")),
        limit=2,
    )
    first, second = (a.render(str) for a in (state.target().label(), state.units()[0].label()))
    assert (first, second) == ("Aztec warriors (n)", "Spanish cavalry")
    final = play(state, [1, 1])
    assert [a["target"] for a in final.outcome()["attacks"]] == ["n", "s"]
    assert final.outcome()["attacks"][0]["attackers"] == ["c"]


def test_no_modifiers_once_the_phase_is_over():
    assert play(build(), [1]).modifiers() is None


# --- retreat before combat --------------------------------------------------------------------


def faster_bowmen(**extra):
    """Infantry (MF 2) attacks Aztec bowmen (MF 3) in melee; ``extra`` replaces keys."""
    base = attack(
        attackers=[unit("infantry", movement=2)],
        defender=target("aztec-bowmen", movement=3, id="b"),
    )
    return base | extra


def test_retreat_before_combat_is_the_defenders_decision():
    # seed 002, Rückzug vor dem Kampf
    state = build(faster_bowmen())
    prompt = state.prompt()
    assert prompt.actor == "aztec"
    assert prompt.action_ids() == ("stand", "retreat-before-combat")
    assert prompt.default == "stand"
    assert state.step.endswith("#retreat-before-combat") and not state.is_chance()


def test_retreating_before_combat_disorders_and_counts_without_a_roll():
    # seed 002, Rückzug vor dem Kampf: disordered, the attack still counts
    final = play(build(faster_bowmen()), [], ["retreat-before-combat"])
    entry = final.outcome()["attacks"][0]
    assert entry["result"] == "retreated" and entry["retreat_before_combat"]
    assert final.outcome()["units_attacking"] == 1
    assert not any(e.dice for e in final.log)


def test_standing_leads_to_the_roll():
    state = build(faster_bowmen()).apply("stand")
    assert state.is_chance() and state.step.endswith("#roll")


@pytest.mark.parametrize(
    "change",
    [
        {"defender": target("aztec-bowmen", movement=2)},  # equal MF: not higher
        {"defender": target("aztec-bowmen", movement=3, retreat_possible=False)},
        {"defender": target("aztec-bowmen", movement=3, disordered=True)},  # our reading
        {"kind": "ranged", "attackers": [unit("arquebusiers", movement=2)]},  # melee only
        {"attackers": [unit("infantry", movement=2), unit("cavalry", movement=3)]},
    ],
)
def test_no_retreat_before_combat_when_a_condition_fails(change):
    # seed 002, Rückzug vor dem Kampf: MF higher than every attacker, a legal hex, melee
    state = build(faster_bowmen(**change))
    assert state.is_chance()


def test_advance_and_re_attack_after_a_retreat_before_combat():
    # seed 002, Rückzüge: after a retreat before combat the advancing unit may attack again in
    # melee, if the card's limits allow; Kampf: the limit counts attacking units, not attacks,
    # so the infantry counts once, re-attack or not
    state = build(faster_bowmen(pursuit={"defender": {"id": "b", "terrain_bonuses": [1]}}))
    state = state.apply("retreat-before-combat")
    assert state.prompt().action_ids() == ("stay", "advance")
    state = state.apply("advance")
    assert state.is_chance()  # the re-attack's die
    # the bowmen are disordered now: AF 2 + 4 = 6 = DF 4 + terrain 1 + 1 -> eliminated
    final = play(state, [4])
    entry = final.outcome()["attacks"][0]
    assert entry["advanced"] == "infantry"
    assert entry["re_attack"]["result"] == "eliminated"
    assert final.outcome()["units_attacking"] == 1


def test_staying_means_no_re_attack():
    state = build(faster_bowmen(pursuit={"defender": {"id": "b"}}))
    final = play(state, [], ["retreat-before-combat", "stay"])
    assert final.outcome()["attacks"][0]["re_attack"] is None


@pytest.mark.parametrize("in_zoc, actions", [(True, None), (False, ("stay", "advance"))])
def test_advance_after_the_re_attack_only_outside_an_enemy_zoc(in_zoc, actions):
    # seed 002, Rückzüge: after a retreat or an elimination an attacking infantry unit that is
    # not in an enemy unit's ZOC may advance; this holds after the re-attack too, where the
    # advanced unit now stands (pursuit.in_enemy_zoc). The bowmen, disordered by their retreat
    # before combat, meet AF 2 + 6 = 8 >= DF 4 + 2: eliminated, their hex is vacated.
    pursuit = {"defender": {"id": "b"}, "in_enemy_zoc": in_zoc}
    state = build(faster_bowmen(pursuit=pursuit)).apply("retreat-before-combat").apply("advance")
    state = state.apply_dice((6,))
    if actions is None:
        assert state.is_terminal()
        re_attack = state.outcome()["attacks"][0]["re_attack"]
        assert re_attack["advanced"] is None
    else:
        assert state.prompt().action_ids() == actions
        re_attack = state.apply("advance").outcome()["attacks"][0]["re_attack"]
        assert re_attack["advanced"] == "infantry"
    assert re_attack["result"] == "eliminated"


def test_re_attacks_take_no_place_of_their_own_in_the_limit():
    # seed 002, Kampf: the card's limit counts the units that may attack, not their attacks;
    # Rückzüge: the unit that re-attacks after a retreat before combat is one of them already.
    # Limit 2, two attacking units, each re-attacks: all four attacks are made.
    first = faster_bowmen(pursuit={"defender": {"id": "b"}})
    second = attack(
        attackers=[unit("cavalry", movement=2, id="c")],
        defender=target("aztec-bowmen", movement=3, id="b2"),
        pursuit={"defender": {"id": "b2"}},
    )
    state = build(first, second, limit=2)
    final = play(
        state, [1, 1], ["retreat-before-combat", "advance", "retreat-before-combat", "advance"]
    )
    first_entry, second_entry = final.outcome()["attacks"]
    assert first_entry["re_attack"]["made"] and second_entry["re_attack"]["made"]
    assert final.outcome()["units_attacking"] == 2
    lines = [e.message.render(str) for e in final.log]
    assert sum("it takes no new place in the card's limit" in line for line in lines) == 2


# --- advance after combat ---------------------------------------------------------------------


def test_advance_is_a_decision_after_an_elimination():
    # seed 002, Rückzüge: infantry or cavalry adjacent to the vacated hex, not in an enemy ZOC
    state = build().apply_dice((6,))
    assert state.prompt().action_ids() == ("stay", "advance")
    assert state.prompt().actor == "spanish"
    assert play(state, [], ["advance"]).outcome()["attacks"][0]["advanced"] == "cavalry"
    assert play(state).outcome()["attacks"][0]["advanced"] is None  # default: stay


def test_either_unit_of_a_combined_attack_may_advance():
    both = attack(attackers=[unit(id="c"), unit("infantry", movement=2, id="i")])
    state = build(both).apply_dice((6,))
    assert state.prompt().action_ids() == ("stay", "advance", "advance-second")
    final = play(state, [], ["advance-second"])
    assert final.outcome()["attacks"][0]["advanced"] == "i"


@pytest.mark.parametrize(
    "attacker",
    [
        unit("tlaxcalan-allies"),
        unit("aztec-warriors"),
        unit(in_enemy_zoc=True),
        unit(adjacent_to_vacated=False),
    ],
)
def test_no_advance_for_other_types_or_in_an_enemy_zoc(attacker):
    # seed 002, Rückzüge: only infantry or cavalry, adjacent, not in an enemy ZOC
    defender = target("infantry") if attacker["type"] == "aztec-warriors" else target()
    final = build(attack(attackers=[attacker], defender=defender)).apply_dice((6,))
    assert final.is_terminal()
    assert final.outcome()["attacks"][0]["advanced"] is None


def test_ranged_attackers_are_not_adjacent_by_default():
    state = build(attack("ranged", attackers=[unit("arquebusiers", movement=2)]))
    assert state.apply_dice((6,)).is_terminal()


def test_no_advance_after_a_fort_flip():
    # seed 002, Spezielle Regeln: the defender stays in its fort, no hex is vacated
    final = build(attack(defender=target(in_fort=True))).apply_dice((3,))
    assert final.is_terminal() and results(final) == ["disordered"]


def test_illegal_action_is_refused():
    state = build().apply_dice((6,))
    with pytest.raises(IllegalAction):
        state.apply("retreat-before-combat")


# --- attacks in order -------------------------------------------------------------------------


def test_state_of_a_defender_carries_over_between_attacks():
    # seed 002, Rückzüge: the second attack meets the unit disordered by the first
    guns = attack("ranged", attackers=[unit("artillery", id="a")], defender=target(id="w"))
    charge = attack(defender={"id": "w"})
    final = play(build(guns, charge), [3, 3])
    assert results(final) == ["retreated", "eliminated"]


def test_an_attack_on_an_eliminated_unit_is_not_made():
    first = attack(attackers=[unit(id="c1")], defender=target(id="w"))
    second = attack(attackers=[unit(id="c2")], defender={"id": "w"})
    state = build(first, second)
    final = play(state, [6])
    assert final.outcome()["attacks"][1]["made"] is False
    summary = SPEC.summarize(odds(state))
    assert summary["attack_2_not_made"] == Fraction(1, 2)  # faces 4-6 eliminate first
    # an attack not made has no result (the results and "not made" are a partition)
    assert summary["attack_2_no_effect"] == Fraction(1, 2) * Fraction(2, 6)


def test_aztec_victory_counts_spanish_losses_without_tlaxcalan_allies():
    # seed 002, Siegbedingungen: 6 or fewer Spanish units, Tlaxcalan allies not counted
    aztecs = [unit("aztec-warriors", id=f"w{i}") for i in range(2)]
    allies = attack(attackers=[aztecs[0]], defender=target("tlaxcalan-allies"))
    infantry = attack(attackers=[aztecs[1]], defender=target("infantry"))
    final = play(build(allies, infantry, spanish_units=7), [6, 6])
    assert final.outcome()["spanish_units_left"] == 6 and final.outcome()["aztec_victory"]
    final = play(build(allies, allies | {"attackers": [aztecs[1]]}, spanish_units=7), [6, 6])
    assert final.outcome()["aztec_victory"] is False
    summary = SPEC.summarize(odds(build(infantry, spanish_units=7)))
    assert summary["aztec_victory"] == Fraction(3, 6)


def test_summary_gives_every_result_per_attack():
    summary = SPEC.summarize(odds(build(attack(), attack(attackers=[unit(id="x")]))))
    for number in (1, 2):
        keys = [
            f"attack_{number}_{r}" for r in ("no_effect", "disordered", "retreated", "eliminated")
        ]
        assert sum(summary[key] for key in keys) + summary.get(f"attack_{number}_not_made", 0) == 1


@pytest.mark.parametrize("lang", ["de", "ru", "it"])
def test_the_factor_modifiers_name_the_factors_in_the_ui_language(lang):
    import locales

    glossary = tomllib.loads(
        (Path(__file__).parent.parent / "glossary/data/terms/tenochtitlan.toml").read_text("utf-8")
    )
    terms = {entry["id"]: entry["terms"][lang] for entry in glossary["entries"]}
    gettext = locales.translations(lang).gettext
    report = build().modifiers()
    attacker = report.for_side("attacker")[0].source.render(gettext)
    defender = report.for_side("defender")[0].source.render(gettext)
    # the glossary's agreed term for each factor (seed 002: Attack Factor, Defense Factor)
    assert terms["tenochtitlan.term.af"].lower() in attacker.lower()
    assert terms["tenochtitlan.term.df"].lower() in defender.lower()
    if lang == "de":
        # the German rules keep the English names; the line also says it in German
        # (seed 002: "Vergleich mit Verteidigungswert")
        assert "Angriffsfaktor" in attacker and "Verteidigungswert" in defender
        assert " von " not in attacker + defender  # no "von Spanische Kavallerie"


def test_the_attack_die_scores_no_hits_it_has_an_effect():
    # tenochtitlan 002 Kampfprozedur: the result is compared with the defence (disorder,
    # elimination); the game has no hits, so neither the battle screen nor a drill says "hit"
    from tui.battle_text import dice_group_text

    (group,) = build().dice()
    assert group.hit_min == 3 and not group.hits
    text = dice_group_text(group)
    assert "an effect on 3-6" in text and "hit" not in text


def test_a_dice_drill_never_asks_when_a_tenochtitlan_die_hits():
    # tenochtitlan 002: no hits in this game (see above); a dice drill asks how many dice
    from learn.drills import generate_many

    for drill in generate_many(40, 1, "tenochtitlan/combat", "dice"):
        assert "hit" not in drill.question.text.msgid, drill.question.text
