"""The declared scenario schemas: validation at every depth, limits, and refused setups."""

from __future__ import annotations

import copy
import json
import time

import pytest

from engine import registry
from engine.errors import InputError
from engine.odds import odds
from engine.schema import Table, When, boolean, integer, tables, text, validate
from tests.his_helpers import BASE as HIS


def refused(procedure: str, data: dict) -> InputError:
    with pytest.raises(InputError) as error:
        registry.get(procedure).from_scenario(data, "test.toml")
    assert error.value.source == "test.toml"
    return error.value


def his(**changes) -> dict:
    data = copy.deepcopy(HIS)
    for key, value in changes.items():
        if isinstance(value, dict) and key in data:
            data[key].update(value)
        else:
            data[key] = value
    return data


# --- the declarative layer on its own -------------------------------------------------------

ROW = Table((text("name", "", ""), integer("count", "", "", default=0, maximum=5)))
TOY = Table(
    (
        boolean("walled", "", "", default=False),
        integer("inside", "", "", default=0, when=When("walled", (True,))),
        tables("rows", "", "", ROW, max_items=2),
    )
)


def test_defaults_are_filled_in_and_nested_rows_validated():
    values = validate(TOY, {"rows": [{"name": "a"}]}, "toy.toml")
    assert values == {"walled": False, "inside": 0, "rows": [{"name": "a", "count": 0}]}


@pytest.mark.parametrize(
    "data, key, fragment",
    [
        ({"rows": [{"name": "a", "cuont": 1}]}, "rows[0].cuont", "unknown key"),
        ({"rows": [{"name": "a", "count": 6}]}, "rows[0].count", "at most 5, got 6"),
        ({"rows": [{}]}, "rows[0].name", "missing (required)"),
        ({"rows": [{"name": "a"}] * 3}, "rows", "at most 2 entries, got 3"),
        ({"inside": 2}, "inside", "applies only when `walled` = true"),
        ({"rows": 1}, "rows", "expected a list"),
        ({"rows": [1]}, "rows[0]", "expected a table"),
    ],
)
def test_toy_errors_name_key_and_problem(data, key, fragment):
    with pytest.raises(InputError) as error:
        validate(TOY, data, "toy.toml")
    assert (error.value.source, error.value.key) == ("toy.toml", key)
    assert fragment in error.value.render()


def test_a_field_that_does_not_apply_may_still_repeat_its_default():
    assert validate(TOY, {"inside": 0}, "toy.toml")["inside"] == 0


# --- bad input in the five procedures -------------------------------------------------------


def test_unknown_key_inside_an_ally_is_refused():
    ally = {"power": "papacy", "regulrs": 4}
    error = refused("his/field-battle", his(defender={"allies": [ally]}))
    assert error.key == "defender.allies[0].regulrs"
    assert "unknown key" in error.render() and "regulars" in error.render()


def test_huge_counts_are_refused_naming_the_limit():
    error = refused("his/field-battle", his(attacker={"regulars": 100000}))
    assert error.key == "attacker.regulars"
    assert "must be at most 25, got 100000" in error.render()


def test_a_pasted_page_of_text_is_refused_naming_the_bound():
    from engine.schema import MAX_TEXT, json_schema

    name = "x" * MAX_TEXT  # the longest name still taken
    leader = {"name": name, "rating": 1}
    state = registry.get("his/field-battle").from_scenario(his(attacker={"leaders": [leader]}), "t")
    assert state.forces[0].contingents[0].leaders[0].name == name
    error = refused("his/field-battle", his(attacker={"leaders": [{**leader, "name": name + "y"}]}))
    assert error.key == "attacker.leaders[0].name"
    assert f"at most {MAX_TEXT} characters long (safety bound), got {MAX_TEXT + 1}" in (
        error.render()
    )
    # the JSON Schema says the same to an editor
    schema = json.dumps(json_schema(registry.get("his/field-battle").schema))
    assert f'"maxLength": {MAX_TEXT}' in schema


def test_an_ally_without_units_is_refused():
    # reading: a power joins a battle with its land units in the space
    error = refused("his/field-battle", his(defender={"allies": [{"power": "papacy"}]}))
    assert error.key == "defender.allies[0]" and "at least one land unit" in error.render()


def test_ottoman_mercenaries_are_refused():
    error = refused("his/field-battle", his(attacker={"power": "ottoman", "mercenaries": 2}))
    assert error.key == "attacker.mercenaries"
    assert "the tutor gives the Ottomans no mercenaries" in error.render()


def test_in_fortifications_needs_a_fortified_space():
    # his 001 step 12 compares with the units in the fortifications of a fortified space
    error = refused("his/field-battle", his(in_fortifications=2))
    assert error.key == "in_fortifications" and "fortified = true" in error.render()
    state = registry.get("his/field-battle").from_scenario(
        his(fortified=True, in_fortifications=2), "test.toml"
    )
    assert state.in_fortifications == 2


def test_soe_unknown_key_lists_every_key_of_the_table():
    data = {"procedure": "soe/attack", "attacker": {"armies": 1, "navy": 1}, "defender": {}}
    error = refused("soe/attack", data)
    assert error.key == "attacker.navy" and "fight_at_sea" in error.render()


@pytest.mark.parametrize(
    "procedure, data, key",
    [
        (
            "tenochtitlan/combat",
            {
                "card": {"attack_limit": 1000},
                "attacks": [],
            },
            "card.attack_limit",
        ),
        (
            "ccc/land-combat",
            {"game": "basic", "attacker": {"military_units": 10**6}, "defender": {}},
            "attacker.military_units",
        ),
        (
            "ccc/interception",
            {"game": "basic", "fleets": [{"activated": True}] + [{}] * 100},
            "fleets",
        ),
        ("soe/attack", {"attacker": {"armies": 10**6}, "defender": {}}, "attacker.armies"),
    ],
)
def test_every_procedure_bounds_its_counts(procedure, data, key):
    error = refused(procedure, {"procedure": procedure, **data})
    assert error.key == key and "at most" in error.render()


def test_counts_at_their_limits_give_odds_quickly():
    # the bounds are chosen so that the exact odds stay within a second or two
    big = {"regulars": 25, "mercenaries": 25, "leaders": [6]}
    allies = [{"power": p, **big} for p in ("england", "papacy", "protestant")]
    data = his(
        attacker={"power": "ottoman", "regulars": 25, "cavalry": 25, "leaders": [6]},
        defender={**big, "allies": allies},
    )
    state = registry.get("his/field-battle").from_scenario(data, "test.toml")
    start = time.perf_counter()
    result = odds(state)
    assert sum(p for _, p in result.outcomes) == 1
    assert time.perf_counter() - start < 5


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ({"walled": True, "inside": True}, "inside: expected a whole number, got true"),
        ({"walled": 1}, "walled: expected true or false, got 1"),
        ({"rows": [{"name": False}]}, "rows[0].name: expected text, got false"),
        ({"rows": {"name": "a"}}, 'rows: expected a list, got { name = "a" }'),
        ({"rows": [{"name": ["x"] * 100_000}]}, 'expected text, got ["x", "x", "x", "x", …]'),
    ],
)
def test_a_wrong_value_is_repeated_as_the_file_writes_it_and_shortened(data, said):
    # a TOML file spells true, not True, and "text", not 'text'; a huge value pasted into a
    # file is not repeated whole (the message once echoed a list of 100 000 items)
    with pytest.raises(InputError) as error:
        validate(TOY, data, "toy.toml")
    message = error.value.render()
    assert said in message
    assert len(message) < 200


def test_a_power_on_both_sides_is_named_where_the_defender_lists_it():
    # his 001 (a battle between two sides): the clash was always reported at defender.power,
    # also when the defender's own power differs and an ally repeats the attacker's
    data = his()
    data["defender"]["allies"] = [{"power": data["attacker"]["power"], "regulars": 1}]
    error = refused("his/field-battle", data)
    assert error.key == "defender.allies[0].power"
    assert "cannot fight on both sides" in error.render()
    data = his(defender={"power": data["attacker"]["power"]})
    assert refused("his/field-battle", data).key == "defender.power"


@pytest.mark.parametrize("name", ["Evil\x1b[31mRED", "a\r\nFAKE LINE", "x\u202egnp.exe", "nul\x00"])
def test_a_name_with_control_characters_is_refused(name):
    # a shared scenario must not change the terminal's colours or title, or forge output
    # lines, through a name the log and the CLI print
    data = his(attacker={"leaders": [{"name": name, "rating": 1}]})
    error = refused("his/field-battle", data)
    assert error.key == "attacker.leaders[0].name"
    assert "control characters" in error.render()
