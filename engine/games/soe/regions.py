"""The log's sentences about the attacked region (soe 003), each in two forms: one naming the
region the scenario gives, one for a region left unnamed. A generic name in the named form
would read badly ("control of the region" is "контроль над регионом регион" in Russian)."""

from __future__ import annotations

from typing import Any

from ...messages import N_, Msg, Nn_

# key: (the sentence with the region's name, the sentence without it)
SENTENCES: dict[str, tuple[Any, Any]] = {
    "neutral": (
        N_(
            "{region} is a neutral country: it defends with the number on its counter "
            "({value}), has no alliances and no naval support, and only a land combat is fought"
        ),
        N_(
            "The region is a neutral country: it defends with the number on its counter "
            "({value}), has no alliances and no naval support, and only a land combat is fought"
        ),
    ),
    # plural by gold
    "declare": (
        Nn_(
            "The attacker declares an attack on {region} and pays {gold} gold",
            "The attacker declares an attack on {region} and pays {gold} gold",
        ),
        Nn_(
            "The attacker declares an attack on the region and pays {gold} gold",
            "The attacker declares an attack on the region and pays {gold} gold",
        ),
    ),
    "landlocked": (
        N_(
            "{region} has no sea (only German States and Central Europe are landlocked): no "
            "naval support and no naval combat"
        ),
        N_(
            "The region has no sea (only German States and Central Europe are landlocked): no "
            "naval support and no naval combat"
        ),
    ),
    "ask-fight": (
        N_("Both players have fleets in {region}. Attacker: fight a naval combat?"),
        N_("Both players have fleets in the region. Attacker: fight a naval combat?"),
    ),
    "no-control": (
        N_("The attacker does not gain control of {region}"),
        N_("The attacker does not gain control of the region"),
    ),
    "control": (
        N_(
            "The land attack succeeded: the attacker places a control marker in {region} and "
            "the defender removes one of its own"
        ),
        N_(
            "The land attack succeeded: the attacker places a control marker in the region and "
            "the defender removes one of its own"
        ),
    ),
    "no-marker": (
        N_("The defender has no control marker in {region}, so the attacker cannot place one"),
        N_("The defender has no control marker in the region, so the attacker cannot place one"),
    ),
    "tie": (
        N_("A land tie: the defender keeps control of {region}"),
        N_("A land tie: the defender keeps control of the region"),
    ),
    "failed": (
        N_("The attack failed: control of {region} does not change"),
        N_("The attack failed: control of the region does not change"),
    ),
}


def about_region(region: str, key: str, **args: Any) -> Msg:
    """The sentence ``key`` about ``region`` (its name, or "" for an unnamed one); a plural
    sentence takes its form from ``gold``."""
    named, unnamed = SENTENCES[key]
    if region:
        return Msg(named, plural_by="gold", region=region, **args)
    return Msg(unnamed, plural_by="gold", **args)
