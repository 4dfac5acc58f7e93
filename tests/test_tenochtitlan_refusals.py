"""Scenarios that break the rules of seed 002 are refused: InputError naming key and reason."""

from __future__ import annotations

import pytest

from engine.errors import InputError
from engine.scenario import parse_scenario
from tests.test_tenochtitlan_helpers import attack, build, load, scenario, target, unit
from tui.cli import main


def refused(*attacks, **options) -> InputError:
    with pytest.raises(InputError) as error:
        build(*attacks, **options)
    return error.value


def text(error: InputError) -> str:
    return error.render()


# --- who may attack -------------------------------------------------------------------------


def test_disordered_unit_cannot_attack():
    # seed 002, Desorganisierte Einheiten
    error = refused(attack(attackers=[unit(disordered=True)]))
    assert error.source == "test.toml"
    assert error.key == "attacks[0].attackers[0].disordered"
    assert "disordered unit cannot attack" in text(error)


def test_disordered_unit_cannot_use_defensive_fire_either():
    # seed 002, Desorganisierte Einheiten: defensive fire included
    error = refused(
        attack(
            "ranged", attackers=[unit("aztec-bowmen", disordered=True)], defender=target("cavalry")
        ),
        phase="defensive-fire",
    )
    assert error.key == "attacks[0].attackers[0].disordered"
    assert "defensive fire included" in text(error)


def test_moved_unit_cannot_make_a_ranged_attack():
    # seed 002, Kampf: a unit that moved may only attack an adjacent enemy in melee
    error = refused(attack("ranged", attackers=[unit("crossbowmen", moved=True)]))
    assert error.key == "attacks[0].attackers[0].moved"
    assert "only make a melee attack" in text(error)


def test_moved_brigantine_may_fire():
    # seed 002, Spezielle Regeln: brigantines may make ranged attacks after moving
    state = build(attack("ranged", attackers=[unit("brigantine", moved=True)]))
    assert state.is_chance()


def test_moved_unit_may_attack_in_melee():
    # seed 002, Kampf
    assert build(attack(attackers=[unit(moved=True)])).is_chance()


def test_three_attackers_are_refused():
    # seed 002, Kampf: an attack is made by one or two units
    error = refused(attack(attackers=[unit(), unit(), unit()]), limit=3)
    assert error.key == "attacks[0].attackers"
    assert "1 or 2 units" in text(error)


def test_combined_attack_needs_two_different_units():
    # seed 002, Kombinierte Angriffe: exactly 2 units
    error = refused(attack(attackers=[unit(id="c"), unit(id="c")]))
    assert error.key == "attacks[0].attackers[1].id"


def test_a_unit_attacks_once():
    # seed 002, Kampf: each unit attacks once per turn unless the unit or a card says otherwise
    error = refused(attack(attackers=[unit(id="c")]), attack(attackers=[unit(id="c")]))
    assert error.key == "attacks[1].attackers[0].id"
    assert "already attacks at attacks[0].attackers[0]" in text(error)


def test_a_unit_allowed_two_attacks_counts_once_against_the_limit():
    # seed 002, Kampf: the limit counts units, not attacks
    twice = unit(id="c", attacks_allowed=2)
    state = build(attack(attackers=[twice]), attack(attackers=[twice]), limit=1)
    assert state.units_counted == 1


def test_a_repeated_attacker_must_keep_its_factors():
    error = refused(attack(attackers=[unit(id="c")]), attack(attackers=[unit(id="c", attack=5)]))
    assert error.key == "attacks[1].attackers[0].attack"


# --- the card's limit -----------------------------------------------------------------------


def test_combined_attack_uses_two_places_of_the_limit():
    # seed 002, Kombinierte Angriffe: with a limit of 2 a combined attack leaves no other attack
    error = refused(
        attack(attackers=[unit(), unit("infantry", movement=2)]),
        attack(attackers=[unit("arquebusiers", movement=2)]),
        limit=2,
    )
    assert error.key == "attacks[1].attackers[0]"
    assert "over the card's attack limit (2)" in text(error)
    assert "attacking unit number 3" in text(error)
    # the reason names the rules it comes from
    assert "(short rules, Kampf and Kombinierte Angriffe)" in text(error)


def test_combined_attack_over_a_limit_of_one():
    # seed 002, Kampf: each unit of a combined attack counts
    error = refused(attack(attackers=[unit(), unit("infantry", movement=2)]), limit=1)
    assert error.key == "attacks[0].attackers[1]"


# --- defensive fire -------------------------------------------------------------------------


@pytest.mark.parametrize("unit_type", ["infantry", "cavalry", "tlaxcalan-allies"])
def test_defensive_fire_only_by_the_listed_types(unit_type):
    # seed 002, Spezielle Regeln: only Aztec bowmen, Spanish artillery, arquebusiers,
    # crossbowmen and brigantines use defensive fire
    error = refused(
        attack("ranged", attackers=[unit(unit_type)], defender=target("aztec-warriors")),
        phase="defensive-fire",
    )
    assert error.key == "attacks[0].attackers[0].type"
    assert "cannot use defensive fire" in text(error)


def test_aztec_warriors_cannot_use_defensive_fire():
    error = refused(
        attack(attackers=[unit("aztec-warriors")], defender=target("infantry")),
        phase="defensive-fire",
    )
    assert "aztec-warriors cannot use defensive fire" in text(error)


def test_defensive_fire_allows_no_movement():
    # seed 002, Defensivfeuer: no unit moves in this phase
    error = refused(
        attack("ranged", attackers=[unit("crossbowmen", moved=True)]), phase="defensive-fire"
    )
    assert error.key == "attacks[0].attackers[0].moved"
    assert "no unit moves in the defensive fire phase" in text(error)


def test_defensive_fire_by_at_most_three_units():
    # seed 002, Defensivfeuer: up to three units
    bowmen = [unit("aztec-bowmen", id=f"b{i}") for i in range(4)]
    spaniard = target("infantry")
    error = refused(
        attack("ranged", attackers=bowmen[:2], defender=spaniard),
        attack("ranged", attackers=bowmen[2:], defender=spaniard),
        phase="defensive-fire",
    )
    assert error.key == "attacks[1].attackers[1]"
    assert "at most 3 units may use defensive fire" in text(error)


def test_defensive_fire_takes_no_card():
    # seed 002, Defensivfeuer: the seed ties defensive fire to no card
    data = scenario(attack("ranged", attackers=[unit("crossbowmen")]), phase="defensive-fire")
    data["card"] = {"attack_limit": 2}
    with pytest.raises(InputError) as error:
        load(data)
    assert error.value.key == "card"


# --- targets, range, ZOC, terrain, line of sight ----------------------------------------------


@pytest.mark.parametrize(
    "flags, key, reason",
    [
        ({"in_range": False}, "in_range", "within the attacking unit's range"),
        ({"target_outside_zoc": True}, "target_outside_zoc", "read as the units whose ZOC it is"),
        ({"entered_no_attack_terrain": True}, "entered_no_attack_terrain", "forbids attacking"),
    ],
)
def test_declared_flags_that_forbid_the_attack(flags, key, reason):
    # seed 002, Kampf (range, ZOC) and Geländeeffekte (terrain entered this turn)
    error = refused(attack(attackers=[unit(**flags)]))
    assert error.key == f"attacks[0].attackers[0].{key}"
    assert reason in text(error)


@pytest.mark.parametrize("kind, mover, enemy", [("ranged", "brigantine", "canoe"),
                                                 ("melee", "canoe", "infantry")])  # fmt: skip
def test_brigantines_and_canoes_ignore_the_zoc_they_stand_in(kind, mover, enemy):
    # seed 002, Spezielle Regeln: brigantines and canoes ignore the ZOC of other units, so the
    # Kampf rule "a unit in an enemy ZOC may only attack units inside that ZOC" does not bind them
    free = unit(mover, target_outside_zoc=True)
    state = build(attack(kind, attackers=[free], defender=target(enemy)))
    assert state.is_chance()  # accepted: the attack is rolled
    # the same flag on a land unit of that side is refused
    land = "infantry" if mover == "brigantine" else "aztec-warriors"
    error = refused(attack(kind, attackers=[unit(land, target_outside_zoc=True)],
                           defender=target(enemy)))  # fmt: skip
    assert error.key == "attacks[0].attackers[0].target_outside_zoc"


def test_defender_must_be_an_enemy():
    # seed 002, Kampf: attacks are made on enemy units
    error = refused(attack(defender=target("infantry")))
    assert error.key == "attacks[0].defender.type"


def test_combined_attack_by_one_side():
    error = refused(attack(attackers=[unit(), unit("aztec-warriors")]))
    assert error.key == "attacks[0].attackers[1].type"


def test_one_side_attacks_in_a_phase():
    error = refused(
        attack(),
        attack(attackers=[unit("aztec-warriors", id="w")], defender=target("infantry")),
    )
    assert error.key == "attacks[1].attackers[0].type"


def test_blocked_line_of_sight_stops_a_ranged_attack():
    # seed 002, Sichtlinie (LOS)
    error = refused(attack("ranged", attackers=[unit("crossbowmen")], line_of_sight="blocked"))
    assert error.key == "attacks[0].line_of_sight"
    assert "blocked line of sight" in text(error)


def test_only_artillery_fires_through_units():
    # seed 002, Sichtlinie (LOS): artillery may fire through units under conditions not in our
    # sources; other units may not
    through = {"line_of_sight": "blocked-by-units"}
    error = refused(attack("ranged", attackers=[unit("crossbowmen")], **through))
    assert "only artillery may fire through units" in text(error)
    state = build(attack("ranged", attackers=[unit("artillery")], **through))
    assert any("through units" in entry.message.render(str) for entry in state.log)


def test_line_of_sight_is_for_ranged_attacks_only():
    error = refused(attack(line_of_sight="blocked"))
    assert error.key == "attacks[0].line_of_sight"


def test_card_bonus_for_an_enemy_type_is_refused():
    error = refused(attack(), bonuses=[{"applies_to": "aztec-bowmen", "value": 1}])
    assert error.key == "card.bonuses[0].applies_to"


# --- the re-attack after a retreat before combat ----------------------------------------------


def pursuing(**changes):
    base = attack(
        attackers=[unit("infantry", movement=2)],
        defender=target("aztec-bowmen", movement=3, id="b"),
        pursuit={"defender": {"id": "b"}},
    )
    base.update(changes)
    return base


def test_pursuit_accepted_when_it_can_happen():
    assert build(pursuing()).legal_actions() == ("stand", "retreat-before-combat")


def test_pursuit_needs_a_faster_defender():
    # seed 002, Rückzug vor dem Kampf: only a unit with a higher MF may retreat before combat
    error = refused(pursuing(defender=target("aztec-bowmen", movement=2, id="b")))
    assert error.key == "attacks[0].pursuit"
    assert "cannot retreat before combat" in text(error)
    # the condition that failed here, named with the seed's term (Movement Factor)
    assert "a Movement Factor higher than the attackers'" in text(error)


def test_pursuit_needs_a_melee_attack():
    error = refused(pursuing(kind="ranged", attackers=[unit("arquebusiers", movement=2)]))
    assert error.key == "attacks[0].pursuit"


def test_pursuit_needs_a_unit_that_can_advance():
    # seed 002, Rückzüge: only infantry or cavalry advances
    error = refused(pursuing(attackers=[unit("tlaxcalan-allies", movement=2)]))
    assert error.key == "attacks[0].pursuit"
    assert ": no attacker of this attack can advance: " in text(error)
    # the three conditions of an advance, and the rule they come from
    assert (
        "only infantry or cavalry that is adjacent to the vacated hex and not in an enemy ZOC "
        "(short rules, Rückzüge)"
    ) in text(error)


def test_pursuit_needs_no_place_of_its_own_in_the_limit():
    # seed 002, Kampf: the limit counts attacking units, not attacks; Rückzüge: the re-attack is
    # made by a unit already counted, so a limit of 1 allows it
    assert build(pursuing(), limit=1).legal_actions() == ("stand", "retreat-before-combat")


def test_no_pursuit_in_defensive_fire():
    # seed 002, Defensivfeuer: no movement, so no advance and no re-attack
    error = refused(
        pursuing(
            attackers=[unit("aztec-bowmen", movement=2)],
            defender=target("cavalry", movement=4, id="c"),
        ),
        phase="defensive-fire",
    )
    assert error.key == "attacks[0].pursuit"


# --- repeated defenders, unknown and missing keys ---------------------------------------------


def test_repeated_defender_keeps_its_factors_and_state():
    error = refused(attack(defender=target(id="w")), attack(defender=target(id="w", defense=5)))
    assert error.key == "attacks[1].defender.defense"
    error = refused(
        attack(defender=target(id="w")), attack(defender={"id": "w", "disordered": True})
    )
    assert error.key == "attacks[1].defender.disordered"


def test_a_unit_cannot_attack_and_defend():
    error = refused(
        attack(defender=target(id="x")),
        attack(attackers=[unit(id="x")], defender=target()),
    )
    assert error.key == "attacks[1].attackers[0].id"


@pytest.mark.parametrize(
    "change, key",
    [
        (lambda d: d["attacks"][0]["defender"].update(defence=3), "attacks[0].defender.defence"),
        (lambda d: d["attacks"][0]["attackers"][0].pop("attack"), "attacks[0].attackers[0].attack"),
        (lambda d: d["card"].pop("attack_limit"), "card.attack_limit"),
        (lambda d: d.update(phase="melee"), "phase"),
        (lambda d: d.update(attacks=[]), "attacks"),
        (lambda d: d["attacks"][0].update(kind="siege"), "attacks[0].kind"),
        (
            lambda d: d["attacks"][0]["attackers"][0].update(type="knights"),
            "attacks[0].attackers[0].type",
        ),
        (
            lambda d: d["attacks"][0]["defender"].update(terrain_bonuses=[1, -1]),
            "attacks[0].defender.terrain_bonuses",
        ),
        (lambda d: d.update(extra=1), "extra"),
    ],
)
def test_bad_keys_name_the_key(change, key):
    data = scenario(attack())
    change(data)
    with pytest.raises(InputError) as error:
        load(data)
    assert error.value.key == key and error.value.source == "test.toml"


def test_a_refusal_from_the_cli_exits_2_naming_file_and_key(tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text(
        'procedure = "tenochtitlan/combat"\n[card]\nattack_limit = 1\n'
        '[[attacks]]\nkind = "melee"\n'
        'attackers = [{ type = "cavalry", attack = 2, movement = 4, disordered = true }]\n'
        '[attacks.defender]\ntype = "aztec-warriors"\ndefense = 2\nmovement = 2\n',
        encoding="utf-8",
    )
    assert main(["resolve", str(path), "--dice", "4"]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "attacks[0].attackers[0].disordered" in err
    assert "Traceback" not in err
    assert parse_scenario(path.read_text().replace("true", "false"), "x").is_chance()


# --- the Spanish units for the victory check ----------------------------------------------------


def test_six_spanish_units_or_fewer_is_a_game_the_aztecs_have_won():
    # seed 002, Siegbedingungen: the Aztecs win at any time with 6 or fewer Spanish units left,
    # so a phase never starts with that few
    error = refused(spanish_units=6)
    assert error.key == "spanish_units"
    assert "at least 7" in text(error)
    assert build(spanish_units=7).spanish_units == 7


def test_more_spanish_units_attacked_than_on_the_board_is_refused():
    # the victory check counts the Spanish units left: never below zero
    aztecs = [unit("aztec-warriors", attack=3, movement=2)]
    hits = [
        attack(attackers=aztecs, defender=target("infantry", defense=1, id=f"i{n}"))
        for n in range(8)
    ]
    error = refused(*hits, spanish_units=7, limit=8)
    assert error.key == "spanish_units"
    assert "8 different Spanish units, more than the 7" in text(error)
    # the Tlaxcalan allies are not Spanish units for the check
    allies = [attack(attackers=aztecs, defender=target("tlaxcalan-allies", defense=1, id="t"))]
    assert build(*hits[:7], *allies, spanish_units=7, limit=8).spanish_units == 7
