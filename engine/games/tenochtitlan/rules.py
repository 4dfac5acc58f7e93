"""The combat rules of seed 002 as pure functions (attack value, thresholds, result changes).

Rule references use the section slugs of the Siege of Tenochtitlan chapter
(glossary/data/chapters/tenochtitlan-rules.toml): ``tenochtitlan 002 <section>``.
"""

from __future__ import annotations

from collections.abc import Sequence

from .units import ADVANCE_TYPES, ARTILLERY_IN_COMBAT, Attacker, Bonus, Defender


def rule(section: str) -> str:
    """The rule reference of a section of seed 002."""
    return f"tenochtitlan 002 {section}"


DRAW_CARDS = rule("draw-cards")
MOVEMENT = rule("movement")
DEFENSIVE_FIRE = rule("defensive-fire")
COMBAT = rule("combat")
LOS = rule("los")
DISORDERED = rule("disordered")
RETREAT_BEFORE_COMBAT = rule("retreat-before-combat")
COMBAT_PROCEDURE = rule("combat-procedure")
COMBAT_RESULTS = rule("combat-results")
RETREATS = rule("retreats")
ADVANCE = rule("advance")
COMBINED = rule("combined-attacks")
CARD_BONUSES = rule("card-bonuses")
TERRAIN = rule("terrain")
RALLY = rule("rally")
VICTORY = rule("victory")
SPECIAL = rule("special-rules")
ZOC = rule("zoc")

# seed 002, Defensivfeuer: the reacting player picks up to three units.
DEFENSIVE_FIRE_LIMIT = 3
# seed 002, Siegbedingungen: the Aztec player wins when 6 or fewer Spanish units are left.
AZTEC_VICTORY_AT = 6


def bonus_applies(bonus: Bonus, primary: Attacker) -> bool:
    """Whether a card bonus counts for an attack led by ``primary``.

    seed 002, Boni durch eine gespielte Karte: the bonus counts once per attack. We read "an
    artillery attack" as an attack whose primary attacker (the unit whose Attack Factor is used)
    is artillery; brigantines count as artillery in combat (Spezielle Regeln).
    """
    if bonus.applies_to in ("all", primary.type):
        return True
    return bonus.applies_to == "artillery" and primary.type in ARTILLERY_IN_COMBAT


def attack_total(attackers: Sequence[Attacker], bonuses: Sequence[Bonus]) -> int:
    """The attack value before the die: AF of the primary attacker, +1 for a second unit
    (seed 002, Kombinierte Angriffe) and the card bonuses that apply (once per attack)."""
    total = attackers[0].attack + (1 if len(attackers) == 2 else 0)
    return total + sum(b.value for b in bonuses if bonus_applies(b, attackers[0]))


def terrain_bonus(defender: Defender) -> int:
    """The highest terrain bonus of the defender's hex (seed 002, Geländeeffekte: no stacking)."""
    return max(defender.terrain_bonuses, default=0)


def defence_total(defender: Defender) -> int:
    """DF plus the highest terrain bonus: the value the attack is compared with."""
    return defender.defense + terrain_bonus(defender)


def raw_result(value: int, defence: int) -> str:
    """seed 002, Kampfprozedur: ≥ DF+2 eliminates, ≥ DF+1 disorders and retreats, else nothing.

    Returns "eliminate", "disorder" or "none" (before the changes of :func:`final_result`).
    """
    if value >= defence + 2:
        return "eliminate"
    if value >= defence + 1:
        return "disorder"
    return "none"


def face_results(attack: int, defence: int, sides: int = 6) -> dict[int, str]:
    """The raw result of every face of the attack die."""
    return {face: raw_result(attack + face, defence) for face in range(1, sides + 1)}


def artillery_only(kind: str, attackers: Sequence[Attacker]) -> bool:
    """A ranged attack by artillery alone or with other artillery (brigantines count)."""
    return kind == "ranged" and all(unit.type in ARTILLERY_IN_COMBAT for unit in attackers)


def final_result(
    raw: str, *, artillery: bool, disordered: bool, in_fort: bool, retreat_possible: bool
) -> tuple[str, tuple[str, ...]]:
    """The result after the changes of seed 002, and the notes explaining them.

    Result: "no-effect", "disordered" (in a fort: flipped in place, or left as it is if already
    disordered), "retreated" (disordered and moved 2 hexes) or "eliminated". Notes, in the order
    they apply:
    - "artillery": artillery-only ranged fire cannot eliminate an undisordered unit; the
      elimination becomes the DF+1 result (Kombinierte Angriffe);
    - "fort": a unit in a fort that gets a disorder result flips but does not retreat
      (Spezielle Regeln), so neither of the next two notes applies to it;
    - "fort-disordered": the same for a unit that is already disordered: with no retreat
      forced, the fort rule wins and the unit is not eliminated (our reading);
    - "already-disordered": a disordered unit forced to retreat is eliminated (Rückzüge);
    - "no-retreat": a unit that cannot retreat is eliminated (Rückzüge).
    """
    if raw == "none":
        return "no-effect", ()
    notes: list[str] = []
    if raw == "eliminate":
        if not (artillery and not disordered):
            return "eliminated", ()
        notes.append("artillery")
    if in_fort:
        return "disordered", (*notes, "fort-disordered" if disordered else "fort")
    if disordered:
        return "eliminated", (*notes, "already-disordered")
    if not retreat_possible:
        return "eliminated", (*notes, "no-retreat")
    return "retreated", tuple(notes)


def may_retreat_before_combat(
    kind: str, attackers: Sequence[Attacker], defender: Defender, disordered: bool
) -> bool:
    """seed 002, Rückzug vor dem Kampf: only against a melee attack, only with a higher MF than
    every attacking unit, and only when a legal hex exists (``retreat_possible``).

    Our reading: a disordered defender cannot retreat before combat, since the seed makes a
    retreat a movement (Rückzüge) and disordered units may not move (Bewegung).
    """
    faster = all(defender.movement > unit.movement for unit in attackers)
    return kind == "melee" and faster and defender.retreat_possible and not disordered


def may_advance(attacker: Attacker) -> bool:
    """seed 002, Rückzüge: infantry or cavalry, adjacent to the vacated hex, not in an enemy ZOC."""
    return (
        attacker.type in ADVANCE_TYPES
        and attacker.adjacent_to_vacated
        and not attacker.in_enemy_zoc
    )
