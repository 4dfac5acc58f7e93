"""What a procedure state answers with: its steps, prompts and actions, the cards in hand,
the modifiers of each side, the dice a roll needs and the lines of its log.

These are plain frozen values; :class:`engine.procedure.State` hands them out and never keeps
prose in them (their texts are :class:`~engine.messages.Msg` objects).
"""

from __future__ import annotations

from dataclasses import dataclass

from .messages import N_, Msg


@dataclass(frozen=True)
class StepInfo:
    """One step of a procedure: ``id`` like ``his/field-battle#roll``, its title and rule."""

    id: str
    title: Msg
    rule: str
    number: str = ""

    def name(self) -> Msg:
        """The step as the player reads it: its number and title ("6 (Roll dice)"), or its
        title in quotes when it has no number."""
        if self.number:
            return Msg(N_("{number} ({title})"), number=self.number, title=self.title)
        return Msg(N_("“{title}”"), title=self.title)


@dataclass(frozen=True)
class Action:
    """A legal action: a stable kebab-case id and a label."""

    id: str
    label: Msg
    rule: str = ""


@dataclass(frozen=True)
class Prompt:
    """Who must act, what they are asked, their legal actions and the default choice."""

    actor: str
    message: Msg
    actions: tuple[Action, ...]
    default: str

    def action_ids(self) -> tuple[str, ...]:
        """The legal action ids, in display order."""
        return tuple(action.id for action in self.actions)


@dataclass(frozen=True)
class CardStatus:
    """A card in a hand: whether it can be played now, and if not, why."""

    card: str  # full id, e.g. his.card.janissaries
    name: Msg
    holder: str  # who holds it (a power or a side)
    side: str  # attacker or defender
    playable: bool
    reason: Msg | None
    action: str | None  # the action id that plays it, when playable
    rule: str = ""
    holder_name: Msg | None = None  # the holder's translatable name


@dataclass(frozen=True)
class Modifier:
    """One contribution to a side's total (dice, attack value…), with its source."""

    side: str
    source: Msg
    value: int
    rule: str


@dataclass(frozen=True)
class ModifierReport:
    """Each side's modifiers and their totals; ``label`` says what the total counts."""

    label: Msg
    modifiers: tuple[Modifier, ...]
    totals: tuple[tuple[str, int], ...]
    side_labels: tuple[tuple[str, Msg], ...] = ()  # what a side's total counts, where it differs

    def for_side(self, side: str) -> tuple[Modifier, ...]:
        """The modifiers of one side."""
        return tuple(mod for mod in self.modifiers if mod.side == side)

    def total_label(self, side: str) -> Msg:
        """What the total of ``side`` counts (its own label, else the report's)."""
        return dict(self.side_labels).get(side, self.label)


@dataclass(frozen=True)
class DiceGroup:
    """Dice the engine asks for: ``count`` dice of ``sides`` faces, rolled by ``side``.

    ``hit_min`` is set when a die showing that value or more is a hit; with ``hits`` False it is
    the first face that has any effect, in a game whose dice do not score hits (Siege of
    Tenochtitlan compares the result with the defence).
    """

    side: str
    label: Msg
    count: int
    sides: int = 6
    hit_min: int | None = None
    hits: bool = True


@dataclass(frozen=True)
class LogEntry:
    """A structured log line: message, rule reference and the dice rolled, if any."""

    message: Msg
    rule: str = ""
    dice: tuple[int, ...] = ()
