"""Questions asked at an engine state, one function per kind; every answer comes from the engine.

:func:`question_at` is used by drills (at a random point of a random battle) and by lessons (at
a chosen point of an example battle). A kind that does not apply at a state gives None.
"""

from __future__ import annotations

import random
from functools import cache

from engine.messages import N_, Msg, Nn_
from engine.procedure import State
from glossary.rule_refs import RulePlace

from .drills_chance import compare, likelier_question, roll_to_end, winner_question
from .drills_names import KINDS
from .drills_question import (
    END,
    KIND_NAMES,
    Question,
    numbers,
    random_dice,
    step_title,
)
from .drills_text import dice_text, side_name

__all__ = ["END", "KIND_NAMES", "KINDS", "Question", "compare", "question_at", "roll_to_end"]
POOL_WALKS = 30  # random walks per procedure that collect the actions offered as distractors


def question_at(state: State, kind: str, rng: random.Random | None = None) -> Question | None:
    """The question of ``kind`` at ``state``, or None where the kind does not apply there."""
    if kind not in KINDS:
        raise ValueError(kind)
    if state.is_terminal():
        return None
    rng = rng or random.Random(0)
    return _ASK[kind](state, rng)


def _dice(state: State, rng: random.Random) -> Question | None:
    if not state.is_chance():
        return None
    groups = [group for group in state.dice() if group.count]
    if not groups:
        return None
    group = rng.choice(groups)
    rule = state.step_info().rule
    where = step_title(state)
    if group.hits and group.hit_min is not None and group.hit_min > 1 and rng.random() < 0.4:
        options = tuple((str(v), Msg(N_("{value} or more"), value=v)) for v in range(2, 7))
        return Question(
            "dice",
            state.step,
            Msg(N_("{step}: from which value on does a die of “{dice}” hit?"), step=where,
                dice=group.label),
            options,
            (str(group.hit_min),),
            (Msg(N_("A die of “{dice}” hits on {value} or more."), dice=group.label,
                 value=group.hit_min),),
            rule,
        )  # fmt: skip
    # Asked by side, not by the roll's label: a label may state the count ("two dice").
    side = group.side
    count = sum(g.count for g in groups if g.side == side)
    explanation = [
        Msg(Nn_("For “{dice}”, {count} die with {sides} faces is rolled.",
                "For “{dice}”, {count} dice with {sides} faces are rolled."),
            dice=g.label, count=g.count, sides=g.sides)
        for g in groups
        if g.side == side
    ]  # fmt: skip
    report = state.modifiers()
    if report is not None and report.label.msgid == "dice":
        explanation += [source_line(m) for m in report.for_side(side)]
    return Question(
        "dice",
        state.step,
        Msg(
            N_("{step}: how many dice does {side} roll?"),
            step=where,
            side=side_name(side, state.procedure),
        ),  # fmt: skip
        tuple(
            (str(n), Msg(Nn_("{count} die", "{count} dice"), count=n))
            for n in numbers(count, rng, 1)
        ),
        (str(count),),
        tuple(explanation),
        rule,
    )


def card_action(card_id: str) -> str:
    """The action id that plays a card (``his.card.tercios`` -> ``play:tercios``)."""
    return "play:" + card_id.rsplit(".", 1)[-1]


@cache
def action_pool(procedure: str) -> tuple[tuple[str, Msg, str], ...]:
    """(action id, label, step) of every action met on a few fixed random walks of the procedure."""
    from .drills_setups import random_setup

    found: dict[str, tuple[str, Msg, str]] = {}
    for seed in range(POOL_WALKS):
        rng = random.Random(f"pool/{procedure}/{seed}")
        state = random_setup(procedure, rng).state()
        while not state.is_terminal():
            if state.is_chance():
                state = state.apply_dice(random_dice(state, rng))
                continue
            for action in state.prompt().actions:
                found.setdefault(action.id, (action.id, action.label, state.step))
            state = state.apply(rng.choice(state.legal_actions()))
    return tuple(found[key] for key in sorted(found))


def _names_a_battle(label: Msg) -> bool:
    """Whether an action's label names something of the battle it was met in (a unit, a
    fleet, a side: "advance Spanish cavalry into the vacated hex"): as a distractor in another
    battle it would name what is not there. Numbers are no names ("hits: 2")."""
    return any(not isinstance(value, int) for _key, value in label.args)


def _legal(state: State, rng: random.Random) -> Question | None:
    prompt = state.prompt()
    if prompt is None or state.is_chance():
        return None
    legal = list(prompt.actions)
    rng.shuffle(legal)
    options = [(action.id, action.label) for action in legal[:4]]
    why: dict[str, Msg] = {
        action.id: Msg(N_("“{action}” is legal now."), action=action.label) for action in legal[:4]
    }
    held = {card_action(card.card) for card in state.cards()}
    blocked = [card for card in state.cards() if not card.playable]
    rng.shuffle(blocked)
    for card in blocked[:2]:
        ident = card_action(card.card)
        if ident not in why:
            label = Msg(N_("play {card}"), card=card.name)  # worded as the legal plays are
            options.append((ident, label))
            reason = card.reason or Msg(N_("not playable now"))
            why[ident] = Msg(N_("“{action}”: {reason}"), action=label, reason=reason)
    others = [
        item
        for item in action_pool(state.procedure)
        if item[0] not in why and (item[0].startswith("play:") or not _names_a_battle(item[1]))
    ]
    rng.shuffle(others)
    for ident, label, step in others[: max(0, 6 - len(options))][:3]:
        if ident in why:
            continue
        options.append((ident, label))
        if ident.startswith("play:") and ident not in held:
            why[ident] = Msg(N_("“{action}”: no one in this battle holds that card."), action=label)
        elif step != state.step:
            why[ident] = Msg(N_("“{action}” is taken at another step: {step}."), action=label,
                             step=step_title(state, step))  # fmt: skip
        else:
            why[ident] = Msg(N_("“{action}” is not offered in this situation."), action=label)
    if len(options) < 2:
        return None
    rng.shuffle(options)
    answer = tuple(ident for ident, _ in options if ident in prompt.action_ids())
    return Question(
        "legal",
        state.step,
        Msg(
            N_("{step}: which of these are legal now? (Several may be.)"), step=step_title(state)
        ),  # fmt: skip
        tuple(options),
        answer,
        tuple(why[ident] for ident, _ in options),
        state.step_info().rule,
    )


def source_line(modifier) -> Msg:
    """One part of a total, as the learner reads it: "+2 best leader: General A (rule)"."""
    return Msg(N_("{value:+d} {source} ({rule})"), value=modifier.value, source=modifier.source,
               rule=RulePlace(modifier.rule))  # fmt: skip


def _modifiers(state: State, rng: random.Random) -> Question | None:
    report = state.modifiers()
    if report is None or not report.totals:
        return None
    side, total = rng.choice(report.totals)
    sources = report.for_side(side)
    explanation = [source_line(m) for m in sources] or [
        Msg(N_("No modifiers apply to this side now."))
    ]
    explanation.append(Msg(N_("Total: {value}"), value=total))
    # with no negative modifier here, a negative total is no answer anyone would consider
    low = 0 if all(m.value >= 0 for m in report.modifiers) and total >= 0 else None
    what, who = report.total_label(side), side_name(side, state.procedure)
    text = Msg(N_("{step}: what is the total for {side} now ({what})?"), step=step_title(state),
               side=who, what=what)  # fmt: skip
    details: tuple[Msg, ...] = ()
    if "(" in what.render(str):  # a label with brackets of its own goes on a line of its own
        text = Msg(N_("{step}: what is the total for {side} now?"), step=step_title(state),
                   side=who)  # fmt: skip
        details = (what,)
    return Question(
        "modifiers",
        state.step,
        text,
        tuple((str(n), Msg(N_("total {value}"), value=n)) for n in numbers(total, rng, low)),
        (str(total),),
        tuple(explanation),
        sources[0].rule if sources else state.step_info().rule,
        details,
    )


def _next_step(state: State, rng: random.Random) -> Question | None:
    if state.is_chance():
        values = random_dice(state, rng)
        following = state.apply_dice(values)
        action, details = (
            None,
            tuple(
                Msg(N_("{dice} — rolled {values}"), dice=group.label, values=dice_text(part))
                for group, part in state.split_dice(values)
            ),
        )
        text = Msg(N_("{step}: after this roll, where does the battle stop next?"),
                   step=step_title(state))  # fmt: skip
    else:
        prompt = state.prompt()
        chosen = rng.choice(prompt.actions)
        following, action, values, details = state.apply(chosen.id), chosen.id, (), ()
        text = Msg(N_("{step}: if “{action}” is chosen, where does the battle stop next?"),
                   step=step_title(state), action=chosen.label)  # fmt: skip
    answer = END if following.is_terminal() else following.step
    steps = [info.id for info in state.steps] + [END]
    others = rng.sample([s for s in steps if s != answer], min(3, len(steps) - 1))
    options = tuple(
        (ident, Msg(N_("the battle ends")) if ident == END else step_title(state, ident))
        for ident in steps
        if ident in others or ident == answer
    )
    explanation = tuple(entry.message for entry in following.log[len(state.log) :])
    return Question(
        "next-step",
        state.step,
        text,
        options,
        (answer,),
        explanation + (Msg(N_("Next: {step}"), step=dict(options)[answer]),),
        state.step_info().rule,
        details,
        values,
        action,
    )


_ASK = {
    "dice": _dice,
    "legal": _legal,
    "winner": winner_question,
    "modifiers": _modifiers,
    "next-step": _next_step,
    "likelier": likelier_question,
}
