"""Short translated labels shared by the app and the command line: languages, games, kinds.

Pure (no Textual import), so the command line can use it without loading the app.
"""

from __future__ import annotations

import re

from engine import registry
from engine.messages import N_
from glossary.content_model import pick as pick  # re-exported
from locales import _

#: Each language in its own name (shown untranslated, so anyone can find their language).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "ru": "Русский", "it": "Italiano"}


#: Each language named in the UI language, for use inside a sentence ("shown in Russian").
_LANGUAGE_IN_TEXT = {
    "en": N_("English"),
    "de": N_("German"),
    "ru": N_("Russian"),
    "it": N_("Italian"),
}


def language_in_text(lang: str) -> str:
    """The name of ``lang`` in the UI language, as used inside a sentence."""
    return _(_LANGUAGE_IN_TEXT[lang]) if lang in _LANGUAGE_IN_TEXT else lang


#: The words of the chapters' citations (``cite`` in glossary/data/chapters/*.toml), longest
#: first; game names, section numbers and titles quoted from a source stay as they are.
_CITE_WORDS = (
    N_("third-party implementation data"),
    N_("retreat into fortifications"),
    N_("third-party card data"),
    N_("field battle chapter"),
    N_("movement procedure"),
    N_("attack flowchart"),
    N_("online rulebook"),
    N_("short rules"),
    N_("break siege"),
    N_("retreat"),
    N_("cards"),
    N_("siege"),
    N_("card"),
    N_("step"),
    N_("and"),
)
_CITE_PATTERN = re.compile(r"\b(" + "|".join(re.escape(word) for word in _CITE_WORDS) + r")\b")


def cite_text(cite: str) -> str:
    """A paragraph's citation in the UI language: its English words translated one by one.

    ``Here I Stand §14, step 6`` reads ``Here I Stand §14, Schritt 6`` in German; English is
    unchanged.
    """
    return _CITE_PATTERN.sub(lambda match: _(match.group(1)), cite)


def game_name(game_id: str) -> str:
    """A game's published name (a proper name, not translated); the id for an unknown game."""
    spec = registry.game(game_id)
    return spec.name if spec else game_id


def game_short(game_id: str) -> str:
    """A game's short label for narrow lists; the id for an unknown game."""
    spec = registry.game(game_id)
    return spec.short if spec else game_id


_KINDS = {
    "term": N_("term"),
    "card": N_("card"),
    "unit": N_("unit"),
    "abbreviation": N_("abbreviation"),
    "phase": N_("phase"),
    "step": N_("step"),
    "marker": N_("marker"),
    "tile": N_("tile"),
    "result": N_("result"),
    "leader": N_("leader"),
    "place": N_("place"),
    "paragraph": N_("rules paragraph"),
}


def kind_label(kind: str) -> str:
    """The translated name of an entry kind."""
    return _(_KINDS.get(kind, kind))


def render(message) -> str:
    """An engine ``Msg`` (or a plain string) in the UI language."""
    if message is None:
        return ""
    if hasattr(message, "render"):
        return message.render(_)
    return _(message)


def chapters_in_order(content) -> list:
    """The chapters, grouped by game in the registry's order (file order within a game)."""
    rank = {game: index for index, game in enumerate(registry.games())}
    return sorted(content.chapters.values(), key=lambda chapter: rank.get(chapter.game, 99))
