"""The CCC land combat state (seed 000) and what it derives: modifiers, dice odds, cards."""

from __future__ import annotations

from dataclasses import dataclass

from ...answers import CardStatus, Modifier, ModifierReport, StepInfo
from ...dist import Dist, die, nfold
from ...messages import N_, Msg
from ...procedure import State
from .common import SIDE_NAMES, SIDES, ChartModifier, chart_source, other
from .land_forces import FORTIFICATION_NAMES, Army, Bombardment, Colony, shore_bombardment

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
CONDITION_RULES = {
    "cavalry-charge": "ccc 000 step 2",
    "enemy-cavalry-charge": "ccc 000 step 2",
    "siege-bonus": "ccc 000 step 3",
}


def step_id(slug: str) -> str:
    """The full id of a step slug."""
    return f"{PROCEDURE}#{slug}"


def side_msg(side: str) -> Msg:
    """A side's translatable name."""
    return Msg(SIDE_NAMES[side])


@dataclass(frozen=True, kw_only=True)
class LandCombatState(State):
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

    # -- modifiers -------------------------------------------------------------------------
    def bombardment(self) -> dict[str, Bombardment]:
        """Both sides' shore bombardment (checked when the scenario was read)."""
        return shore_bombardment(self.army_map(), self.colony, self.rounding)

    def side_modifiers(self, side: str) -> list[Modifier]:
        """Everything added to a side's two dice in step 4, with source and rule."""
        mods = []
        for mod in self.army(side).modifiers:
            if self.condition_met(side, mod.requires):
                mods.append(Modifier(side, self._source(mod), mod.value, self._rule(mod)))
        shot = self.bombardment()[side]
        if shot.ships_cf or self.army(other(side)).bombardment_cf:
            source = Msg(
                N_(
                    "shore bombardment: {percent}% of ships' CF {cf} = {value}, less the "
                    "other side's {enemy}, then at most {cap} (own combat units; this order "
                    "is our reading)"
                ),
                percent=shot.percent,
                cf=shot.ships_cf,
                value=shot.value,
                enemy=self.bombardment()[other(side)].value,
                cap=shot.cap,
            )
            mods.append(Modifier(side, source, shot.bonus, "ccc 000 step 4"))
        if side == "defender" and self.fortification_counts():
            source = Msg(
                N_("red value of the colony's {fortification} (European owner)"),
                fortification=Msg(FORTIFICATION_NAMES[self.colony.fortification]),
            )
            mods.append(Modifier(side, source, self.colony.fortification_value, "ccc 000 step 4"))
        return mods

    def fortification_counts(self) -> bool:
        """A European defender adds its palisade's (or better) red value to its LC DR."""
        colony = self.colony
        return bool(colony and colony.fortified and self.army("defender").kind == "european")

    def _source(self, mod: ChartModifier) -> Msg:
        if mod.requires == "siege-bonus":  # its size is not in our sources: the player's value
            return Msg(
                N_("{source} (siege bonus: your value, from your rulebook)"), source=mod.source
            )
        if mod.requires.startswith("card:"):
            return Msg(
                N_("{source} (card {card}, from its text)"),
                source=mod.source,
                card=self._card_name(mod.requires[5:]),
            )
        return chart_source(mod)

    def _rule(self, mod: ChartModifier) -> str:
        if mod.requires.startswith("card:"):
            return "ccc 000 cards"
        return CONDITION_RULES.get(mod.requires, "ccc 000 step 4")

    def total(self, side: str) -> int:
        """The sum of a side's LC DR modifiers."""
        return sum(mod.value for mod in self.side_modifiers(side))

    def modifiers(self) -> ModifierReport:
        """Both sides' LC DR modifiers and totals."""
        mods = tuple(mod for side in SIDES for mod in self.side_modifiers(side))
        totals = tuple((side, self.total(side)) for side in SIDES)
        label = (
            Msg(N_("LC DR modifiers (added to two dice)"))
            if self.pn is None
            else Msg(
                N_("LC DR modifiers (added to two dice; the final DR is at least PN = {pn})"),
                pn=self.pn,
            )
        )
        return ModifierReport(label, mods, totals)

    def final_dr(self, side: str, dice_sum: int) -> int:
        """Two dice plus modifiers, never below PN when the scenario gives PN."""
        value = dice_sum + self.total(side)
        return value if self.pn is None else max(self.pn, value)

    def dr_dist(self, side: str) -> Dist:
        """Exact distribution of a side's final LC DR."""
        return nfold(die(), 2).map(lambda total: self.final_dr(side, total))

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
