"""The messages of the combat walkthrough: log lines and prompts, as translatable ``Msg``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...answers import Action, Prompt
from ...messages import N_, Msg, Nn_
from . import rules as R
from .notes import note
from .units import UNIT_NAMES, Attacker, Bonus, across_shore, other_side, side_msg

if TYPE_CHECKING:
    from .state import CombatState

KIND_NAMES = {"melee": N_("melee"), "ranged": N_("ranged")}
RESULT_NAMES = {
    "no-effect": N_("no effect"),
    "disordered": N_("disordered (flipped in place)"),
    "retreated": N_("disordered, retreat of 2 hexes"),
    "eliminated": N_("eliminated"),
}
# "disordered" for a unit in a fort that was disordered before the attack: nothing is flipped
STILL_DISORDERED = N_("still disordered (already turned over; it stays in the fort)")
RAW_NAMES = {
    "none": N_("below DF + 1: no effect"),
    "disorder": N_("DF + 1: disorder and retreat 2 hexes"),
    "eliminate": N_("DF + 2 or more: eliminated"),
}


def signed(value: int) -> str:
    """A value with its sign, e.g. +1."""
    return f"{value:+d}"


def bonus_msg(bonus: Bonus) -> Msg:
    """A card bonus in words."""
    if bonus.applies_to == "all":
        return Msg(N_("card bonus {value} to every attack"), value=signed(bonus.value))
    return Msg(
        N_(
            "card bonus {value} to attacks led by {type} (by our reading, the first unit of a "
            "combined attack decides)"
        ),
        value=signed(bonus.value),
        type=Msg(UNIT_NAMES[bonus.applies_to])
        if bonus.applies_to in UNIT_NAMES
        else bonus.applies_to,
    )


def outline(state: CombatState, slug: str) -> list[tuple[Msg, str]]:
    """The log lines of the turn outline before the combat steps."""
    side = state.attacks[0].side
    combat = state.phase == "combat"
    if slug == "draw-card":
        if not combat:
            return [
                (
                    Msg(
                        N_(
                            "The active ({side}) player has drawn a card; by our reading its "
                            "limit and bonus do not apply to defensive fire"
                        ),
                        side=side_msg(other_side(side)),
                    ),
                    R.DRAW_CARDS,
                )
            ]
        name = state.card_name or Msg(N_("The card"))
        lines = [
            (
                Msg(
                    Nn_(
                        "{card}: up to {limit} {side} unit may attack this turn",
                        "{card}: up to {limit} {side} units may attack this turn",
                    ),
                    plural_by="limit",
                    card=name,
                    limit=state.limit,
                    side=side_msg(side),
                ),
                R.DRAW_CARDS,
            )
        ]
        return lines + [(bonus_msg(bonus), R.CARD_BONUSES) for bonus in state.bonuses]
    if slug == "movement":
        if not combat:
            return [
                (
                    Msg(
                        N_("The active ({side}) player has moved"), side=side_msg(other_side(side))
                    ),
                    R.MOVEMENT,
                )
            ]
        moved = len({u.uid for a in state.attacks for u in a.attackers if u.moved})
        over = Msg(N_("Movement is over: {moved} of the attacking units moved"), moved=moved)
        lines = [(over, R.MOVEMENT)]
        if moved:  # the restriction is the combat section's
            only_melee = N_(
                "A unit that moved may only attack in melee this turn (brigantines may still fire)"
            )
            lines.append((Msg(only_melee), R.COMBAT))
        return lines
    if combat:
        text = Msg(N_("Defensive fire by the reacting player comes before the combat phase"))
    else:
        text = Msg(
            N_(
                "Defensive fire: the reacting ({side}) player fires with {count} of at most 3 "
                "units; no unit moves"
            ),
            side=side_msg(side),
            count=state.units_counted,
        )
    return [(text, R.DEFENSIVE_FIRE)]


def _attackers(units: tuple[Attacker, ...]) -> Msg:
    if len(units) == 1:
        return units[0].label()
    return Msg(N_("{first} with {second}"), first=units[0].label(), second=units[1].label())


def declaration(state: CombatState) -> list[tuple[Msg, str]]:
    """The declaration of the current attack (and the notes that go with it)."""
    what = Msg(
        N_(
            "{attack} ({kind}): {units} against {target}; attack value {value} + 1d6 against "
            "defence {defence}"
        ),
        attack=(
            Msg(N_("Re-attack"))
            if state.pursuing
            else Msg(N_("Attack {number}"), number=state.attack().number)
        ),
        kind=Msg(KIND_NAMES[state.kind()]),
        units=_attackers(state.units()),
        target=state.target().label(),
        value=state.attack_value(),
        defence=state.defence_value(),
    )
    lines = [(what, R.COMBAT)]
    if state.target_disordered() and _met_before(state):
        lines.append(
            (
                Msg(
                    N_(
                        "The defending unit is still disordered: its state carries over from "
                        "the earlier attacks of this phase, even one with no effect; it rallies "
                        "only in the rally phase"
                    )
                ),
                R.RETREATS,
            )
        )
    elif state.target_disordered():
        lines.append((Msg(N_("The defending unit is disordered")), R.DISORDERED))
    if state.kind() == "ranged" and across_shore(state.units(), state.target()):
        lines.append(note("shore"))
    if state.attack().through_units and not state.pursuing:
        lines.append(
            (
                Msg(
                    N_(
                        "Artillery fires through units; the conditions for this are not in our "
                        "sources, check them in your rules"
                    )
                ),
                R.LOS,
            )
        )
    return lines


def _met_before(state: CombatState) -> bool:
    """Whether an earlier attack of the phase (or this attack, for a re-attack) met the target."""
    uid = state.target().uid
    earlier = state.attacks[: state.index + (1 if state.pursuing else 0)]
    return any(
        attack.defender.uid == uid
        or (attack.pursuit is not None and attack.pursuit.defender.uid == uid)
        for attack in earlier
    )


def not_made(state: CombatState) -> Msg:
    """An attack whose target an earlier attack eliminated."""
    return Msg(
        N_("{target}: eliminated by an earlier attack, so this attack is not made"),
        target=state.target().label(),
    )


def retreat_prompt(state: CombatState) -> Prompt:
    """The defender's choice to retreat before a melee attack."""
    target = state.target()
    return Prompt(
        target.side,
        Msg(
            N_(
                "{unit} (MF {mf}): a higher MF than every attacker; retreat 2 hexes before "
                "the melee, or stand?"
            ),
            unit=target.label(),
            mf=target.movement,
        ),
        (
            Action("stand", Msg(N_("stand and take the attack")), R.RETREAT_BEFORE_COMBAT),
            Action(
                "retreat-before-combat",
                Msg(N_("retreat 2 hexes before combat (the unit becomes disordered)")),
                R.RETREAT_BEFORE_COMBAT,
            ),
        ),
        "stand",
    )


def stands(state: CombatState) -> Msg:
    """The defender does not retreat before combat."""
    return Msg(N_("{unit}: no retreat before combat"), unit=state.target().label())


def retreats_before_combat(state: CombatState) -> Msg:
    """The defender retreats before combat."""
    return Msg(
        N_(
            "{unit}: retreat of 2 hexes before combat, now disordered; the attack still "
            "counts for the attackers"
        ),
        unit=state.target().label(),
    )


def rolled(state: CombatState, outcome: str, dice: tuple[int, ...]) -> Msg:
    """The die and the raw result."""
    if not dice:
        return Msg(RAW_NAMES[outcome])
    return Msg(
        N_("Die {die}: attack value {value} against defence {defence}: {result}"),
        die=dice[0],
        value=state.attack_value() + dice[0],
        defence=state.defence_value(),
        result=Msg(RAW_NAMES[outcome]),
    )


def face_result(state: CombatState, raw: str) -> Msg:
    """What a die face with the raw result ``raw`` does in the attack about to be rolled: the
    raw result, and the result it turns into here when seed 002 changes it (artillery alone
    against a unit that is not disordered, a fort, a disordered target, no retreat)."""
    final, _notes = state.final_of(raw)
    plain, _notes = R.final_result(
        raw, artillery=False, disordered=False, in_fort=False, retreat_possible=True
    )  # what the raw result gives when nothing changes it
    if final == plain:
        return Msg(RAW_NAMES[raw])
    name = STILL_DISORDERED if final == "disordered" and state.target_disordered() else None
    return Msg(
        N_("{raw}; here instead: {result}"),
        raw=Msg(RAW_NAMES[raw]),
        result=Msg(name or RESULT_NAMES[final]),
    )


def result(state: CombatState, outcome: str) -> Msg:
    """The final result of the attack (``state``: before it, so disorder from earlier shows)."""
    name = RESULT_NAMES[outcome]
    if outcome == "disordered" and state.target_disordered():
        name = STILL_DISORDERED
    return Msg(N_("Result for {unit}: {result}"), unit=state.target().label(), result=Msg(name))
