"""Steps 8-12 of the field battle: winner, casualties, captured leaders, retreat, siege check.

:func:`battle_result` computes the whole result at once; the walkthrough then reports it one
step at a time (:func:`finish_battle`), so the rules live in one place.
"""

from __future__ import annotations

import json
from typing import Any

from ...messages import N_, Msg, Nn_
from ...words import joined
from .decisions import FieldBattleDecisions
from .forces import other
from .state import STEP_BY_SLUG, side_msg, step_id
from .words import leader_name

SIDES = ("attacker", "defender")
FINAL_STEPS = ("winner", "casualties", "captured-leaders", "retreat", "siege-check")


def battle_result(
    state: FieldBattleDecisions,
    hits: tuple[int, int] | None = None,
    rolled: tuple[int, int] | None = None,
) -> dict[str, Any]:
    """The result of steps 8-12 from the hits scored and dice rolled (the state's, by default)."""
    hits = state.hits if hits is None else hits
    rolled = state.rolled if rolled is None else rolled
    # his 001 step 8: more hits wins; a tie goes to the defender
    winner = "attacker" if hits[0] > hits[1] else "defender"
    # reading (rules/sources.md §6): a side with no land units at the roll does not roll and
    # loses; its leaders are captured below (step 10), as it has no survivor
    idle = not_rolling(state)
    if len(idle) == 1:
        winner = other(idle[0])
    # his 001 step 9: one unit per hit; if both are wiped out, more dice (or the defender) keeps 1
    units = {side: state.force(side).units for side in SIDES}
    against = {"attacker": hits[1], "defender": hits[0]}
    losses = {side: min(units[side], against[side]) for side in SIDES}
    keeper = None
    if all(units[s] and losses[s] == units[s] for s in SIDES):
        keeper = "attacker" if rolled[0] > rolled[1] else "defender"
        losses[keeper] -= 1
    survivors = {side: units[side] - losses[side] for side in SIDES}
    # his 001 step 10: leaders of a side wiped out are captured
    captured = [
        leader for side in SIDES if survivors[side] == 0 for leader in _capture(state, side)
    ]
    # his 001 step 11: the loser retreats; with no legal retreat it is eliminated
    loser, retreat, stranded = other(winner), None, 0
    if survivors[loser] and state.can_retreat[SIDES.index(loser)]:
        retreat = loser
    elif survivors[loser]:
        stranded = survivors[loser]
        losses[loser] += stranded
        survivors[loser] = 0
        captured += _capture(state, loser)
    # his 001 step 12: siege check
    siege = must_withdraw = False
    if state.fortified and winner == "attacker":
        siege = survivors["attacker"] > state.in_fortifications
        # an army with no units left has nothing to withdraw (15.3 moves units)
        must_withdraw = not siege and survivors["attacker"] > 0
    return {
        "battle": True,
        "winner": winner,
        "losses": losses,
        "survivors": survivors,
        "captured_leaders": captured,
        "retreat": retreat,
        "siege": siege,
        "must_withdraw": must_withdraw,
        "withdrawn_into_fortifications": False,
        "attacker_action": None,
        "_keeper": keeper,
        "_stranded": stranded,
    }


def not_rolling(state: FieldBattleDecisions) -> list[str]:
    """The sides without land units at the roll (they roll no dice and lose)."""
    return [side for side in SIDES if not state.side_rolls(side)]


def public_outcome(result: dict[str, Any]) -> dict[str, Any]:
    """The result without the working notes (keys starting with _)."""
    return {k: v for k, v in result.items() if not k.startswith("_")}


def finish_battle(state: FieldBattleDecisions) -> FieldBattleDecisions:
    """Report the next of steps 8-12; the last one ends the battle (at once when quiet)."""
    result = battle_result(state)
    public = json.dumps(public_outcome(result), sort_keys=True)
    if not state.logging:
        return state.logged(Msg(""), "", result=public, finished=True)
    slug = state.step_slug()
    rule = STEP_BY_SLUG[slug].rule
    message = _report(state, slug, result)
    if slug == FINAL_STEPS[-1]:
        return state.logged(message, rule, result=public, finished=True)
    following = FINAL_STEPS[FINAL_STEPS.index(slug) + 1]
    return state.logged(message, rule, step=step_id(following))


def _report(state: FieldBattleDecisions, slug: str, result: dict[str, Any]) -> Msg:
    losses, survivors = result["losses"], result["survivors"]
    if slug == "winner" and len(not_rolling(state)) == 1:
        return Msg(
            N_(
                "The {loser} had no land units at the roll: by our reading it did not roll "
                "and loses; the {winner} wins"
            ),
            loser=side_msg(not_rolling(state)[0]),
            winner=side_msg(result["winner"]),
        )
    if slug == "winner":
        return Msg(
            Nn_(
                "{attacker} hit against {defender}: the {winner} wins (ties go to the defender)",
                "{attacker} hits against {defender}: the {winner} wins (ties go to the defender)",
            ),
            plural_by="attacker",
            attacker=state.hits[0],
            defender=state.hits[1],
            winner=side_msg(result["winner"]),
        )
    if slug == "casualties":
        stranded = result["_stranded"]
        loser = other(result["winner"])
        lost = dict(losses, **{loser: losses[loser] - stranded})
        text = Msg(
            Nn_(
                "The attacker loses {attacker} unit, the defender {defender}",
                "The attacker loses {attacker} units, the defender {defender}",
            ),
            plural_by="attacker",
            attacker=lost["attacker"],
            defender=lost["defender"],
        )
        if result["_keeper"]:
            return Msg(
                N_("Both sides are wiped out; the {side} keeps 1 unit ({why}). {losses}"),
                side=side_msg(result["_keeper"]),
                losses=text,
                why=Msg(N_("it rolled more dice"))
                if state.rolled[0] != state.rolled[1]
                else Msg(N_("equal dice: the defender keeps it")),
            )
        return text
    if slug == "captured-leaders":
        # named as the outcome names them; a loser stranded without a retreat loses its
        # leaders at step 11, which says so
        captured = [
            leader_name(leader)
            for s in SIDES
            if survivors[s] == 0 and not (result["_stranded"] and s == other(result["winner"]))
            for leader in _capture(state, s)
        ]
        return (
            Msg(N_("Leaders captured: {names}"), names=joined(captured))
            if captured
            else Msg(N_("No leader is captured"))
        )
    if slug == "retreat":
        loser = other(result["winner"])
        if result["_stranded"]:
            return Msg(
                Nn_(
                    "The {side} has no legal retreat: its {count} unit is eliminated "
                    "and its leaders captured (14.1 as digital versions apply it, not the "
                    "official wording)",
                    "The {side} has no legal retreat: its {count} units are eliminated "
                    "and its leaders captured (14.1 as digital versions apply it, not the "
                    "official wording)",
                ),
                side=side_msg(loser),
                count=result["_stranded"],
            )
        if result["retreat"]:
            return Msg(
                Nn_(
                    "The {side} retreats {count} unit to an adjacent space (14.1)",
                    "The {side} retreats {count} units to an adjacent space (14.1)",
                ),
                side=side_msg(loser),
                count=survivors[loser],
            )
        return Msg(N_("The {side} has no units left to retreat"), side=side_msg(loser))
    if result["siege"]:
        return Msg(
            N_(
                "The army ({army}) outnumbers the units in the fortifications ({inside}): "
                "the space is now besieged"
            ),
            army=survivors["attacker"],
            inside=state.in_fortifications,
        )
    if result["must_withdraw"]:
        return Msg(
            N_(
                "The army ({army}) does not outnumber the units in the fortifications "
                "({inside}): it must withdraw (15.3)"
            ),
            army=survivors["attacker"],
            inside=state.in_fortifications,
        )
    if not state.fortified:
        return Msg(N_("No siege: the space is not fortified"))
    if result["winner"] == "attacker":
        return Msg(N_("No siege: the attacking army has no units left, so none withdraws either"))
    return Msg(N_("No siege: the attacker lost"))


def _capture(state: FieldBattleDecisions, side: str) -> list[dict[str, Any]]:
    return [
        {"side": side, "name": leader.name, "rating": leader.rating}
        for leader in state.force(side).leaders()
    ]
