"""Flashcards over the glossary, scheduled with FSRS (the ``fsrs`` package).

Every glossary entry gives cards in three directions: the official term (in a language of the
game's edition) to the learner's UI language, the other way round, and the term to its
definition. The learner picks the games and directions to study (kept in the progress database);
reviews are scheduled by :class:`fsrs.Scheduler` and each one is stored with its log.

A card never reviewed is *new*; at most :data:`NEW_PER_DAY` new cards are introduced per day.
A day is the learner's own: it ends at local midnight (the computer's time zone), so a card
due in ten minutes at a quarter to midnight belongs to tomorrow.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from engine.messages import N_, Msg
from glossary.content import load_content
from glossary.content_model import Content, Entry
from glossary.content_model import games as all_games

from .progress import Progress

DIRECTIONS = ("official-to-ui", "ui-to-official", "term-to-definition")
DIRECTION_NAMES = {
    "official-to-ui": Msg(N_("official term → your language")),
    "ui-to-official": Msg(N_("your language → official term")),
    "term-to-definition": Msg(N_("term → definition")),
}
RATINGS = {
    1: Msg(N_("again")),
    2: Msg(N_("hard")),
    3: Msg(N_("good")),
    4: Msg(N_("easy")),
}
NEW_PER_DAY = 20
#: how many new cards come between two directions of one entry
SPACING = 7
PREFERENCE = "flashcards"


@dataclass(frozen=True)
class Card:
    """One flashcard: what is asked (``front``) and the answer (``back``), with their languages."""

    key: str  # "<entry id>|<direction>|<ui language>"
    entry: str
    game: str
    direction: str
    front: str
    back: str
    front_lang: str
    back_lang: str


def edition_languages(content: Content) -> dict[str, tuple[str, ...]]:
    """Each game's edition languages: the source languages of its chapters, in order."""
    found: dict[str, list[str]] = {}
    for chapter in content.chapters.values():
        langs = found.setdefault(chapter.game, [])
        langs += [lang for lang in chapter.source_languages if lang not in langs]
    return {game: tuple(langs) for game, langs in found.items()}


def official_language(entry: Entry, ui_lang: str, editions: tuple[str, ...] = ()) -> str | None:
    """The language whose official term is asked: the game's edition language where the term is
    official there, else another official language; never the learner's own. None when there
    is none, or when the learner's language is itself an edition language in which the term
    is official (an English learner of CCC, whose edition is English and German, already reads
    the official "action"; its German form is not asked)."""
    if ui_lang in editions and ui_lang in entry.official:
        return None
    ranked = [lang for lang in editions if lang in entry.official] + list(entry.official)
    for lang in ranked:
        if lang != ui_lang:
            return lang
    return None


def cards_for(
    entry: Entry,
    ui_lang: str,
    directions: tuple[str, ...] = DIRECTIONS,
    editions: tuple[str, ...] = (),
) -> list[Card]:
    """The cards one glossary entry gives for a learner whose UI language is ``ui_lang``
    (``editions``: the game's edition languages, preferred for the official term)."""
    found = []
    official = official_language(entry, ui_lang, editions)

    def card(direction, front_lang, front, back_lang, back):
        found.append(
            Card(f"{entry.id}|{direction}|{ui_lang}", entry.id, entry.game, direction, front,
                 back, front_lang, back_lang)
        )  # fmt: skip

    if official is not None:
        if "official-to-ui" in directions:
            card("official-to-ui", official, entry.terms[official], ui_lang, entry.terms[ui_lang])
        if "ui-to-official" in directions:
            card("ui-to-official", ui_lang, entry.terms[ui_lang], official, entry.terms[official])
    if "term-to-definition" in directions:
        card("term-to-definition", ui_lang, entry.terms[ui_lang], ui_lang,
             entry.definition[ui_lang])  # fmt: skip
    return found


def all_cards(
    ui_lang: str,
    games: tuple[str, ...] | None = None,
    directions: tuple[str, ...] = DIRECTIONS,
    content: Content | None = None,
) -> list[Card]:
    """Every card of the chosen games (all by default) and directions, in glossary order."""
    content = content or load_content()
    games = all_games() if games is None else games
    editions = edition_languages(content)
    return [
        card
        for entry in content.entries.values()
        if entry.game in games
        for card in cards_for(entry, ui_lang, directions, editions.get(entry.game, ()))
    ]


def spaced(cards: list[Card]) -> list[Card]:
    """New cards in glossary order, but the directions of one entry :data:`SPACING` cards
    apart: "azione" term → translation, translation → term and term → definition one after the
    other would ask the same word three times in a row."""
    first_seen: dict[str, int] = {}
    ranks: dict[str, int] = {}
    keyed = []
    for number, card in enumerate(cards):
        place = first_seen.setdefault(card.entry, len(first_seen))
        rank = ranks[card.entry] = ranks.get(card.entry, -1) + 1
        keyed.append(((place + SPACING * rank, rank, number), card))
    return [card for _key, card in sorted(keyed, key=lambda item: item[0])]


def local_now() -> datetime:
    """The time now, in the computer's time zone (where the learner's day begins and ends)."""
    return datetime.now().astimezone()


def _on_day_of(when: str, now: datetime):
    """The date of the stored ISO time ``when`` in ``now``'s time zone (None if unreadable)."""
    try:
        moment = datetime.fromisoformat(when)
    except (TypeError, ValueError):
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(now.tzinfo).date()


def _scheduler():
    from fsrs import Scheduler

    return Scheduler()


def _fsrs_card(key: str, state: dict | None):
    from fsrs import Card as FsrsCard

    if state is not None:
        try:
            return FsrsCard.from_dict(state)
        except (KeyError, TypeError, ValueError):
            pass  # a damaged state: the card starts again as new
    return FsrsCard(card_id=zlib.crc32(key.encode("utf-8")))


class Deck:
    """The learner's flashcards: the chosen games and directions, their schedule and reviews."""

    def __init__(self, progress: Progress, ui_lang: str, content: Content | None = None):
        self.progress = progress
        self.ui_lang = ui_lang
        self.content = content

    # -- the learner's choice ------------------------------------------------------------
    @property
    def games(self) -> tuple[str, ...]:
        """The games studied (all by default)."""
        chosen = self.progress.preference(PREFERENCE, {}).get("games")
        return tuple(g for g in all_games() if chosen is None or g in chosen)

    @property
    def directions(self) -> tuple[str, ...]:
        """The directions studied (all by default)."""
        chosen = self.progress.preference(PREFERENCE, {}).get("directions")
        return tuple(d for d in DIRECTIONS if chosen is None or d in chosen)

    def choose(self, games=None, directions=None) -> None:
        """Keep the learner's choice of games and directions (None keeps the current one)."""
        unknown = set(games or ()) - set(all_games()) | set(directions or ()) - set(DIRECTIONS)
        if unknown:
            raise ValueError(", ".join(sorted(unknown)))
        self.progress.set_preference(
            PREFERENCE,
            {
                "games": list(self.games if games is None else games),
                "directions": list(self.directions if directions is None else directions),
            },
        )

    # -- what is due ---------------------------------------------------------------------
    def cards(self) -> list[Card]:
        """Every card of the chosen games and directions."""
        return all_cards(self.ui_lang, self.games, self.directions, self.content)

    def due(self, now: datetime | None = None) -> list[Card]:
        """Cards to study today: reviewed cards already due, oldest due first; then new cards
        up to what is left of today's allowance; then reviewed cards due later today, soonest
        first (a card just rated waits for its learning step, ten minutes, instead of coming
        back two cards later). ``now`` (time-zone aware) defaults to the local time; its time
        zone decides where the day ends."""
        now = now or local_now()
        end_of_day = datetime.combine(
            now.date() + timedelta(days=1), datetime.min.time(), now.tzinfo
        )
        states = self.progress.card_states()
        seen, new = [], []
        for card in spaced(self.cards()):  # (spaced over every card: a stable order)
            state = states.get(card.key)
            if state is None:
                new.append(card)
            elif _fsrs_card(card.key, state).due < end_of_day:
                seen.append((_fsrs_card(card.key, state).due, card))
        seen.sort(key=lambda item: item[0])
        allowance = max(0, NEW_PER_DAY - self._introduced_on(now, states))
        ready = [card for due, card in seen if due <= now]
        later = [card for due, card in seen if due > now]
        return ready + new[:allowance] + later

    def due_count(self, now: datetime | None = None) -> int:
        """How many cards are due today (the Learn screen shows it)."""
        return len(self.due(now))

    def _introduced_on(self, now: datetime, states: dict[str, dict]) -> int:
        first_reviews = self.progress.first_reviews()
        day = now.date()
        return sum(
            1
            for key, when in first_reviews.items()
            if key in states and _on_day_of(when, now) == day
        )

    # -- reviewing -----------------------------------------------------------------------
    def review(self, card: Card, rating: int, now: datetime | None = None) -> datetime:
        """Record the learner's rating (1 again, 2 hard, 3 good, 4 easy); returns the next due."""
        from fsrs import Rating

        if rating not in RATINGS:
            raise ValueError(rating)
        now = now or local_now()
        state = self.progress.card_states().get(card.key)
        updated, log = _scheduler().review_card(
            _fsrs_card(card.key, state), Rating(rating), now.astimezone(UTC)
        )
        self.progress.record_review(
            card.key, updated.to_dict(), rating, log.review_datetime.isoformat()
        )
        return updated.due
