"""The two sides of a Here I Stand field battle, read from a scenario."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...messages import N_, Msg

POWERS = ("ottoman", "hapsburg", "england", "france", "papacy", "protestant")
POWER_NAMES = {
    "ottoman": N_("Ottoman"),
    "hapsburg": N_("Hapsburg"),
    "england": N_("England"),
    "france": N_("France"),
    "papacy": N_("Papacy"),
    "protestant": N_("Protestant"),
}
SIDES = ("attacker", "defender")
SIDE_NAMES = {"attacker": N_("attacker"), "defender": N_("defender")}


def other(side: str) -> str:
    """The opposing side."""
    return "defender" if side == "attacker" else "attacker"


@dataclass(frozen=True)
class Leader:
    """A leader with a battle rating."""

    name: str  # empty when the scenario gives only the rating
    rating: int

    def label(self) -> Msg:
        """How the leader is named in messages."""
        if self.name:
            return Msg(N_("{name} (battle rating {rating})"), name=self.name, rating=self.rating)
        return Msg(N_("a leader with battle rating {rating}"), rating=self.rating)


@dataclass(frozen=True)
class Contingent:
    """One power's units, leaders and cards in the battle."""

    power: str
    regulars: int
    mercenaries: int
    cavalry: int
    leaders: tuple[Leader, ...]
    cards: tuple[str, ...]

    @property
    def units(self) -> int:
        """Land units: regulars, mercenaries and cavalry."""
        return self.regulars + self.mercenaries + self.cavalry


@dataclass(frozen=True)
class Force:
    """A side: one or more contingents (several defending powers are possible)."""

    contingents: tuple[Contingent, ...]

    @property
    def units(self) -> int:
        """All land units of the side."""
        return sum(c.units for c in self.contingents)

    @property
    def powers(self) -> tuple[str, ...]:
        """The powers of the side, the main one first."""
        return tuple(c.power for c in self.contingents)

    def best_leader(self) -> Leader | None:
        """The leader with the best battle rating (the first one on a tie)."""
        leaders = [leader for c in self.contingents for leader in c.leaders]
        return max(leaders, key=lambda leader: leader.rating) if leaders else None

    def leaders(self) -> tuple[Leader, ...]:
        """Every leader of the side."""
        return tuple(leader for c in self.contingents for leader in c.leaders)

    def regulars_of(self, power: str) -> int:
        """Regulars of one power on this side."""
        return sum(c.regulars for c in self.contingents if c.power == power)

    def mercenaries_except(self, power: str) -> int:
        """Mercenaries of every power on this side but ``power``."""
        return sum(c.mercenaries for c in self.contingents if c.power != power)

    def has(self, power: str) -> bool:
        """Whether ``power`` fights on this side."""
        return power in self.powers

    def adjust_mercenaries(self, power: str, delta: int) -> Force:
        """Add (or with a negative delta remove) mercenaries of ``power``."""
        return Force(
            tuple(
                replace(c, mercenaries=max(0, c.mercenaries + delta)) if c.power == power else c
                for c in self.contingents
            )
        )

    def remove_mercenaries(self, count: int, spare: str | None = None) -> tuple[Force, int]:
        """Remove up to ``count`` mercenaries, contingent by contingent (not of ``spare``)."""
        removed, result = 0, []
        for c in self.contingents:
            take = 0 if c.power == spare else min(c.mercenaries, count - removed)
            removed += take
            result.append(replace(c, mercenaries=c.mercenaries - take))
        return Force(tuple(result)), removed


def contingent(values: dict) -> Contingent:
    """A contingent from its validated scenario table (see ``schema._contingent``)."""
    return Contingent(
        power=values["power"],
        regulars=values["regulars"],
        mercenaries=values["mercenaries"],
        cavalry=values["cavalry"],
        leaders=tuple(Leader(leader["name"], leader["rating"]) for leader in values["leaders"]),
        cards=tuple(values["cards"]),
    )
