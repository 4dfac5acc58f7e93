"""The CCC land combat state (seed 000) and what it derives: its sides, announcements and cards
(the LC DR modifiers are in :mod:`.land_modifiers`)."""

from __future__ import annotations

from dataclasses import dataclass

from ...answers import CardStatus, StepInfo
from ...messages import N_, Msg
from ...procedure import State
from .common import SIDE_NAMES, SIDES, other
from .land_forces import FORTIFICATION_NAMES, Army, Colony
from .land_modifiers import LandModifiers

PROCEDURE = "ccc/land-combat"


def _step(slug: str, number: str, title: str) -> StepInfo:
    return StepInfo(f"{PROCEDURE}#{slug}", Msg(title), f"ccc 000 step {number}", number)


STEPS = (
    _step("free-actions", "1", N_("Free actions of the defending European leader")),
    _step("cavalry-charge", "2", N_("Announce cavalry charges (attacker first)")),
    _step("siege-bonus", "3", N_("Announce the siege bonus (attacker only)")),
    _step("round", "4", N_("Land combat round (LC DR)")),
    _step("retreats", "5", N_("Retreats")),
    _step("end", "6", N_("End of land combat")),
)
SLUGS = tuple(info.id.split("#")[1] for info in STEPS)


def step_id(slug: str) -> str:
    """The full id of a step slug."""
    return f"{PROCEDURE}#{slug}"


def side_msg(side: str) -> Msg:
    """A side's translatable name."""
    return Msg(SIDE_NAMES[side])


@dataclass(frozen=True, kw_only=True)
class LandCombatState(LandModifiers, State):
    """A CCC land combat in progress (seed 000 steps 1-6)."""

    PROCEDURE = PROCEDURE
    STEPS = STEPS

    armies: tuple[Army, Army]
    colony: Colony | None = None
    game: str = "basic"
    pn: int | None = None
    rounding: str = ""
    max_hits: int | None = None
    # progress
    stage: str = ""
    card_turn: int = 0  # in a step's card window: 0 attacker, 1 defender, 2 done
    played: tuple[tuple[str, str], ...] = ()  # (side, card id)
    charges: tuple[str, ...] = ()  # sides that announced a cavalry charge
    siege: bool = False
    drs: tuple[int, int] | None = None  # final LC DRs (attacker, defender)
    winner: str = ""  # attacker, defender or open (read on the player's results table)
    table_hits: tuple[int | None, int | None] = (None, None)
    retreat: str = ""  # the side that retreats, or none
    retreat_to: str = ""
    finished: bool = False

    # -- sides -----------------------------------------------------------------------------
    def army(self, side: str) -> Army:
        """The attacker's or the defender's army."""
        return self.armies[SIDES.index(side)]

    def army_map(self) -> dict[str, Army]:
        """Both armies by side."""
        return dict(zip(SIDES, self.armies, strict=True))

    def side_label(self, side: str) -> Msg:
        """A side as shown: its name and role, or its role alone when it has no name."""
        name = self.army(side).name
        if not name:
            return side_msg(side)
        return Msg(N_("{name} ({side})"), name=name, side=side_msg(side))

    def slug(self) -> str:
        """The current step without the procedure prefix."""
        return self.step.split("#", 1)[1]

    # -- announcements ---------------------------------------------------------------------
    def charge_barrier(self, side: str) -> Msg | None:
        """Why ``side`` may not announce a cavalry charge, or None when it may."""
        if self.army(side).cavalry == 0:
            return Msg(N_("{side} has no cavalry: no cavalry charge"), side=self.side_label(side))
        fortified = self.colony is not None and self.colony.fortified
        if side == "attacker" and fortified and self.game != "basic":
            return Msg(
                N_("The colony has a {fortification}: attackers may not charge it (Module G)"),
                fortification=Msg(FORTIFICATION_NAMES[self.colony.fortification]),
            )
        return None

    def siege_barrier(self) -> Msg | None:
        """Why the attacker may not announce the siege bonus, or None when it may."""
        if self.game == "basic":
            return Msg(N_("No siege bonus in the basic game"))
        if self.colony is None or not self.colony.fortified:
            return Msg(
                N_(
                    "No siege bonus offered: by our reading it needs an attack on a fortified "
                    "colony (its conditions are not in our sources)"
                )
            )
        if self.army("attacker").artillery == 0:
            return Msg(N_("No siege bonus: the attacker has no artillery"))
        return None

    def siege_bonus_value(self) -> int | None:
        """What the announced siege bonus adds to the attacker's LC DR: the sum of the
        attacker's modifiers with ``requires = "siege-bonus"``, values the player takes from
        the rulebook (its size is not in our sources), or None when the scenario gives none."""
        values = [
            mod.value for mod in self.army("attacker").modifiers if mod.requires == "siege-bonus"
        ]
        return sum(values) if values else None

    def siege_announced(self) -> Msg:
        """The log line of an announced siege bonus: the player's value, or that none is given
        (so the LC DR does not change: the tutor never supplies one)."""
        value = self.siege_bonus_value()
        if value is None:
            return Msg(
                N_(
                    "{side}: siege bonus announced; the scenario gives it no value (its size: "
                    "from your rulebook, as a modifier that requires the siege bonus), so the "
                    "LC DR does not change"
                ),
                side=self.side_label("attacker"),
            )
        return Msg(
            N_("{side}: siege bonus announced: {value:+d} to the LC DR, your value"),
            side=self.side_label("attacker"),
            value=value,
        )

    def condition_met(self, side: str, condition: str) -> bool:
        """Whether a chart modifier's ``requires`` holds for the side that lists it."""
        if not condition:
            return True
        if condition == "cavalry-charge":
            return side in self.charges
        if condition == "enemy-cavalry-charge":
            return other(side) in self.charges
        if condition == "siege-bonus":
            return self.siege
        return any(card == condition[5:] for _side, card in self.played)

    # -- cards -----------------------------------------------------------------------------
    def _card_name(self, card_id: str) -> str:
        return next(c.name for a in self.armies for c in a.cards if c.id == card_id)

    def card_window(self) -> bool:
        """Cards are being played at the start of the current step."""
        return not self.finished and self.stage == "cards" and self.card_turn < 2

    def card_barrier(self, side: str, card_id: str) -> Msg | None:
        """Why a card cannot be played now (ccc 000 cards), or None when it can."""
        card = next(c for c in self.army(side).cards if c.id == card_id)
        if card.kind == "red":
            return Msg(
                N_(
                    "red cards cannot be played: at the start of a step only non-red cards may "
                    "be activated"
                )
            )
        if (side, card_id) in self.played:
            return Msg(N_("already played"))
        if self.finished:
            return Msg(N_("the land combat is over"))
        # ccc 000 cards, read from the unambiguous German text ("Nach Schritt 3 ... nur noch
        # Reaktionskarten"): steps 1-3 any non-red card, reaction cards included; from step 4
        # on, reaction cards only
        if card.kind == "normal" and SLUGS.index(self.slug()) >= 3:
            return Msg(
                N_(
                    "from step 4 on only reaction cards can be played (in steps 1-3 any card "
                    "that is not red)"
                )
            )
        if not self.card_window():
            return Msg(N_("cards are played at the start of a step"))
        if SIDES[self.card_turn] != side:
            return Msg(N_("the attacker plays first; then the defender plays"))
        return None

    def playable_cards(self, side: str) -> list[str]:
        """Ids of the cards ``side`` can play now."""
        return [c.id for c in self.army(side).cards if self.card_barrier(side, c.id) is None]

    def cards(self) -> tuple[CardStatus, ...]:
        """Every card the scenario lists, playable now or not, and why."""
        statuses = []
        for side in SIDES:
            name = self.army(side).name
            holder = Msg("{name}", name=name) if name else side_msg(side)
            for card in self.army(side).cards:
                reason = self.card_barrier(side, card.id)
                statuses.append(
                    CardStatus(
                        f"ccc.card.{card.id}",
                        Msg("{card}", card=card.name),
                        name or side,
                        side,
                        reason is None,
                        reason,
                        f"play:{card.id}" if reason is None else None,
                        "ccc 000 cards",
                        holder,
                    )
                )
        return tuple(statuses)
