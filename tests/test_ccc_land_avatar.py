"""CCC land combat: an allied nation's avatar commands the defence (seed 000, "Attacker and
defender"): "Only his skills (e.g. cards, advisors, etc.) can be used to modify the defender's
LC DR". Read literally, the colony's fortification and the defender's shore bombardment are
not the avatar's and add nothing; the player's own modifiers (the avatar's cards, advisors)
still count, and the defender's ships still reduce the attacker's bombardment."""

from __future__ import annotations

from tests.test_ccc_land_combat import land, render

ADVISOR = [{"source": "the avatar's advisor", "value": 1}]
SETUP = {
    "colony": {"fortification": "fort", "fortification_value": 2},
    "attacker": {"bombardment_cf": 20},  # 20% = 4
}


def defence(allied_avatar: bool):
    defender = {"allied_avatar": allied_avatar, "bombardment_cf": 30, "modifiers": ADVISOR}
    return land(defender=defender, **SETUP)


def shown(state, side):
    return {render(m.source): m.value for m in state.modifiers().for_side(side)}


def test_only_the_allied_avatars_own_abilities_modify_the_defenders_lc_dr():
    # ccc 000 sides ("only his skills"), our literal reading
    owner, avatar = defence(False), defence(True)
    owner_mods = shown(owner, "defender")
    fort = next(value for source, value in owner_mods.items() if "fort" in source)
    shot = next(value for source, value in owner_mods.items() if "bombardment" in source)
    assert fort == 2 and shot > 0  # the owner's defence has both (ccc 000 step 4)
    assert shown(avatar, "defender") == {"the avatar's advisor (from your game's chart)": 1}
    totals = dict(avatar.modifiers().totals)
    assert totals["defender"] == dict(owner.modifiers().totals)["defender"] - fort - shot == 1


def test_the_defenders_ships_still_reduce_the_attackers_bombardment():
    # ccc 000 step 4: only the side with the larger value is supported, by the difference; the
    # avatar sentence restricts the defender's LC DR only
    for state in (defence(False), defence(True)):
        attacker = shown(state, "attacker")
        assert list(attacker.values()) == [0]  # 4 less the defender's 6
        assert "less the other side's 6" in next(iter(attacker))


def test_the_log_says_what_the_allied_avatar_leaves_out():
    state = defence(True)
    notes = [render(entry.message) for entry in state.log]
    note = next(text for text in notes if text.startswith("An allied avatar commands"))
    assert "fortification" in note and "shore bombardment" in note and "reading" in note
