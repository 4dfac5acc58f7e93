"""Ranking the merged candidates of both search tiers: the evidence classes, the candidate
record, and the placing of the paragraph that explains the first entry (see docs/search.md,
"Merging the tiers")."""

from __future__ import annotations

from dataclasses import dataclass

from .headwords import EXACT, FUZZY, FUZZY_PREFIX, FUZZY_WORD, PREFIX, WORD_PREFIX

__all__ = [
    "EXACT_CLASS", "LINK_BONUS", "NEAR_CLASS", "PREFIX_CLASS", "TAIL_CLASS", "TERM_CLASS",
    "TEXT_CLASS", "WEAK_CLASS", "T1_CLASS", "WHOLE_TERM_BONUS", "Candidate", "LinkedParagraph",
    "explained", "linked_first", "raw_class", "reading_order", "title_share", "whole_headword",
    "with_its_entry",
]  # fmt: skip

# Evidence classes, best first. A candidate takes the best class either tier gives it.
EXACT_CLASS = 6  # the query is a whole headword (inflected or not) or an abbreviation
TERM_CLASS = 5  # a query word is a word of a term or seed form (stemmed)
TAIL_CLASS = 4  # a query word is a known part of a German compound (Kampf -> Landkampf)
PREFIX_CLASS = 3  # the query starts a headword
NEAR_CLASS = 2  # the query starts a later word of a headword, or is a headword with a typo
WEAK_CLASS = 1  # a typo in one word, a compound's inner part
TEXT_CLASS = 0  # definitions and chapter paragraphs only


#: Coverage an entry gains in a question when every word of its term (in some language) is a
#: word of the question: "eliminate a unit" is about *eliminated*, less about the *eliminated
#: units box*; and a paragraph when every word of its section's title is: "combined attack and
#: the card's attack limit" is about the section "Combined attacks". Less than a term word
#: matched (coverage.TERM_WEIGHT).
WHOLE_TERM_BONUS = 0.25

#: What a result linked to a question's first result gains, in words of the question, among the
#: results after the first (:func:`linked_first`): the suites' answers to a question are mostly
#: a rule and the entry it explains, and the second of them is linked to the first.
LINK_BONUS = 0.75

#: The class of each rank of a headword match.
T1_CLASS = {
    EXACT: EXACT_CLASS, PREFIX: PREFIX_CLASS, WORD_PREFIX: NEAR_CLASS, FUZZY: NEAR_CLASS,
    FUZZY_WORD: WEAK_CLASS, FUZZY_PREFIX: WEAK_CLASS,
}  # fmt: skip


class LinkedParagraph:
    """Stands for the full-text hit of a paragraph that was found through its entry."""

    doctype = "paragraph"
    matched = ()  # it matched nothing itself


@dataclass
class Candidate:
    """One entry or paragraph while the two tiers are merged."""

    id: str
    cls: int
    score: float
    lang: str | None
    raw: object = None  # the full-text hit (glossary.index.RawHit), if any
    tier: int = 2
    exact: bool = False
    within: float = 0.0  # rank inside the class, 0..1 (set while sorting)
    coverage: float = 0.0  # meaningful words of the query it matched (coverage.coverage)

    @property
    def is_paragraph(self) -> bool:
        return self.raw is not None and self.raw.doctype == "paragraph"


def raw_class(hit, whole: str) -> int:
    """The evidence class of a full-text hit, from the fields its words matched in."""
    if hit.fuzzy:
        return WEAK_CLASS
    best = TEXT_CLASS
    mapped = getattr(hit, "mapped", ())
    for name, word in hit.matched:
        if (name, word) in hit.near:  # near a word with a typo: weak evidence
            best = max(best, WEAK_CLASS)
            continue
        if name.startswith("w_") or (name == "abbr" and word == whole):
            found = EXACT_CLASS
        elif name.startswith("t_") or name in ("seed", "abbr"):
            found = TERM_CLASS
        elif name in ("tails", "split"):
            found = TAIL_CLASS
        elif name == "parts":
            found = WEAK_CLASS
        else:
            continue
        if (name, word) in mapped:  # the word our texts use for a player's word
            found = max(TEXT_CLASS, found - 1)
        best = max(best, found)
    return best


def whole_headword(content, hit) -> bool:
    """Whether a question names the whole heading of the full-text hit ``hit``: every word, in
    some language, of an entry's term (among the words it matched in that term field) or of a
    paragraph's section title (among the words it matched in that text field). A player's
    word that stands for a term does not name it (it is weaker evidence, see player_words), nor
    does a longer word that starts with a term's word (*Abfangpriorität* and *Abfangen*)."""
    from .index_query import term_tokens

    if hit.doctype == "entry" and hit.id in content.entries:
        headings, field = content.entries[hit.id].terms, "t_"
    elif hit.doctype == "paragraph" and hit.id in content.paragraphs:
        section = content.sections[content.paragraphs[hit.id].section_id]
        headings, field = section.title, "d_"
    else:
        return False
    weak = {*getattr(hit, "mapped", ()), *getattr(hit, "beginnings", ())}
    typed = [pair for pair in hit.matched if pair not in weak]
    for lang, heading in headings.items():
        needed = term_tokens(lang, heading)
        if needed and needed <= {token for name, token in typed if name == field + lang}:
            return True
    return False


def explained(content, ranked: list[Candidate], lang) -> list[Candidate]:
    """The first entry, the entries named exactly as the query in other games, then the
    chapter paragraph that explains the first entry: when the query is the entry's name (or
    matched none of the paragraphs it is used in), the first of them in a section titled like
    it, if there are such; for a question, the one ranked best wherever it is. For a question,
    the paragraphs among the first three that answer more of it than that one stay before it,
    and before the entries shown between them."""
    if not ranked or ranked[0].is_paragraph or ranked[0].id not in content.entries:
        return ranked
    named = [ranked[0], *(other for other in ranked[1:10] if same_name(content, ranked[0], other))]
    names = {item.id for item in named}
    rest = [item for item in ranked if item.id not in names]
    entry = content.entries[ranked[0].id]
    linked = [ref for ref in entry.used_in if ref in content.paragraphs]
    if not linked:
        return [*named, *rest]
    place = {item.id: number for number, item in enumerate(rest)}
    titled = [ref for ref in linked if titled_like(content, ref, entry)]
    # a question: wherever the entry is used, the section need not be about it
    matched = [ref for ref in linked if ref in place]
    if ranked[0].cls == EXACT_CLASS or not matched:  # the name alone: where it is explained
        best = (titled or linked)[0]
    else:  # a question: the paragraph that matched it best
        best = min(matched, key=place.__getitem__)
    if best in place and len(named) + place[best] < 3:
        return [*named, *rest]  # already among the first three
    covered = rest[place[best]].coverage if best in place else 0.0
    if best in place:
        item = rest.pop(place[best])
    else:
        item = Candidate(best, TEXT_CLASS, 0.0, lang, LinkedParagraph)
    better = []  # a question: the paragraphs shown that answer more of it stay before it
    if ranked[0].cls != EXACT_CLASS:
        shown = rest[: max(0, 3 - len(named))]
        better = [other for other in shown if other.is_paragraph and other.coverage > covered]
    kept = {other.id for other in better}
    return [*named, *better, item, *(other for other in rest if other.id not in kept)]


def linked_first(content, ranked: list[Candidate]) -> list[Candidate]:
    """A question: after the first result, what it links to counts :data:`LINK_BONUS` of a word
    more than its coverage of the question: the paragraphs a first entry is used in, or the
    entries that list a first paragraph; among candidates that then match it equally well
    (and of the same evidence class) the linked ones come first. "can a brigantine cross a
    causeway" then shows, after *brigantine*, the rule on brigantines and causeways before
    the entry *causeway*. Otherwise the order is kept."""
    if len(ranked) < 3:
        return ranked
    first = ranked[0]
    if first.is_paragraph:
        linked = {entry.id for entry in content.entries_using(first.id)}
    elif first.id in content.entries:
        linked = set(content.entries[first.id].used_in)
    else:
        return ranked

    def order(item: Candidate):
        linked_to_first = item.id in linked
        bonus = LINK_BONUS * linked_to_first
        return (-round(item.coverage + bonus, 6), -item.cls, not linked_to_first)

    return [first, *sorted(ranked[1:], key=order)]


def titled_like(content, paragraph_id: str, entry) -> bool:
    """Whether the paragraph's section is titled like ``entry``: the words of the entry's
    English term are all in the title, inflected or not ("Combined attacks" for *combined
    attack*), so it is where the entry is explained."""
    from .index_query import term_tokens

    paragraph = content.paragraphs[paragraph_id]
    title = term_tokens("en", content.sections[paragraph.section_id].title["en"])
    return term_tokens("en", entry.terms["en"]) <= title


def same_name(content, first: Candidate, other: Candidate) -> bool:
    """Whether ``other`` is, like ``first``, an entry named exactly as the query (the same
    term in several games). A question is asked in one game: other games' entries that
    merely share a name wait their turn."""
    entries = content.entries
    if other.is_paragraph or other.id not in entries:
        return False
    return first.cls == EXACT_CLASS and other.cls == EXACT_CLASS


def reading_order(content, ranked: list[Candidate]) -> list[Candidate]:
    """``ranked`` with the paragraphs of one section that a question matched equally well (the
    same coverage and evidence class, and as much of it in their own text, their players'
    questions aside) in the order they are read: a section's opening
    paragraph states its rule, the later ones add to it."""
    groups: dict[tuple, list[int]] = {}
    for place, item in enumerate(ranked):
        if item.is_paragraph:
            section = content.paragraphs[item.id].section_id
            groups.setdefault((section, round(item.coverage, 6), item.cls), []).append(place)
    result = list(ranked)
    for (section, *_), places in groups.items():
        if len(places) < 2:
            continue
        read = {paragraph.id: n for n, paragraph in enumerate(content.sections[section].paragraphs)}
        alike: dict[int, list[int]] = {}  # by what they matched in their own texts
        for place in places:
            alike.setdefault(own_matches(content, ranked[place]), []).append(place)
        for same in alike.values():
            items = sorted((ranked[place] for place in same), key=lambda item: read[item.id])
            for place, item in zip(same, items, strict=True):
                result[place] = item
    return result


def own_matches(content, item: Candidate) -> int:
    """How many of the text tokens a paragraph's full-text hit matched are in its own text (its
    section title and text), not only in the players' questions indexed with it."""
    from .index_documents import own_text
    from .index_query import term_tokens

    texts = [(name[2:], token) for name, token in item.raw.matched if name.startswith("d_")]
    own = {lang: term_tokens(lang, own_text(content, item.id, lang)) for lang, _ in texts}
    return sum(token in own[lang] for lang, token in texts)


def with_its_entry(content, ranked: list[Candidate]) -> list[Candidate]:
    """A question answered first by a paragraph: the entry it explains right after it, unless
    among the first three already. Of the entries that list the paragraph in their ``used_in``,
    the one whose name shares the largest part of the section's title (the section is about
    it: "Step 3: Defender's dice" is about *count defender dice* more than about *defender*),
    else the one that matched the question and is ranked best."""
    if len(ranked) < 2 or not ranked[0].is_paragraph:
        return ranked
    paragraph = ranked[0].id
    place = {item.id: number for number, item in enumerate(ranked)}
    linked = content.entries_using(paragraph)
    named = [(title_share(content, paragraph, entry), -place.get(entry.id, len(ranked)), entry.id)
             for entry in linked]  # fmt: skip
    matched = sorted(place[entry.id] for entry in linked if entry.id in place)
    if named and max(named)[0] > 0:
        best = max(named)[2]
    elif matched:
        best = ranked[matched[0]].id
    else:
        return ranked
    if place.get(best, 3) < 3:
        return ranked
    if best in place:
        item = ranked[place[best]]
    else:
        item = Candidate(best, TEXT_CLASS, 0.0, ranked[0].lang)
    rest = [other for other in ranked[1:] if other.id != best]
    return [ranked[0], item, *rest]


def title_share(content, paragraph_id: str, entry) -> float:
    """How much the entry's English name and the paragraph's section title have in common:
    the words they share over the words either has (inflected alike; numbers aside)."""
    from .index_query import term_tokens

    section = content.sections[content.paragraphs[paragraph_id].section_id]
    title = {token for token in term_tokens("en", section.title["en"]) if not token.isdigit()}
    name = term_tokens("en", entry.terms["en"])
    return len(title & name) / len(title | name) if title | name else 0.0
