"""Queries that name a rule by its number, a card by its number or a procedure's step by its
number: ``6.6.3.4``, ``§14.1``, ``HIS §15``, ``card #33``, ``step 4``, ``Schritt 7 Feldschlacht``,
``шаг 3 CCC``. Every paragraph cites its rule (``CCC 6.6.3.4``, ``Here I Stand §14, step 11;
retreat §14.1``) and every step section names its step, so such a query is answered by the
sections that open those rules, before what its other words find (see docs/search.md,
"Rule and step numbers").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .fold import fold, words

__all__ = ["NumberedQuery", "named_game", "numbered_hits", "numbered_query", "numbered_sections"]

#: The words for "step" and "card" in the four languages, with their inflected forms.
#: Phases count as steps: the phases of a Tenochtitlan turn are its procedure's steps.
STEP_WORDS = ("steps", "step", "schritts", "schrittes", "schritt", "шага", "шагу", "шаге",
              "шагом", "шаг", "passo", "passi", "phase", "phasen", "фаза", "фазы", "фазе", "фазу",
              "fase", "fasi")  # fmt: skip
CARD_WORDS = ("card", "karte", "карта", "карты", "карту", "carta")
#: Words that only say a rule follows ("rule 6.6.3.4", "siehe §14.1", "см. 6.6.1"): they may
#: stand before the number and are no words to search for.
REFERENCE_WORDS = ("rules", "rule", "sections", "section", "paragraph", "see", "cf", "regeln",
                   "regel", "abschnitt", "absatz", "siehe", "vgl", "правила", "правило",
                   "правилу", "пункта", "пункт", "раздела", "разделе", "раздел", "см", "regole",
                   "regola", "sezione", "paragrafo", "vedi", "cfr")  # fmt: skip
_NUMBER = r"\d+(?:\.\d+)*"
_END = r"(?!\w|\.\d)"  # the whole number, a full stop after it aside ("6.6.3.4.")
_STEP = re.compile(rf"(?<!\w)(?:{'|'.join(STEP_WORDS)})\s*({_NUMBER}){_END}")
_CARD = re.compile(rf"(?:(?<!\w)(?:{'|'.join(CARD_WORDS)})\s*#?\s*|#\s*)(\d+){_END}")
_RULE = re.compile(rf"§\s*({_NUMBER})|(?<![\w.#§])(\d+(?:\.\d+)+){_END}")
_REFERENCE = re.compile(rf"(?<!\w)(?:{'|'.join(REFERENCE_WORDS)})(?!\w)\.?")
_DECIMAL_COMMA = re.compile(r"(?<=\d),(?=\d)")  # "14,1" and "6,6,3,4", as de, ru, it write them
#: How a section matched: its rule is the number asked for, mentions it, is a part of it.
MAIN, MENTIONED, PART = 0, 1, 2


@dataclass(frozen=True)
class NumberedQuery:
    """What a query asks by number, and its other words."""

    rules: tuple[str, ...]  # rule numbers ("6.6.3.4", "14.1", "15")
    cards: tuple[str, ...]  # card numbers ("33")
    steps: tuple[str, ...]  # step numbers ("4", "4.3")
    rest: str  # the query without them


def numbered_query(query: str, content) -> NumberedQuery | None:
    """What ``query`` asks by number, or None when it names no rule, card or step number (a
    bare whole number, as in "7 on two dice", is no rule number) or names one only in passing:
    a number that does not lead the query (after a game's name) is the context of a question,
    "darf man nach Schritt 3 noch Karten spielen", which the words answer."""
    text = fold(query)
    if not any(char.isdigit() for char in text):
        return None
    text = _DECIMAL_COMMA.sub(".", text)
    starts = [match.start() for pattern in (_STEP, _CARD, _RULE) if (match := pattern.search(text))]
    if not starts:
        return None
    before = " ".join(_REFERENCE.sub(" ", text[: min(starts)]).split()).strip(" :,")
    if before and named_game(before, content) is None:  # (a game, or a game and a chapter)
        return None
    text = _REFERENCE.sub(" ", text)
    steps = tuple(match.group(1) for match in _STEP.finditer(text))
    text = _STEP.sub(" ", text)
    cards = tuple(match.group(1) for match in _CARD.finditer(text))
    text = _CARD.sub(" ", text)
    rules = tuple(match.group(1) or match.group(2) for match in _RULE.finditer(text))
    text = _RULE.sub(" ", text)
    if not (steps or cards or rules):
        return None
    return NumberedQuery(rules, cards, steps, " ".join(text.split()))


def cited_numbers(cite: str) -> tuple[list[str], list[str], list[str]]:
    """The rule numbers a paragraph's citation is about (those before its first ";"), those it
    names after it, and its card numbers: ``Here I Stand §14, step 11; retreat §14.1`` is about
    §14 and names §14.1 as well."""
    text = fold(cite)
    cards = [match.group(1) for match in re.finditer(r"#\s*(\d+)", text)]
    head, _, tail = text.partition(";")
    main = [match.group(1) or match.group(2) for match in _RULE.finditer(head)]
    also = [match.group(1) or match.group(2) for match in _RULE.finditer(tail)]
    return main, also, cards


def _rule_level(asked: str, main: list[str], also: list[str]) -> int | None:
    if asked in main:
        return MAIN
    if asked in also:
        return MENTIONED
    numbers = main + also
    if any(number.startswith(asked + ".") for number in numbers):
        return PART
    return None


def _step_numbers() -> dict[str, str]:
    """Each step section's step number ("his/field-battle#roll" -> "6"); steps without one
    (the victory check) are left out."""
    from engine import registry

    numbers = {}
    for spec in registry.procedures().values():
        for info in spec.steps:
            if info.number:
                numbers[info.id] = info.number
    return numbers


def _section_match(section, asked: NumberedQuery, steps: dict[str, str]):
    """(level, share of its paragraphs that matched, the paragraph to show) of a section, or
    None: a step section opens with its first paragraph, a rule or card with its first
    paragraph citing it."""
    levels, matched = [], []
    number = steps.get(section.step or "")
    for step in asked.steps:
        if number == step:
            levels.append(MAIN)
        elif number is not None and number.startswith(step + "."):
            levels.append(PART)
    if levels:  # the whole section is the step
        matched.extend(paragraph.id for paragraph in section.paragraphs)
    for paragraph in section.paragraphs:
        main, also, cards = cited_numbers(paragraph.cite)
        found = [MAIN for card in asked.cards if card in cards]
        found += [level for rule in asked.rules
                  if (level := _rule_level(rule, main, also)) is not None]  # fmt: skip
        if found:
            levels.extend(found)
            matched.append(paragraph.id)
    if not levels:
        return None
    return min(levels), len(set(matched)) / len(section.paragraphs), matched[0]


def numbered_sections(content, asked: NumberedQuery, *, game=None, current_game=None,
                      ranked=()) -> list[str]:  # fmt: skip
    """The opening paragraph of each section that answers ``asked``: the sections whose rule is
    the number asked for first, then those that mention it, then those about a part of it;
    among equals the one ``ranked`` (what the query's other words found, best first) reaches
    first, then the current game's, then reading order."""
    steps = _step_numbers()
    place = {item: number for number, item in reversed(list(enumerate(ranked)))}
    chapter_place: dict[str, int] = {}  # where the other words first reach each chapter
    for number, item in enumerate(ranked):
        if item in content.paragraphs:
            chapter_place.setdefault(content.paragraphs[item].chapter_id, number)
        elif item in content.entries:  # an entry reaches the chapters it is used in
            entry = content.entries[item]
            used = [content.paragraphs[ref].chapter_id for ref in entry.used_in
                    if ref in content.paragraphs]  # fmt: skip
            if not used:  # (or its game's)
                used = [c.id for c in content.chapters.values() if c.game == entry.game]
            for chapter_id in used:
                chapter_place.setdefault(chapter_id, number)
    found = []
    for order, chapter in enumerate(content.chapters.values()):
        if game is not None and chapter.game != game:
            continue
        for position, section in enumerate(chapter.sections):
            match = _section_match(section, asked, steps) if section.paragraphs else None
            if match is None:
                continue
            level, share, shown = match
            ids = [paragraph.id for paragraph in section.paragraphs]
            in_section = min((place[i] for i in ids if i in place), default=len(place))
            in_chapter = chapter_place.get(chapter.id, len(place))
            other_game = current_game is not None and chapter.game != current_game
            about = -share if level != MAIN else 0  # (a rule's own sections: reading order)
            key = (level, in_section, in_chapter, other_game, about, order, position)
            found.append((key, shown))
    return [paragraph for _, paragraph in sorted(found)]


def named_game(rest: str, content) -> str | None:
    """The game a query's other words name and nothing else: its name ("CCC", "Here I Stand",
    "Tenochtitlan"), or its name and a word of one of its chapters' titles ("Struggle of Empires
    attack"); else None."""
    from engine import registry

    text = fold(rest)
    for game in registry.games().values():
        for name in (game.id, game.name, game.short):
            folded = fold(name)
            if text == folded:
                return game.id
            if not text.startswith(folded + " "):
                continue
            chapters = [c for c in content.chapters.values() if c.game == game.id]
            titles = {word for c in chapters for title in c.title.values() for word in words(title)}
            if set(words(text[len(folded) :])) <= titles:
                return game.id
    return None


def numbered_hits(content, asked: NumberedQuery, others: list, *, game, current_game, lang,
                  limit: int) -> list | None:  # fmt: skip
    """The hits of a query that names a number (``asked``): the sections that open it, the
    first one's own terms, then ``others`` (the hits of the query's other words); None when
    no section cites the number."""
    from .hits import entry_hit, paragraph_hit
    from .ranking import EXACT_CLASS

    opening = numbered_sections(content, asked, game=game, current_game=current_game,
                                ranked=[hit.id for hit in others])  # fmt: skip
    if not opening:
        return None
    score = round(EXACT_CLASS + 0.999, 4)
    hits = [paragraph_hit(content, paragraph, lang or "en", score) for paragraph in opening[:limit]]
    shown = set(opening)
    terms = content.paragraphs[opening[0]].terms  # the rule's own terms first
    linked = [entry for entry in terms if entry in content.entries][:2]
    hits += [entry_hit(content, entry, lang or "en", score - 1, 2)
             for entry in linked if entry not in shown]  # fmt: skip
    shown.update(linked)
    return (hits + [hit for hit in others if hit.id not in shown])[:limit]
