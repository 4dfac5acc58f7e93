"""CCC interception: a fleet the scenario leaves unnamed is called "fleet N" after its place in the
file. That name is the fleet's id in the outcome (JSON), and every text shows it as a translatable
message, so that it reads in the UI language like the rest of the line."""

from __future__ import annotations

import json

from engine import registry
from engine.messages import Msg
from engine.scenario import parse_scenario

SPEC = registry.get("ccc/interception")
# a stand-in Italian catalogue: only the default name is translated, so that any "fleet 1" left
# in a rendered line is a name that bypassed the translation
ITALIAN = {"fleet {number}": "flotta {number}"}


def italian(msgid: str) -> str:
    return ITALIAN.get(msgid, msgid)


def unnamed(second: str = "") -> object:
    name = f'name = "{second}"\n' if second else ""
    text = (
        'procedure = "ccc/interception"\ngame = "basic"\n'
        "[[fleets]]\nactivated = true\n"
        f"[[fleets]]\n{name}"
    )
    return parse_scenario(text, "test.toml")


def walk(state, dice=(5, 2)):
    """Every state of an attempt: the activated fleet intercepts, wins, takes benefit c."""
    states = [state]
    while not states[-1].is_terminal():
        current = states[-1]
        if current.is_chance():
            states.append(current.apply_dice(dice))
        elif "intercept" in current.legal_actions():
            states.append(current.apply("intercept"))
        else:
            states.append(current.apply("benefit:c"))
    return states


def texts(state) -> list[Msg]:
    """Every message a player reads at ``state``: log, question, answers and dice."""
    found = [entry.message for entry in state.log]
    prompt = state.prompt()
    if prompt is not None:
        found += [prompt.message, *(action.label for action in prompt.actions)]
    if state.is_chance():
        found += [group.label for group in state.dice()]
    return found


def test_an_unnamed_fleet_is_a_translatable_message():
    state = unnamed()
    # the id stays the plain default name (outcome, actor, the check that names differ)
    assert [fleet.name for fleet in state.fleets] == ["fleet 1", "fleet 2"]
    assert state.prompt().actor == "fleet 1"
    # the texts carry it as a message, rendered in the UI language
    label = state.fleets[1].label()
    assert isinstance(label, Msg) and label == Msg("fleet {number}", number=2)
    assert label.render(italian) == "flotta 2"
    asked = dict(state.prompt().message.args)["fleet"]
    assert asked == Msg("fleet {number}", number=1)


def test_no_text_of_a_walk_shows_the_english_default_name():
    states = walk(unnamed())
    lines = [message.render(italian) for state in states for message in texts(state)]
    assert any("flotta 1" in line for line in lines)
    assert any("flotta 2" in line for line in lines)
    assert not [line for line in lines if "fleet 1" in line or "fleet 2" in line]


def test_the_outcome_keeps_plain_names_and_its_sentences_translate_them():
    final = walk(unnamed())[-1]
    outcome = final.outcome()
    # ccc 004 benefits: c) both fleets stop and get a NO INTERCEPTION marker
    assert outcome["interceptor"] == "fleet 1" and outcome["target"] == "fleet 2"
    assert outcome["no_interception_markers"] == ["fleet 1", "fleet 2"]
    json.dumps(outcome)  # still JSON
    said = [sentence.render(italian) for sentence in SPEC.words.sentences(outcome)]
    assert said[0] == "Interception attempt: flotta 1 against flotta 2"
    assert not [line for line in said if "fleet 1" in line or "fleet 2" in line]
    assert said[-1] == "NO INTERCEPTION marker for: flotta 1, flotta 2"


def test_a_given_name_is_shown_as_written():
    state = unnamed("Morgan's fleet")
    assert state.fleets[1].label() == "Morgan's fleet"
    final = walk(state)[-1]
    said = [sentence.render(italian) for sentence in SPEC.words.sentences(final.outcome())]
    assert said[0] == "Interception attempt: flotta 1 against Morgan's fleet"
