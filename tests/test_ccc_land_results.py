"""CCC land combat after the roll (seed 000, steps 4-6): the result from the player's table,
retreats, extra hits and glory points."""

from pathlib import Path

import pytest

from engine.games.ccc.land_forces import Army, extra_hits, glory_points
from engine.odds import odds
from engine.scenario import load_scenario
from glossary.content import load_content
from tests.test_ccc_land_combat import land, render

EXAMPLES = Path(__file__).parent.parent / "examples"


def rolled(state, dice=(3, 4, 2, 2)):
    while not state.is_chance():
        state = state.apply(state.prompt().default)
    return state.apply_dice(dice)


def play(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


# --- step 6: extra hits and glory points -----------------------------------------------------


@pytest.mark.parametrize(
    "mine, theirs, expected",
    [
        ({}, {}, (0, [])),
        ({"cavalry": 0}, {"cavalry": 1}, (1, ["fewer-cavalry"])),
        ({"artillery": 1}, {"artillery": 2}, (2, ["fewer-artillery"])),
        ({}, {"cavalry": 1, "artillery": 1}, (3, ["fewer-cavalry", "fewer-artillery"])),
        (
            {"medic": True},
            {"cavalry": 1, "artillery": 1},
            (2, ["fewer-cavalry", "fewer-artillery", "medic"]),
        ),
        ({"medic": True}, {}, (0, [])),  # reading taken: never below 0
        ({"cavalry": 2}, {"cavalry": 1}, (0, [])),
    ],
)
def test_extra_hits(mine, theirs, expected):
    # ccc 000 step 6: fewer cavalry +1 hit, fewer artillery +2 hits, own medic -1
    armies = {
        "attacker": Army("A", military_units=5, **mine),
        "defender": Army("D", military_units=5, **theirs),
    }
    assert extra_hits(armies, "attacker") == expected


@pytest.mark.parametrize(
    "kinds, winner, expected",
    [
        (("european", "european"), "attacker", {"attacker": 1, "defender": 0}),
        (("european", "european"), "defender", {"attacker": 0, "defender": 1}),
        (("natives", "european"), "attacker", {"attacker": None, "defender": -1}),
        (("european", "natives"), "attacker", {"attacker": 1, "defender": None}),
        (("european", "pirates"), "defender", {"attacker": -1, "defender": None}),
    ],
)
def test_glory_points(kinds, winner, expected):
    # ccc 000 step 6: the winner +1 GP; a nation loses 1 GP when natives or pirates win
    armies = {
        side: Army(side, kind=kind, military_units=1)
        for side, kind in zip(("attacker", "defender"), kinds, strict=True)
    }
    assert glory_points(armies, winner) == expected


# --- the result from the player's table ------------------------------------------------------


def test_result_left_open_skips_step_5_but_shows_extra_hits():
    # ccc 000 step 5: who retreats depends on the results table, which we do not have
    state = rolled(land(attacker={"cavalry": 1}))
    assert state.prompt().default == "result:open"
    final = state.apply("result:open")
    assert final.is_terminal()
    outcome = final.outcome()
    assert outcome["winner"] is None and outcome["retreat"] is None
    assert outcome["glory_points"] is None and outcome["table_hits"] is None
    assert outcome["extra_hits"] == {"attacker": 0, "defender": 1}
    assert (outcome["attacker_dr"], outcome["defender_dr"], outcome["difference"]) == (7, 4, 3)
    rules = [e.rule for e in final.log]
    assert "ccc 000 step 5" in rules and "ccc 000 step 6" in rules
    lines = [(render(e.message), e.rule) for e in final.log]
    assert ("The result is left open: read it on your game's results table", "ccc 000 step 4") in (
        lines
    )


def test_full_result_hits_retreat_and_glory_points():
    # ccc 000 steps 4-6 with the winner and hits read on the player's results table
    state = rolled(land(attacker={"artillery": 1}, defender={"medic": True}))
    assert state.prompt().actor == "players"
    won = state.apply("result:attacker-wins")
    assert won.legal_actions() == ("hits:0", "hits:1", "hits:2", "hits:3", "hits:4")  # 3 + leader
    # the hits are read on the results table of step 4, the attacker's first, then the defender's
    assert render(won.prompt().message) == "Hits the attacker takes, from your results table"
    assert {a.rule for a in won.prompt().actions} == {"ccc 000 step 4"}
    assert [render(a.label) for a in won.prompt().actions][1] == "hits: 1"
    defender_hits = won.apply("hits:1").prompt()
    assert render(defender_hits.message) == "Hits the defender takes, from your results table"
    assert {a.rule for a in defender_hits.actions} == {"ccc 000 step 4"}
    after_hits = play(won, "hits:1", "hits:2")
    assert after_hits.legal_actions() == ("retreat:loser", "retreat:none")
    to = after_hits.apply("retreat:loser")
    assert to.prompt().actor == "defender"
    assert to.legal_actions() == ("retreat-to:adjacent", "retreat-to:fleet", "retreat-to:nowhere")
    final = to.apply("retreat-to:nowhere")
    outcome = final.outcome()
    assert outcome["winner"] == "attacker" and outcome["retreat"] == "defender"
    assert outcome["retreat_to"] == "nowhere"
    # fewer artillery: 2 extra hits, minus 1 for the defender's medic
    assert outcome["extra_hits"] == {"attacker": 0, "defender": 1}
    assert outcome["total_hits"] == {"attacker": 1, "defender": 3}
    assert outcome["glory_points"] == {"attacker": 1, "defender": 0}
    texts = [render(e.message) for e in final.log]
    assert any("2 from the table + 1 extra = 3" in t for t in texts)
    assert "Spain (defender) has fewer artillery units than the other side: 2 extra hits" in texts
    assert "Spain (defender) has its own medic: 1 fewer extra hit" in texts
    # a leader defended, not a fleet: nothing goes back aboard (ccc 000 notes)
    assert not any("aboard" in t for t in texts)
    assert any("winner takes what any eliminated leader carried" in t for t in texts)


def notes_after_a_native_win(**changes):
    state = rolled(land(attacker={"name": "Arawak", "kind": "natives"}, **changes))
    final = play(state, "result:attacker-wins", "hits:0", "hits:0", "retreat:loser")
    return [render(e.message) for e in final.apply("retreat-to:adjacent").log]


def test_natives_that_win_a_colony_destroy_it_and_a_fortress_teaches_firearms():
    # ccc 000 step 6 (online rulebook 6.6.3.6, sources.md 1.3): natives that win destroy the
    # colony's European expansions; a native army that destroys a fortress or citadel learns
    # firearms (veteran game and above); its first win teaches horse breeding; the beaten
    # nation loses 1 GP
    texts = notes_after_a_native_win(colony={"fortification": "fortress", "fortification_value": 1})
    assert any("natives destroy the colony's European expansions" in t for t in texts)
    assert any("destroys a fortress or citadel teaches the natives firearms" in t for t in texts)
    assert any("natives learn horse breeding" in t for t in texts)
    assert "Spain (defender): -1 GP" in texts
    # a palisade is destroyed too, but it teaches no firearms
    texts = notes_after_a_native_win(colony={"fortification": "palisade", "fortification_value": 1})
    assert any("natives destroy the colony's European expansions" in t for t in texts)
    assert not any("teaches the natives firearms" in t for t in texts)
    # no colony: nothing to destroy, but horse breeding still applies
    texts = notes_after_a_native_win()
    assert not any("destroy" in t for t in texts)
    assert any("natives learn horse breeding" in t for t in texts)


def test_the_result_prompt_gives_both_final_drs_and_the_cf_when_known():
    # ccc 000 step 4: each side's two dice plus modifiers are compared on the results table;
    # dice 3 + 4 = 7 against 2 + 2 = 4, no modifiers: difference +3
    plain = rolled(land())
    assert render(plain.prompt().message) == (
        "Final LC DR: attacker 7, defender 4 (difference +3). Compare them on your game's "
        "results table: who wins?"
    )
    # with both sides' CF (online rulebook 6.6.3.4) the prompt names them too
    with_cf = rolled(land(attacker={"cf": 8}, defender={"cf": 6}))
    assert render(with_cf.prompt().message) == (
        "Final LC DR: attacker 7, defender 4 (difference +3). Compare them on your game's "
        "results table (CF: attacker 8, defender 6): who wins?"
    )


def test_a_colony_without_an_avatar_defends_itself():
    # ccc 000 sides: a colony defends itself with royal regiments and garrison troops when no
    # avatar is available; it has no free actions (step 1 is for a European leader)
    state = land(defender={"commander": "colony", "leader": None}, colony={"garrison": True})
    lines = [(render(e.message), e.rule) for e in state.log]
    assert (
        "No avatar defends: the colony defends itself with its royal regiments and/or garrison "
        "troops",
        "ccc 000 sides",
    ) in lines
    assert not any("free actions now" in text for text, _rule in lines)


def test_max_hits_sets_the_range_of_hit_choices():
    state = rolled(land(max_hits=6)).apply("result:defender-wins")
    assert state.legal_actions()[-1] == "hits:6"


def test_native_armies_retreat_to_a_random_area_or_are_eliminated():
    # ccc 000 step 5 (online rulebook): a random adjacent land area, never a colony
    state = rolled(load_scenario(EXAMPLES / "ccc-land-natives.toml"))
    to = play(state, "result:defender-wins", "hits:2", "hits:0", "retreat:loser")
    assert to.legal_actions() == ("retreat-to:random-area", "retreat-to:nowhere")
    final = to.apply("retreat-to:random-area")
    assert final.outcome()["glory_points"] == {"attacker": None, "defender": 1}
    texts = [e.message.msgid for e in final.log]
    assert any("failed action" in t for t in texts)


def test_defending_pirates_that_win_leave_the_avatar_in_place_by_default():
    # ccc 000 step 6 (online rulebook): the avatar beaten by defending pirates need not retreat
    state = rolled(land(defender={"kind": "pirates"}))
    step5 = play(state, "result:defender-wins", "hits:0", "hits:0")
    assert step5.prompt().default == "retreat:none"
    final = step5.apply("retreat:none")
    assert final.is_terminal() and final.outcome()["retreat"] is None
    assert ("No side retreats", "ccc 000 step 5") in [
        (render(e.message), e.rule) for e in final.log
    ]
    assert final.outcome()["glory_points"] == {"attacker": -1, "defender": None}
    assert any("pirates" in e.message.msgid.lower() for e in final.log)


def test_charge_announcement_is_recorded_in_the_outcome():
    state = land(attacker={"cavalry": 1})
    final = rolled(state.apply("charge")).apply("result:open")
    assert final.outcome()["cavalry_charges"] == ["attacker"]


# --- odds, content --------------------------------------------------------------------------


def test_every_example_sums_to_one_and_results_change_the_summary():
    for path in sorted(EXAMPLES.glob("ccc-land-*.toml")):
        state = load_scenario(path)
        assert odds(state).total() == 1, path
    state = load_scenario(EXAMPLES / "ccc-land-natives.toml")
    while not state.is_chance():
        state = state.apply(state.prompt().default)
    after = state.apply_dice((1, 1, 1, 1))
    chosen = odds(after, choices=["result:attacker-wins"])
    assert chosen.probability(lambda o: o["winner"] == "attacker") == 1


def test_every_logged_rule_and_modifier_rule_is_in_the_chapter():
    content = load_content()
    state = load_scenario(EXAMPLES / "ccc-land-colony.toml")
    rules = set()
    while not state.is_terminal():
        rules |= {m.rule for m in state.modifiers().modifiers}
        rules |= {c.rule for c in state.cards()}
        if state.is_chance():
            state = state.apply_dice((6, 6, 1, 1))
            continue
        actions = state.legal_actions()
        choice = next((a for a in actions if a.startswith(("play:", "siege", "result:att"))), None)
        state = state.apply(choice or state.prompt().default)
    rules |= {e.rule for e in state.log}
    assert "ccc 000 cards" in rules and "ccc 000 step 3" in rules
    for rule in rules:
        assert content.paragraphs_for_ref(rule), rule


def test_a_land_combat_with_natives_first_reminds_to_merge_native_armies():
    # ccc 000 natives: native armies are merged (chapter 2.4.3.a) before a land combat with one
    with_natives = land(attacker={"name": "Arawak", "kind": "natives"})
    first = with_natives.log[0]
    assert "native armies are merged" in render(first.message)
    assert first.rule == "ccc 000 natives"
    # ccc 000 natives: "+1 as soon the natives have acquired knowledge of firearms" (AF or DF);
    # the CF is read on the player's results table, so the walkthrough reminds, it adds nothing
    second = with_natives.log[1]
    assert "learned firearms" in render(second.message) and "1 higher" in render(second.message)
    assert second.rule == "ccc 000 natives"
    assert with_natives.modifiers().totals == land().modifiers().totals
    without = land()
    assert not any("merged" in render(entry.message) for entry in without.log)
    assert not any("firearms" in render(entry.message) for entry in without.log)


def test_a_won_native_attack_after_a_failed_action_keeps_the_glory_points_for_awards():
    # ccc 000 natives: the failed action succeeds after all, and awards still give their GP
    state = rolled(land(attacker={"name": "Arawak", "kind": "natives"}))
    final = play(state, "result:defender-wins", "hits:0", "hits:0", "retreat:loser")
    texts = [render(e.message) for e in final.apply("retreat-to:random-area").log]
    assert any("counts as successful; glory points for awards" in text for text in texts)


def test_winning_pirates_loot_a_leader_only_if_they_came_from_a_haven():
    # sources.md 1.3 (6.6.3.6): only a haven's pirates take an eliminated enemy leader's items
    state = rolled(land(attacker={"name": "Pirates", "kind": "pirates"}))
    final = play(state, "result:attacker-wins", "hits:0", "hits:0", "retreat:loser")
    texts = [render(e.message) for e in final.apply("retreat-to:adjacent").log]
    loot = [text for text in texts if "new pirate ships" in text]
    assert loot and all(text.startswith("If these pirates came from a haven") for text in loot)
