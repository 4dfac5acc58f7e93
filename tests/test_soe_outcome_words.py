"""Struggle of Empires attack: the sentences that word a finished attack's outcome name the
winner as the player reads it in the log, a neutral country included (seed 003)."""

from engine import registry
from tests.test_soe_steps import D0, D1, D2, D3, D4, attack, roll

WORDS = registry.get("soe/attack").words


def said(state) -> list[str]:
    """The outcome's sentences, in English."""
    return [sentence.render(lambda msgid: msgid) for sentence in WORDS.sentences(state.outcome())]


def test_a_neutral_country_that_wins_is_named_as_such_with_its_reward():
    # soe 003 neutral: 2 + 0 against 3 + 4, the neutral country wins; "the winner gains gold or
    # VP" for a number in a square, read literally: the neutral country gains it
    final = roll(attack(neutral={"value": 3, "shape": "square"}), D0, D4)
    assert final.outcome()["reward"] == {"to": "defender", "shape": "square"}
    sentences = said(final)
    assert "The neutral country wins the land combat" in sentences
    assert sentences[-1] == (
        "The neutral country gains the reward of the counter's square (gold or VP): read "
        "literally, the flowchart gives it to the winner"
    )
    assert not any(s.startswith("The defender") for s in sentences)


def test_an_attacker_that_beats_a_neutral_country_gains_the_reward():
    # soe 003 neutral: 2 + 3 against 3 + 1, the attacker wins and gains the circle's gold or VP
    sentences = said(roll(attack(neutral={"value": 3, "shape": "circle"}), D3, D1))
    assert "The attacker wins the land combat" in sentences
    assert sentences[-1] == "The attacker gains the reward of the counter's circle (gold or VP)"


def test_a_neutral_counter_without_a_shape_and_a_player_defender_keep_their_sentences():
    # soe 003 neutral: no shape, no reward; soe 003 land: a defending player is the defender
    lost = said(roll(attack(neutral={"value": 3, "shape": "none"}), D0, D2))
    assert "The neutral country wins the land combat" in lost
    assert not any("reward" in s for s in lost)
    held = said(roll(attack(landlocked=True), D0, D3))
    assert "The defender wins the land combat" in held


def test_the_unrest_line_calls_a_neutral_country_so_and_gives_it_no_allies():
    # soe 003 land: the loser loses a unit and takes 1 unrest point; with a total of 7 the
    # loser's ally loses a second unit and takes 1 unrest point. soe 003 neutral: the neutral
    # country has no alliances, and what it loses is not stated
    final = roll(attack(attacker={"ally_armies": 1}, neutral={"value": 3}), (3, 4), D4)
    assert final.outcome()["unrest"]["attacker_ally"] == 1
    sentences = said(final)
    # no count is claimed for the neutral country: the flowchart does not give one
    assert "Unrest: attacker 1 (the flowchart does not say what a neutral country loses)" in (
        sentences
    )
    assert not any("neutral country 0" in s for s in sentences)
    assert "Unrest of the attacker's allies: 1" in sentences
    assert not any("defender" in s for s in sentences)
    # a defending player is still the defender
    held = said(roll(attack(landlocked=True), D0, D3))
    assert "Unrest: attacker 1, defender 0" in held


def test_the_gold_paid_is_a_plural_message_counted_by_the_gold():
    # soe 003 declare: the attacker pays 2 gold; the noun agrees with the count (2 золота)
    paid = WORDS.sentences(roll(attack(landlocked=True), D0, D3).outcome())[0]
    assert paid.plural and paid.plural_by == "gold" and dict(paid.args)["gold"] == 2
    assert paid.render(lambda msgid: msgid) == "The attacker pays 2 gold"
