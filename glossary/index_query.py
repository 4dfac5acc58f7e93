"""The whoosh schema, the documents indexed and the query builder (tier 2 of search).

whoosh is imported lazily inside these functions; glossary/index.py holds the cached index.
"""

from __future__ import annotations

import re
from functools import cache

from .fold import compact, fold

LANGS = ("en", "de", "ru", "it")
_TERM_BOOST = 3.0
_QUOTED = re.compile(r'"([^"]+)"|«([^»]+)»|„([^“”"]+)[“”"]')
_WORD = re.compile(r"\w+")
MAX_WORDS = 12  # loose words of a query that count (the rest is ignored)
MAX_PHRASES = 4


# --- schema -------------------------------------------------------------------------------
# Text is folded (glossary.fold) before whoosh sees it, on both the document and the query
# side, so the analyzers are whoosh's own classes only (the schema is pickled into the index).


@cache
def _analyzer(lang: str | None):
    """Tokens, lower case, then (for a language) its folded stop words and its stemmer."""
    from whoosh.analysis import LowercaseFilter, RegexTokenizer, StemFilter, StopFilter
    from whoosh.lang import stopwords_for_language

    chain = RegexTokenizer() | LowercaseFilter()
    if lang is None:
        return chain
    stops = frozenset(fold(word) for word in stopwords_for_language(lang))
    return chain | StopFilter(stoplist=stops, minsize=1) | StemFilter(lang=lang)


@cache
def schema():
    """The whoosh schema: per-language term and text fields, seed forms, abbreviations and
    German compound parts (``parts``: every 4+ letter piece; ``tails``: word endings, stemmed)."""
    from whoosh.analysis import NgramFilter, RegexTokenizer
    from whoosh.fields import ID, KEYWORD, TEXT, Schema

    fields = {
        "id": ID(stored=True, unique=True),
        "doctype": ID(stored=True),
        "game": ID(stored=True),
        "kind": ID(stored=True),
        "abbr": KEYWORD(scorable=True, field_boost=6.0),
        "seed": TEXT(analyzer=_analyzer(None), phrase=True, field_boost=_TERM_BOOST),
        "parts": TEXT(analyzer=RegexTokenizer() | NgramFilter(4, 24), phrase=False),
        "tails": TEXT(analyzer=_analyzer("de"), phrase=False, field_boost=2.0),
    }
    for lang in LANGS:
        fields[f"t_{lang}"] = TEXT(analyzer=_analyzer(lang), phrase=True, field_boost=_TERM_BOOST)
        fields[f"d_{lang}"] = TEXT(analyzer=_analyzer(lang), phrase=True)
        fields[f"w_{lang}"] = KEYWORD(commas=True, scorable=True, field_boost=_TERM_BOOST)
    return Schema(**fields)


def compound_tails(text: str) -> list[str]:
    """Endings of the (folded) words of ``text`` that may be the last part of a compound:
    ``Landkampf`` gives ``dkampf``, ``kampf``, ``ampf``."""
    return [word[start:] for word in _WORD.findall(fold(text)) for start in range(3, len(word) - 3)]


# --- queries ------------------------------------------------------------------------------


def split_query(text: str) -> tuple[list[str], list[str]]:
    """The quoted phrases and the distinct loose words of a query (folded, at most
    :data:`MAX_PHRASES` and :data:`MAX_WORDS`)."""
    phrases = [next(group for group in match.groups() if group) for match in _QUOTED.finditer(text)]
    rest = _QUOTED.sub(" ", text)
    loose = list(dict.fromkeys(_WORD.findall(fold(rest))))  # each word once, in order
    return [fold(phrase) for phrase in phrases][:MAX_PHRASES], loose[:MAX_WORDS]


def _tokens(lang: str | None, text: str) -> list[str]:
    return [token.text for token in _analyzer(lang)(text, mode="query")]


def _is_stop_word(word: str) -> bool:
    return any(not _tokens(lang, word) for lang in LANGS)


def _word_query(word: str):
    from whoosh.query import Or, Term

    clauses = [Term("abbr", word), Term("seed", word)]
    for lang in LANGS:
        for token in _tokens(lang, word):
            clauses.append(Term(f"t_{lang}", token))
            clauses.append(Term(f"d_{lang}", token))
    for stem in _tokens("de", word):
        if 4 <= len(stem) <= 24:
            clauses.append(Term("parts", stem))
            clauses.append(Term("tails", stem))
    return Or(clauses)


def _phrase_query(phrase: str, fields=("t", "d"), boost: float = 1.0):
    from whoosh.query import Or, Phrase, Term

    clauses = []
    for lang in (*LANGS, None):
        tokens = _tokens(lang, phrase)
        names = ["seed"] if lang is None else [f"{kind}_{lang}" for kind in fields]
        for name in names:
            if len(tokens) > 1:
                clauses.append(Phrase(name, tokens, boost=boost))
            elif tokens:
                clauses.append(Term(name, tokens[0], boost=boost))
    return Or(clauses) if clauses else None


def build_query(text: str):
    """The whoosh query for ``text``: every loose word (stop words aside) and every quoted
    phrase must match in some field of some language; the loose words as a phrase in a term
    field, and the whole query as an abbreviation (``LC DR`` = ``lcdr``), add to the score."""
    from whoosh.query import And, AndMaybe, Or, Term

    phrases, loose = split_query(text)
    required = [_word_query(word) for word in loose if not _is_stop_word(word)]
    required += [query for query in map(_phrase_query, phrases) if query is not None]
    if not required:
        required = [_word_query(word) for word in loose]
    if not required:
        return None
    main = required[0] if len(required) == 1 else And(required)
    if len(loose) > 1:
        boost = _phrase_query(" ".join(loose), fields=("t",), boost=2.0)
        if boost is not None:
            main = AndMaybe(main, boost)
    alternatives = [main]
    plain = " ".join(loose + phrases)
    for lang in LANGS:  # the query is a whole term, inflected or not
        stems = whole_term(lang, plain)
        if stems:
            alternatives.append(Term(f"w_{lang}", stems, boost=2.0))
    if compact(text):
        alternatives.append(Term("abbr", compact(text), boost=2.0))
    return Or(alternatives)


def whole_term(lang: str, text: str) -> str:
    """A term reduced to its stems, as one token: ``Landkämpfe`` and ``Landkampf`` agree."""
    return " ".join(_tokens(lang, fold(text))).replace(",", " ")


_FLEETING = re.compile(r"(?<=[аеиоуыэюя][бвгджзклмнпрстфхцчшщ])е(?=ц\b)")


def whole_term_values(lang: str, text: str) -> str:
    """The ``w_<lang>`` values of a term (comma-separated). A Russian noun in -ец loses its
    е when inflected (полководец, полководцы); the stemmer keeps the two apart, so the form
    without the е is indexed too."""
    values = {whole_term(lang, text)}
    if lang == "ru":
        values.add(whole_term(lang, _FLEETING.sub("", fold(text))))
    return ",".join(sorted(value for value in values if value))


def build_fuzzy(text: str, expand):
    """The fallback query: each word of 4+ letters near a word of a term field (``~2/2``: at
    most two edits, one for a 4-letter word, and the first two letters in place). A swapped
    pair of letters is one edit. ``expand(field, token, edits)`` lists the field's words near
    ``token`` with their distances. None when no word qualifies."""
    from whoosh.query import Or, Term

    phrases, loose = split_query(text)
    words = loose + [word for phrase in phrases for word in _WORD.findall(phrase)]
    clauses = []
    for word in words:
        if len(word) < 4 or _is_stop_word(word):
            continue
        edits = 1 if len(word) < 5 else 2
        tokens = [("seed", word)]
        tokens += [(f"t_{lang}", token) for lang in LANGS for token in _tokens(lang, word)]
        for name, token in tokens:
            for near, distance in expand(name, token, edits):
                clauses.append(Term(name, near, boost=1.0 / (1 + distance)))
    return Or(clauses) if clauses else None


def documents(content):
    """The index documents: one per glossary entry, one per chapter paragraph."""
    for entry in content.entries.values():
        document = {"id": entry.id, "doctype": "entry", "game": entry.game, "kind": entry.kind}
        for lang in LANGS:
            document[f"t_{lang}"] = fold(entry.terms[lang])
            document[f"w_{lang}"] = whole_term_values(lang, entry.terms[lang])
            document[f"d_{lang}"] = fold(entry.definition[lang])
        forms = (entry.seed_form, *entry.seed_forms, *entry.aliases)
        seeds = [fold(form) for form in forms if form]
        document["seed"] = "\n".join(seeds)
        german = " ".join([fold(entry.terms["de"]), *seeds])
        document["parts"] = german
        document["tails"] = " ".join(compound_tails(german))
        if entry.abbr:
            document["abbr"] = " ".join(compact(abbr) for abbr in entry.abbr)
        yield document
    for chapter in content.chapters.values():
        for section in chapter.sections:
            for paragraph in section.paragraphs:
                document = {
                    "id": paragraph.id,
                    "doctype": "paragraph",
                    "game": chapter.game,
                    "kind": "paragraph",
                }
                for lang in LANGS:
                    document[f"d_{lang}"] = fold(f"{section.title[lang]}\n{paragraph.text[lang]}")
                yield document
