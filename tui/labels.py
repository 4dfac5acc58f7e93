"""Short translated labels shared by the app and the command line: languages, games, kinds.

Pure (no Textual import), so the command line can use it without loading the app.
"""

from __future__ import annotations

from engine import registry
from engine.messages import N_
from locales import _

#: Each language in its own name (shown untranslated, so anyone can find their language).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "ru": "Русский", "it": "Italiano"}


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


def pick(texts: dict[str, str], lang: str) -> str:
    """The text in ``lang``, falling back to English, then to any language."""
    return texts.get(lang) or texts.get("en") or next(iter(texts.values()), "")


def chapters_in_order(content) -> list:
    """The chapters, grouped by game in the registry's order (file order within a game)."""
    rank = {game: index for index, game in enumerate(registry.games())}
    return sorted(content.chapters.values(), key=lambda chapter: rank.get(chapter.game, 99))
