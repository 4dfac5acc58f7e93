"""Rule references in words: ``his 001 step 9`` becomes "Here I Stand · Field battle · Step 9:
Casualties", in the UI language.

The engine cites rules by short codes (game, seed, section); a player reads the game, the
chapter and the section title of the paragraph that covers the rule. A code no paragraph covers
is still shown in words: the game's name and the section, its English words translated.
"""

from __future__ import annotations

import re
from typing import Any

from engine import registry
from engine.messages import N_, Msg
from locales import _, get_language

from .content_model import pick

SEPARATOR = " · "

#: The words of a rule code that are not a section's own name, translated when shown.
_CODE_WORDS = {"step": N_("step"), "card": N_("card")}

_by_ref: dict[str, dict[str, Any]] = {}


def rule_paragraph(ref: str, content):
    """The paragraph that best covers ``ref``: the first one citing it in the section where
    most paragraphs cite it (a land combat rule opens the land combat section, not a section
    that mentions it in passing); None when no paragraph cites it."""
    table = _by_ref.get(content.hash)
    if table is None:
        citing: dict[str, list] = {}
        for paragraph in content.paragraphs.values():
            for cited in paragraph.refs:
                citing.setdefault(cited, []).append(paragraph)
        table = {}
        for cited, paragraphs in citing.items():
            counts: dict[str, int] = {}
            for paragraph in paragraphs:
                counts[paragraph.section_id] = counts.get(paragraph.section_id, 0) + 1
            best = max(counts, key=lambda section: counts[section])  # the first among equals
            table[cited] = next(p for p in paragraphs if p.section_id == best)
        _by_ref.clear()
        _by_ref[content.hash] = table
    return table.get(ref)


def _section_of(ref: str, content) -> tuple[Any, Any] | None:
    """The (chapter, section) of :func:`rule_paragraph`, or None."""
    paragraph = rule_paragraph(ref, content)
    if paragraph is None:
        return None
    section = content.sections[paragraph.section_id]
    return content.chapters[section.chapter_id], section


def _content():
    """The built-in content (loaded once per process), or None when it cannot be read."""
    from engine.errors import InputError

    from .content import load_content

    try:
        return load_content()
    except (InputError, OSError):
        return None


def rule_place(ref: str, lang: str | None = None, content=None, *, section_only=False) -> str:
    """``ref`` (a rule code such as ``his 001 step 9``) in words in ``lang`` (default: the UI
    language): the game, the chapter and the section that cover it. The game is left out when
    the chapter's title already names it; with ``section_only`` (where the chapter goes without
    saying, as in a battle's own setup form) only the section is named. An empty ``ref`` gives
    an empty string."""
    if not ref:
        return ""
    lang = lang or get_language()
    content = content if content is not None else _content()
    found = _section_of(ref, content) if content is not None else None
    game_id, _seed, rest = (ref.split(" ", 2) + ["", ""])[:3]
    spec = registry.game(game_id)
    game = spec.name if spec else ""
    if found is not None:
        chapter, section = found
        if section_only:
            return pick(section.title, lang)
        title = pick(chapter.title, lang)
        parts = [title, pick(section.title, lang)]
        if game and game.casefold() not in title.casefold():
            parts.insert(0, game)
        return SEPARATOR.join(parts)
    words = re.sub(
        r"\b(" + "|".join(_CODE_WORDS) + r")\b", lambda m: _(_CODE_WORDS[m.group(1)]), rest
    )
    if not game:  # not a code of ours: shown as it is
        return ref
    return SEPARATOR.join(part for part in (game, words.replace("-", " ")) if part)


class RulePlace(Msg):
    """A message argument that renders a rule code as :func:`rule_place` words, in the
    language active when it is rendered."""

    def __init__(self, ref: str, /):
        super().__init__(N_("{rule}"), rule=ref)

    @property
    def ref(self) -> str:
        """The rule code."""
        return dict(self.args)["rule"]

    def render(self, translate) -> str:
        """The rule's place in words (``translate`` is not needed: the UI language is used)."""
        return rule_place(self.ref)
