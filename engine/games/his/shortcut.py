"""Exact odds of the rest of a field battle from its main roll, without walking every path.

From step 6 onwards (no Surprise Attack) nothing depends on the dice except the hits: the
Janissaries decision at step 7 is the same in every branch, so the main roll and the
Janissaries dice convolve into one distribution of total hits, and steps 8-12 depend on those
totals only. The generic walker in engine.odds computes the same numbers the long way; the
tests compare the two.
"""

from __future__ import annotations

from ...choices import illegal_action
from ...dist import Dist, hits
from .decisions import FieldBattleDecisions
from .outcome import battle_result, public_outcome
from .state import step_id


def odds_from_main_roll(
    state: FieldBattleDecisions, choices: tuple[str, ...], used: int
) -> tuple[list[tuple[dict, int]], int, int] | None:
    """([(outcome, weight)], total, choices used) from the pending main roll, or None."""
    if state.stage != "both-roll" or state.surprise_side() is not None:
        return None
    per_side = [Dist.point(0), Dist.point(0)]
    rolled = [0, 0]
    for group in state.roll_groups():
        index = 0 if group.side == "attacker" else 1
        per_side[index] = per_side[index].combine(hits(group.count, group.hit_min))
        rolled[index] += group.count
    player = state.janissary_player()
    if player is not None:
        action = "pass"
        if used < len(choices):
            action = choices[used]
            legal = ("pass", "play:janissaries")
            if action not in legal:
                raise illegal_action(state, action, step_id("janissaries"), legal)
            used += 1
        if action == "play:janissaries":
            # his 001 step 7: 5 more dice, hitting on 5-6, independent of the main roll
            index = 0 if player[0] == "attacker" else 1
            per_side[index] = per_side[index].combine(hits(5))
            rolled[index] += 5
    units = (state.force("attacker").units, state.force("defender").units)
    # Group the hit pairs by what decides steps 8-12: who won and the casualties.
    decisive: dict[tuple[bool, int, int], int] = {}
    defender_hits = [(d, weight, min(d, units[0])) for d, weight in per_side[1].items()]
    for a, a_weight in per_side[0].items():
        clipped_a = min(a, units[1])
        for d, d_weight, clipped_d in defender_hits:
            key = (a > d, clipped_a, clipped_d)
            decisive[key] = decisive.get(key, 0) + a_weight * d_weight
    outcomes = []
    for (attacker_won, a, d), weight in decisive.items():
        # representative hits: any pair with the same key gives the same result
        pair = (a, d) if attacker_won == (a > d) else _tie_break(a, d, attacker_won)
        outcomes.append((public_outcome(battle_result(state, pair, tuple(rolled))), weight))
    total = per_side[0].total * per_side[1].total
    return outcomes, total, used


def _tie_break(a: int, d: int, attacker_won: bool) -> tuple[int, int]:
    """Hits with the same casualties and winner when clipping hid who won."""
    # clipped values can only hide a win by the side whose hits were clipped (more than units)
    return (a + d + 1, d) if attacker_won else (a, a + d + 1)
