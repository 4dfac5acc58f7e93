"""Players' questions (``glossary/data/asks/*.toml``): for each chapter paragraph and glossary
entry, the questions and look-ups a player types that it answers, in each language ("what
happens if both sides are wiped out", «кто побеждает при ничьей»).

They are a search aid only, never shown: the full-text index holds them with their paragraph or
entry (after its text in the ``d_<lang>`` fields), so a question in a player's own words finds
what answers it although our texts word it as the rulebook does (see docs/search.md, "Players'
questions"). The files are content: read with the rest and part of the content hash.
"""

from __future__ import annotations

from engine.messages import N_, Msg

from .content_model import LANGUAGES, ContentError

__all__ = ["MAX_ASK_WORDS", "Asks", "check_asks", "parse_asks"]

#: The longest question, in words: a question, not a paragraph.
MAX_ASK_WORDS = 16

Asks = dict[str, dict[str, tuple[str, ...]]]


def parse_asks(data: dict, source: str, into: Asks, files: dict[str, str]) -> None:
    """Add the questions of one file (``data`` as parsed from ``source``) to ``into``: per
    paragraph or entry id, per language, a tuple of questions. ``files`` records which file
    named each id. A wrong shape or an id named twice raises :class:`ContentError` naming the
    file, the id and the language."""
    for ident, table in data.items():
        if ident in files:
            problem = Msg(N_("duplicate id (also in {other})"), other=files[ident])
            raise ContentError(source, ident, "", problem)
        if not isinstance(table, dict):
            raise ContentError(source, ident, "", Msg(N_("must be a table")))
        unknown = sorted(set(table) - set(LANGUAGES))
        if unknown:
            problem = Msg(N_("{value!r} is not a language"), value=unknown[0])
            raise ContentError(source, ident, unknown[0], problem)
        questions: dict[str, tuple[str, ...]] = {}
        for lang, values in table.items():
            good = isinstance(values, list) and values
            if not good or not all(isinstance(value, str) and value.strip() for value in values):
                raise ContentError(source, ident, lang, Msg(N_("must be a list of strings")))
            for value in values:
                if len(value.split()) > MAX_ASK_WORDS:
                    problem = Msg(N_("{value!r} is longer than {count} words"),
                                  value=value, count=MAX_ASK_WORDS)  # fmt: skip
                    raise ContentError(source, ident, lang, problem)
            questions[lang] = tuple(value.strip() for value in values)
        files[ident] = source
        into[ident] = questions


def check_asks(asks: Asks, known, files: dict[str, str]) -> None:
    """Raise :class:`ContentError` for a question id that names no chapter paragraph or glossary
    entry (``known`` holds their ids)."""
    for ident in asks:
        if ident not in known:
            problem = Msg(N_("{ref!r} does not resolve"), ref=ident)
            raise ContentError(files[ident], ident, "", problem)
