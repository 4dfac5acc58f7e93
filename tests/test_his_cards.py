"""Here I Stand field battle cards (rules/sources.md §2; timing per seed 001 steps 1, 4-5, 7)."""

import pytest

from engine.errors import InputError
from tests.his_helpers import battle, hits_dice, play_defaults


def reasons(state):
    return {
        c.card.split(".")[-1]: (c.playable, c.reason.msgid if c.reason else None)
        for c in state.cards()
    }


def test_field_artillery_gives_three_dice_to_france_and_two_to_others():
    # his card #25
    france = battle(
        attacker={"power": "france", "cards": ["field-artillery"]}, defender={"power": "hapsburg"}
    )
    before = france.dice_total("attacker")
    assert france.apply("play:field-artillery").dice_total("attacker") == before + 3
    hapsburg = battle(attacker={"cards": ["field-artillery"]})
    before = hapsburg.dice_total("attacker")
    assert hapsburg.apply("play:field-artillery").dice_total("attacker") == before + 2


def test_tercios_dice_hit_on_four_to_six():
    # his card #30, mode 1: Hapsburg +3 dice hitting on 4-6
    state = battle(attacker={"cards": ["tercios"]})
    state = play_defaults(state.apply("play:tercios"))
    groups = state.dice()
    assert [(g.side, g.count, g.hit_min) for g in groups] == [
        ("attacker", 4, 5),
        ("attacker", 3, 4),
        ("defender", 4, 5),
    ]
    final = state.apply_dice([1, 1, 1, 1] + [4, 4, 4] + [1, 1, 1, 1])
    assert final.hits == (3, 0)


def test_tercios_against_three_hapsburg_regulars_removes_three_dice():
    # his card #30, mode 2
    state = battle(defender={"cards": ["tercios"]})  # attacker: 3 Hapsburg regulars
    assert state.step == "his/field-battle#defender-cards"  # the attacker has no card to declare
    before = state.dice_total("attacker")
    assert state.apply("play:tercios").dice_total("attacker") == before - 3
    few = battle(attacker={"regulars": 2}, defender={"cards": ["tercios"]})
    assert reasons(few)["tercios"][0] is False  # fewer than 3 Hapsburg regulars: no effect


def test_mercenaries_bribed_moves_half_rounded_up():
    # his card #26: half the opponent's mercenaries, rounded up, change sides
    state = battle(attacker={"cards": ["mercenaries-bribed"]}, defender={"mercenaries": 3})
    after = state.apply("play:mercenaries-bribed")
    assert after.force("defender").units == 2 + 1
    assert after.force("attacker").units == 3 + 2


def test_mercenaries_bribed_not_by_or_against_the_ottomans():
    # his card #26
    by = battle(
        attacker={"power": "ottoman", "cards": ["mercenaries-bribed"]}, defender={"mercenaries": 2}
    )
    assert reasons(by)["mercenaries-bribed"] == (False, "wrong power: the Ottomans cannot play it")
    # the Ottomans have no mercenaries (a scenario giving them some is refused)
    against = battle(
        attacker={"cards": ["mercenaries-bribed"]},
        defender={"power": "ottoman", "regulars": 2},
    )
    assert reasons(against)["mercenaries-bribed"] == (
        False,
        "it cannot be played against the Ottomans",
    )


def test_surprise_attack_rolls_first_and_hits_land_before_the_other_side_counts():
    # his card #29
    state = battle(
        attacker={"regulars": 3, "leaders": [0], "cards": ["surprise-attack"]},
        defender={"regulars": 3, "leaders": [0]},
    )
    state = play_defaults(state.apply("play:surprise-attack"))
    assert [g.side for g in state.dice()] == ["attacker"]
    after_first = state.apply_dice(hits_dice(2, 1))
    # the defender counts its 1 surviving unit + 0 rating + 1 for defending
    assert [(g.side, g.count) for g in after_first.dice()] == [("defender", 2)]
    final = after_first.apply_dice(hits_dice(1, 1))
    assert final.outcome()["losses"] == {"attacker": 1, "defender": 2}


def test_surprise_attack_wiping_out_the_defender_means_it_does_not_roll():
    # his card #29: if no opposing unit survives, the opponent does not roll
    state = battle(attacker={"cards": ["surprise-attack"]}, defender={"regulars": 1})
    state = play_defaults(state.apply("play:surprise-attack"))
    final = state.apply_dice(hits_dice(1, 3))
    assert final.is_terminal() and final.outcome()["winner"] == "attacker"


def test_janissaries_add_five_dice_after_the_roll():
    # his 001 step 7, his card #1
    state = battle(
        attacker={"power": "ottoman", "cards": ["janissaries"]}, defender={"power": "hapsburg"}
    )
    state = play_defaults(state).apply_dice(hits_dice(0, 4) + hits_dice(1, 3))
    assert state.step == "his/field-battle#janissaries"
    assert state.legal_actions() == ("pass", "play:janissaries")
    rolled = state.apply("play:janissaries")
    assert [(g.side, g.count) for g in rolled.dice()] == [("attacker", 5)]
    final = rolled.apply_dice(hits_dice(2, 3))
    assert final.outcome()["winner"] == "attacker"


def test_janissaries_once_a_turn_and_only_for_the_ottomans():
    # his card #1: Ottoman home card, once per turn
    used = battle(
        attacker={"power": "ottoman", "cards": ["janissaries"]},
        defender={"power": "hapsburg"},
        janissaries_used=True,
    )
    assert reasons(used)["janissaries"] == (False, "already played this turn")
    # a home card is only ever in its own power's hand: another power holding it is refused
    with pytest.raises(InputError) as error:
        battle(attacker={"cards": ["janissaries"]})
    assert error.value.key == "attacker.cards[0]"
    assert "Janissaries ('janissaries') is the Ottoman home card" in error.value.render()
    with pytest.raises(InputError) as error:
        battle(defender={"allies": [{"power": "papacy", "regulars": 1, "cards": ["janissaries"]}]})
    assert error.value.key == "defender.allies[0].cards[0]"


def test_landsknechts_and_swiss_mercenaries_at_step_one_attacker_first():
    # his 001 step 1; his cards #33 and #36
    state = battle(attacker={"cards": ["landsknechts"]}, defender={"cards": ["swiss-mercenaries"]})
    assert state.step == "his/field-battle#responses" and state.prompt().actor == "hapsburg"
    after = state.apply("play:landsknechts")
    assert after.force("attacker").units == 3 + 4  # Hapsburgs place 4 mercenaries
    # the Hapsburg's only action left is to pass, which is applied by itself
    assert after.prompt().actor == "france"
    after = after.apply("play:swiss-mercenaries")
    assert after.force("defender").units == 2 + 4  # France places 4 mercenaries


def test_card_reasons_wrong_step_and_already_played():
    state = battle(
        attacker={"cards": ["arquebusiers", "landsknechts"]},
        defender={"cards": ["field-artillery"]},
    )
    assert state.step == "his/field-battle#responses"
    assert reasons(state)["arquebusiers"][1].startswith("wrong step")
    state = state.apply("pass")
    # his 001 step 1: response cards only at step 1, which is now behind us
    assert reasons(state)["landsknechts"][1].startswith("its step has passed")
    assert reasons(state)["field-artillery"][1].startswith("wrong step")  # step 5 is ahead
    played = state.apply("play:arquebusiers")  # then the attacker's pass is applied by itself
    assert reasons(played)["arquebusiers"] == (False, "already played")
    assert reasons(played)["field-artillery"] == (True, None)


def test_several_defending_powers_each_declare_cards():
    # his 001 step 5: each defending power may play combat cards
    state = battle(
        defender={
            "cards": ["arquebusiers"],
            "allies": [{"power": "papacy", "regulars": 1, "cards": ["field-artillery"]}],
        }
    )
    assert state.dice_total("defender") == 3 + 1 + 1
    assert state.prompt().actor == "france"
    state = state.apply("play:arquebusiers")  # France's pass is then its only action
    assert state.prompt().actor == "papacy"
    state = state.apply("play:field-artillery")
    assert state.dice_total("defender") == 5 + 2 + 2


def reason_text(state, card: str, holder: str) -> str:
    """The English reason why ``holder``'s ``card`` cannot be played now."""
    status = next(c for c in state.cards() if c.card == f"his.card.{card}" and c.holder == holder)
    assert not status.playable
    return status.reason.render(lambda t: t)


def test_a_card_played_at_the_wrong_step_names_its_own_step():
    # his 001 step 4: the attacker declares its combat cards at step 4; step 5: the defender
    # at step 5. At step 1 (responses) both are ahead, each at its own side's step.
    state = battle(
        attacker={"cards": ["arquebusiers", "landsknechts"]},
        defender={"cards": ["field-artillery"]},
    )
    assert state.step == "his/field-battle#responses"
    assert reason_text(state, "arquebusiers", "hapsburg") == (
        "wrong step: the attacker (Hapsburg) announces combat cards at step 4 (Attacker's "
        "combat cards)"
    )
    assert reason_text(state, "field-artillery", "france") == (
        "wrong step: the defender (France) announces combat cards at step 5 (Defender's "
        "combat cards)"
    )
    # his 001 step 1: a response card is only played at step 1, which is behind at step 4
    state = state.apply("pass")
    assert state.step == "his/field-battle#attacker-cards"
    assert reason_text(state, "landsknechts", "hapsburg") == (
        "its step has passed: it is played at step 1 (Response cards)"
    )


def test_a_defending_power_waits_for_the_one_declaring_before_it():
    # his 001 step 5: each defending power may play combat cards, one after the other; while
    # France declares, the Papacy's card waits its turn
    state = battle(
        defender={
            "cards": ["arquebusiers"],
            "allies": [{"power": "papacy", "regulars": 1, "cards": ["field-artillery"]}],
        }
    )
    assert state.prompt().actor == "france"
    assert reason_text(state, "field-artillery", "papacy") == (
        "not Papacy's turn: France is declaring"
    )


def test_each_card_in_hand_is_shown_with_the_side_of_the_power_holding_it():
    # his 001 steps 4-5: the attacker's and every defending power's cards belong to their side
    state = battle(
        attacker={"cards": ["arquebusiers"]},
        defender={
            "cards": ["tercios"],
            "allies": [{"power": "papacy", "regulars": 1, "cards": ["field-artillery"]}],
        },
    )
    assert sorted((c.holder, c.side) for c in state.cards()) == [
        ("france", "defender"),
        ("hapsburg", "attacker"),
        ("papacy", "defender"),
    ]


def test_new_mercenaries_join_only_the_contingent_of_the_power_playing_the_card():
    # his card #33: a power other than the Hapsburgs or Ottomans places 2 of its own new
    # mercenaries; its ally's contingent on the same side is unchanged
    state = battle(
        defender={
            "cards": ["landsknechts"],
            "allies": [{"power": "papacy", "regulars": 1, "mercenaries": 1}],
        }
    )
    state = state.apply("play:landsknechts")
    mercenaries = {c.power: c.mercenaries for c in state.force("defender").contingents}
    assert mercenaries == {"france": 2, "papacy": 1}
    assert state.force("defender").units == 2 + 2 + 1 + 1


def test_two_mercenaries_are_eliminated_across_several_contingents():
    # his card #33 played by the Ottomans: exactly 2 opposing mercenaries are eliminated, even
    # when they belong to two powers (1 Hapsburg and 3 Papal mercenaries here: 4 - 2 = 2 left)
    state = battle(
        attacker={"power": "ottoman", "cards": ["landsknechts"]},
        defender={
            "power": "hapsburg",
            "regulars": 1,
            "mercenaries": 1,
            "allies": [{"power": "papacy", "regulars": 0, "mercenaries": 3}],
        },
    )
    state = state.apply("play:landsknechts")
    assert sum(c.mercenaries for c in state.force("defender").contingents) == 2
    assert state.force("defender").units == 1 + 2
    line = state.log[0].message.render(lambda t: t)
    assert line == "Ottoman plays Landsknechts: 2 opposing mercenaries are eliminated"


def test_bribed_mercenaries_of_several_powers_all_join_the_player():
    # his card #26: half of the opponent's 4 mercenaries (1 French, 3 Papal), rounded up, is 2;
    # both change sides and join the player's own contingent
    state = battle(
        attacker={"cards": ["mercenaries-bribed"]},
        defender={
            "mercenaries": 1,
            "allies": [{"power": "papacy", "regulars": 1, "mercenaries": 3}],
        },
    )
    state = state.apply("play:mercenaries-bribed")
    assert state.force("attacker").contingents[0].mercenaries == 2
    assert state.force("attacker").units == 3 + 2
    assert sum(c.mercenaries for c in state.force("defender").contingents) == 2


def test_cards_without_an_effect_in_this_battle_say_why():
    # his card #33 played by the Ottomans eliminates opposing mercenaries: there are none here
    ottoman = battle(
        attacker={"power": "ottoman", "cards": ["landsknechts", "swiss-mercenaries"]},
        defender={"power": "hapsburg"},
    )
    assert reason_text(ottoman, "landsknechts", "ottoman") == (
        "no effect on this battle: the opponent has no mercenaries here"
    )
    # his card #36 played by the Ottomans gives France 4 mercenaries: France does not fight here
    assert reason_text(ottoman, "swiss-mercenaries", "ottoman") == (
        "no effect on this battle: France does not fight here"
    )
    # his card #26 moves half the opponent's mercenaries: France has none here
    bribe = battle(attacker={"cards": ["mercenaries-bribed"]})
    assert reason_text(bribe, "mercenaries-bribed", "hapsburg") == (
        "no effect on this battle: the opponent has no mercenaries here"
    )
    # his card #30: only the Hapsburgs gain dice from it; for anyone else it needs at least 3
    # Hapsburg regulars opposite (2 here)
    tercios = battle(attacker={"regulars": 2}, defender={"cards": ["tercios"]})
    assert reason_text(tercios, "tercios", "france") == (
        "no effect on this battle: only the Hapsburgs gain dice from it, and the opponent has "
        "fewer than 3 Hapsburg regulars"
    )


def groups(state) -> list[tuple[str, str, int, int]]:
    """The pending roll's dice groups: side, English label, count, lowest hitting face."""
    return [(g.side, g.label.render(lambda t: t), g.count, g.hit_min) for g in state.dice()]


def test_card_dice_that_hit_on_five_or_six_are_rolled_with_the_sides_other_dice():
    # his 001 step 6: a side rolls its dice together, 5 or 6 hits; Arquebusiers add 2 such dice
    # (#24): 3 units + rating 1 + 2 = 6 dice for the attacker, 2 + 1 + 1 = 4 for the defender
    state = play_defaults(battle(attacker={"cards": ["arquebusiers"]}).apply("play:arquebusiers"))
    assert groups(state) == [
        ("attacker", "attacker: dice", 6, 5),
        ("defender", "defender: dice", 4, 5),
    ]


def test_tercios_dice_are_rolled_apart_and_named():
    # his card #30, mode 1: 3 dice hitting on 4-6 besides the Hapsburgs' 3 + 1 = 4 dice
    state = play_defaults(battle(attacker={"cards": ["tercios"]}).apply("play:tercios"))
    assert groups(state) == [
        ("attacker", "attacker: dice", 4, 5),
        ("attacker", "attacker: Tercios dice", 3, 4),
        ("defender", "defender: dice", 4, 5),
    ]
    # the faces are said once, beside the count (the label said them too)
    from tui.battle_text import dice_group_text

    tercios = state.dice()[1]
    assert dice_group_text(tercios) == "attacker: Tercios dice — 3 × d6, hit on 4-6"


def test_tercios_against_the_hapsburgs_leave_them_one_die_to_roll():
    # his card #30, mode 2: the Hapsburgs' 3 regulars + rating 1 = 4 dice, 3 fewer: 1 die
    state = play_defaults(battle(defender={"cards": ["tercios"]}).apply("play:tercios"))
    assert groups(state) == [
        ("attacker", "attacker: dice", 1, 5),
        ("defender", "defender: dice", 4, 5),
    ]


def test_the_reason_shown_is_timing_for_the_holders_side_then_turn_then_the_card():
    # his 001 step 1 and his card #26 (steps 4-5): at step 1 Mercenaries Bribed is not played
    # yet, whatever its effect; the opponent has no mercenaries now, but a response card at
    # step 1 (Landsknechts, #33) could still give it some
    state = battle(
        attacker={"cards": ["mercenaries-bribed", "landsknechts"]},
        defender={"cards": ["swiss-mercenaries"]},
    )
    assert state.step == "his/field-battle#responses"
    assert reason_text(state, "mercenaries-bribed", "hapsburg") == (
        "wrong step: the attacker (Hapsburg) announces combat cards at step 4 (Attacker's "
        "combat cards)"
    )
    # his 001 step 1: the defender's response card waits for the attacker, who declares first
    assert reason_text(state, "swiss-mercenaries", "france") == (
        "not France's turn: Hapsburg is declaring"
    )
    # his 001 steps 4-5, his card #24: at step 4 the defender's Arquebusiers wait for the
    # defender's own step (the glossary's "step 4 or 5" is the holder's side's step)
    state = battle(attacker={"cards": ["field-artillery"]}, defender={"cards": ["arquebusiers"]})
    assert state.step == "his/field-battle#attacker-cards"
    assert reason_text(state, "arquebusiers", "france") == (
        "wrong step: the defender (France) announces combat cards at step 5 (Defender's "
        "combat cards)"
    )
    # his 001 step 7, his card #1: Janissaries wait for step 7 at step 4
    ottoman = battle(
        attacker={"power": "ottoman", "cards": ["janissaries", "field-artillery"]},
        defender={"power": "hapsburg"},
    )
    assert ottoman.step == "his/field-battle#attacker-cards"
    assert reason_text(ottoman, "janissaries", "ottoman") == (
        "wrong step: it is played at step 7 (Janissaries)"
    )
    # his card #26 at the attacker's own step: now its own condition decides
    bribe = battle(attacker={"cards": ["mercenaries-bribed", "field-artillery"]})
    assert bribe.step == "his/field-battle#attacker-cards"
    assert reason_text(bribe, "mercenaries-bribed", "hapsburg") == (
        "no effect on this battle: the opponent has no mercenaries here"
    )
    # his 001 step 4: once the attacker's step is behind, its unplayed card says so
    after = bribe.apply("play:field-artillery")
    assert after.step != "his/field-battle#attacker-cards"
    assert reason_text(after, "field-artillery", "hapsburg") == "already played"


def test_a_choice_refused_names_the_step_and_the_holders_reason():
    # his 001 steps 4-5: --choices play:arquebusiers at step 4, the card in the defender's hand
    from engine.errors import IllegalAction

    state = battle(attacker={"cards": ["field-artillery"]}, defender={"cards": ["arquebusiers"]})
    with pytest.raises(IllegalAction) as error:
        state.apply("play:arquebusiers")
    assert error.value.render() == (
        "choices: play:arquebusiers: not legal at step 4 (Attacker's combat cards) "
        "(Arquebusiers (France): wrong step: the defender (France) announces combat cards at "
        "step 5 (Defender's combat cards)); legal actions: pass, play:field-artillery"
    )


def _after_the_roll(state):
    state = play_defaults(state)
    while state.is_chance():
        state = play_defaults(state.apply_dice([1] * sum(g.count for g in state.dice())))
    return [(entry.message.render(lambda t: t), entry.rule) for entry in state.log]


def test_step_7_says_why_it_passes_when_the_ottomans_hold_no_janissaries():
    # his 001 step 7, sources.md §2 (Janissaries: Ottoman home card, once per turn): the
    # set-up's cards are the hand; an Ottoman side without Janissaries, not yet played this
    # turn, is told why step 7 passes, and where to add it
    note = "The Ottomans hold no Janissaries in this set-up, so step 7 passes"
    ottoman = {"power": "ottoman", "regulars": 3, "cards": []}
    log = _after_the_roll(battle(attacker=ottoman))
    said = [rule for text, rule in log if text.startswith(note)]
    assert said == ["his 001 step 7"]
    # played this turn already: nothing to add
    log = _after_the_roll(battle(attacker=ottoman, janissaries_used=True))
    assert not any(text.startswith(note) for text, _rule in log)
    # no Ottoman side: nothing to say
    assert not any(text.startswith(note) for text, _rule in _after_the_roll(battle()))
