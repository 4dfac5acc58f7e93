"""Log messages of an attack that take more than one line to build."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import N_, Msg

if TYPE_CHECKING:
    from .state import AttackState


def roll_message(
    state: AttackState,
    kind: str,
    scores: tuple[int, int],
    differences: tuple[int, int],
    totals: tuple[int, int],
    winner: str,
) -> Msg:
    """The combat roll: each side's score, dice difference and total, and who won."""
    if kind == "naval":
        text = N_(
            "Naval combat: attacker {a_score} + dice difference {a_diff} = {a_total}; defender "
            "{d_score} + {d_diff} = {d_total}. {result}"
        )
        results = {
            "attacker": N_("The attacker wins and gains naval support (+1 in the land combat)"),
            "defender": N_("The defender wins and gains naval support (+1 in the land combat)"),
            "tie": N_(
                "A tie: each side loses one unit (never a fort) and nobody gets naval support"
            ),
        }
    else:
        text = N_(
            "Land combat: attacker {a_score} + dice difference {a_diff} = {a_total}; {defender} "
            "{d_score} + {d_diff} = {d_total}. {result}"
        )
        results = {
            "attacker": N_("The attacker wins the land combat"),
            "defender": N_("The {defender} wins the land combat"),
            "tie": N_("A tie"),
        }
    return Msg(
        text,
        a_score=scores[0],
        a_diff=differences[0],
        a_total=totals[0],
        d_score=scores[1],
        d_diff=differences[1],
        d_total=totals[1],
        defender=state.label("defender"),
        result=Msg(results[winner], defender=state.label("defender")),
    )


def reward_message(state: AttackState, winner: str) -> Msg:
    """The gold or VP for the winner against a neutral counter with a circled or boxed number."""
    shape = Msg(N_("circle")) if state.neutral.shape == "circle" else Msg(N_("square"))
    if winner == "defender":  # the neutral country won: the flowchart's words taken as they stand
        return Msg(
            N_(
                "The number on the counter is in a {shape}: the flowchart gives gold or VP to "
                "the winner, so, read literally, the neutral country gains them. It does not "
                "say which shape gives gold and which VP, nor how much"
            ),
            shape=shape,
        )
    return Msg(
        N_(
            "The number on the counter is in a {shape}: the winner ({side}) gains gold or VP. "
            "The flowchart does not say which shape gives gold and which VP, nor how much"
        ),
        shape=shape,
        side=state.label(winner),
    )
