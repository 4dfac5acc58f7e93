"""Longer log texts of the land combat, kept apart from the logic (all marked for gettext)."""

from __future__ import annotations

from ...messages import N_

TEXTS = {
    # step 1 (ccc 000 step 1, notes, sides)
    "no-european-leader": N_("No defending European leader: no free actions"),
    "leader-free-actions": N_(
        "The defending European leader may take free actions now (which ones: not in our "
        "sources); he may not board a fleet"
    ),
    "fleet-defends": N_(
        "A defending fleet has no free actions. Garrison troops or a royal regiment are in the "
        "colony, so the fleet may land the military units aboard (never a leader) to fight, and "
        "its ships support the defence with shore bombardment"
    ),
    "overrun": N_(
        "A fleet defends, but no garrison troops or royal regiment are in the colony: the fleet "
        "cannot land its units, and the area is overrun without an LC DR. The owning nation "
        "loses; the attacker wins"
    ),
    "overrun-fleet": N_(
        "The fleet loses no ships and no leader aboard, and its units stay aboard; it does not "
        "retreat as land units do"
    ),
    "fleet-holds": N_(
        "The fleet does not retreat as land units do and loses no ships and no leader aboard; "
        "the units it landed go back aboard at the end of the land combat. The colony's side "
        "retreats with all else it has there (garrison troops, royal regiments, settlers and so "
        "on, with what they carry)"
    ),
    "colony-defends": N_(
        "No avatar defends: the colony defends itself with its royal regiments and/or garrison "
        "troops"
    ),
    "allied-avatar": N_(
        "An allied avatar commands the defence: only its own abilities (cards, advisors…) modify "
        "the defender's LC DR, so the colony's fortification and the defender's shore "
        "bombardment add nothing (our literal reading; its ships still reduce the attacker's "
        "bombardment)"
    ),
    # step 4
    "no-pn": N_(
        "PN is not given, so the tutor sets no lower limit; by the rules the final LC DR never "
        "falls below PN"
    ),
    "result-open": N_("The result is left open: read it on your game's results table"),
    # step 5
    "retreat-open": N_("Who retreats depends on the result, which is open: step 5 is not walked"),
    "pirates-held": N_(
        "Defending pirates who beat an attacking avatar do not strike back, and the avatar does "
        "not have to retreat"
    ),
    "winner-takes-items": N_(
        "The winner takes what any eliminated leader carried (build points, commodities, "
        "ducats) and, in the expert game, a warehouse's or bank's items"
    ),
    "no-retreat": N_("No side retreats"),
    # step 6
    "table-and-extra": N_(
        "{side}: hits on its combat units: {table} from the table + {extra} extra = {total}"
    ),
    "extra-only": N_("{side}: extra hits: {extra}"),
    "end-movement": N_(
        "The attacking side must end its movement; no free actions after a land combat"
    ),
    "fleet-reembarks": N_(
        "The surviving military units the fleet landed go back aboard; a beaten fleet loses no "
        "ships and no leader aboard"
    ),
    "owner-wins": N_(
        "An allied avatar defended: the territory's owner counts as the winner for glory points"
    ),
    "natives-destroy": N_(
        "The natives destroy the colony's European expansions except pathways, roads, streets "
        "and railways"
    ),
    "firearms": N_(
        "A native army that destroys a fortress or citadel teaches the natives firearms (marker "
        "on the event display)"
    ),
    "horse-breeding": N_(
        "If this is the first land combat a native army has won (our reading of “wins its first "
        "land combat”), the natives learn horse breeding"
    ),
    "action-succeeds": N_(
        "If the natives attacked after a failed action (e.g. a COL DR), that action now counts "
        "as successful; glory points for awards are still received"
    ),
    "haven-loot": N_(
        "If this was a pirate haven, the avatar loots [PN * PN] DR ducats (PN: from your rulebook)"
    ),
    "pirates-loot": N_(
        "If these pirates came from a haven, they seize whatever an eliminated enemy leader "
        "carried and spend it on new pirate ships"
    ),
    "natives-merge": N_(
        "Before a land combat with a native army, native armies are merged by their own rules "
        "first (chapter 2.4.3.a): the walkthrough takes the armies as they are after that"
    ),
    "natives-firearms": N_(
        "Once the natives have learned firearms (marker on the event display), each native "
        "combat unit's AF or DF is 1 higher: count it in the CF you read the results table with"
    ),
    "winner-items": N_(
        "The winner takes the losing side's items (an eliminated leader's, bank, warehouse)"
    ),
}

GARRISON_RETREAT = N_(
    "Retreat of the colony's side (garrison troops, royal regiments and all else it has "
    "there): {where}"
)

DESTINATIONS = {
    "adjacent": N_("to an adjacent territory that its nation or an ally controls"),
    "fleet": N_("aboard its own fleet(s) in the combat area or the retreat area"),
    "random-area": N_("to a random adjacent land area that is not a colony (no new land combat)"),
    "nowhere": N_("nowhere to go: all its leaders, royal regiments and units leave play"),
}

EXTRA_REASONS = {
    "fewer-cavalry": N_("{side} has fewer cavalry units than the other side: 1 extra hit"),
    "fewer-artillery": N_("{side} has fewer artillery units than the other side: 2 extra hits"),
    "medic": N_("{side} has its own medic: 1 fewer extra hit"),
}
