"""A small hand-made content set for fast search tests (independent of the real data files)."""

from __future__ import annotations

import hashlib

from glossary.content import Content
from glossary.content_model import Chapter, Entry, Paragraph, Section


def _entry(ident, kind, terms, definition, *, abbr=(), official=("en",), seed_form="", **extra):
    game = ident.split(".")[0]
    return Entry(
        id=ident,
        game=game,
        kind=kind,
        terms=dict(zip(("en", "de", "ru", "it"), terms, strict=True)),
        definition=dict(zip(("en", "de", "ru", "it"), definition, strict=True)),
        abbr=tuple(abbr),
        official=tuple(official),
        seed_form=seed_form or terms[0],
        **extra,
    )


ENTRIES = [
    _entry(
        "ccc.term.land-combat", "term",
        ("land combat", "Landkampf", "сухопутный бой", "combattimento terrestre"),
        ("A fight between armies in a land area.", "Ein Kampf von Armeen in einem Landgebiet.",
         "Бой армий в сухопутной области.", "Uno scontro tra armate in un'area terrestre."),
        official=("en", "de"), seed_forms=("Landkampf",),
    ),
    _entry(
        "ccc.term.lc-dr", "abbreviation",
        ("land combat die roll", "Landkampf-Würfelwurf", "бросок сухопутного боя",
         "tiro di dado del combattimento terrestre"),
        ("The roll of a land combat round.", "Der Wurf einer Landkampfrunde.",
         "Бросок раунда сухопутного боя.", "Il tiro di un round di combattimento terrestre."),
        abbr=("LC DR",), official=("en", "de"), seed_form="LC DR",
    ),
    _entry(
        "ccc.term.combat-factor", "term",
        ("combat factor", "Kampffaktor", "боевой фактор", "fattore di combattimento"),
        ("The strength of a unit.", "Die Stärke einer Einheit.", "Сила отряда.",
         "La forza di un'unità."),
        abbr=("CF",), official=("en", "de"),
    ),
    _entry(
        "ccc.unit.fleet", "unit",
        ("fleet", "Flotte", "флот", "flotta"),
        ("Ships that move together.", "Schiffe, die gemeinsam ziehen.",
         "Корабли, которые ходят вместе.", "Navi che si muovono insieme."),
        official=("en", "de"),
    ),
    _entry(
        "soe.unit.fleet", "unit",
        ("fleet", "Flotte", "флот", "flotta"),
        ("A naval unit of a player.", "Eine Marineeinheit eines Spielers.",
         "Морская единица игрока.", "Un'unità navale di un giocatore."),
        official=("it",), seed_form="flotta",
    ),
    _entry(
        "his.term.field-battle", "term",
        ("field battle", "Feldschlacht", "полевое сражение", "battaglia campale"),
        ("A battle fought in the open.", "Eine Schlacht im offenen Feld.",
         "Сражение в открытом поле.", "Una battaglia in campo aperto."),
        official=("en", "ru"), seed_form="полевое сражение",
    ),
    _entry(
        "his.card.janissaries", "card",
        ("Janissaries", "Janitscharen", "Янычары", "Giannizzeri"),
        ("The Ottoman card that adds dice.", "Die osmanische Karte, die Würfel hinzufügt.",
         "Османская карта, добавляющая кости.", "La carta ottomana che aggiunge dadi."),
        official=("en", "ru"), seed_form="Янычары",
    ),
    _entry(
        "tenochtitlan.term.zoc", "abbreviation",
        ("zone of control", "Kontrollzone", "зона контроля", "zona di controllo"),
        ("The six hexes around a unit.", "Die sechs Felder um eine Einheit.",
         "Шесть гексов вокруг отряда.", "I sei esagoni intorno a un'unità."),
        abbr=("ZOC",), official=("en", "de"),
    ),
    _entry(
        "tenochtitlan.term.retreat", "term",
        ("retreat", "Rückzug", "отступление", "ritirata"),
        ("Moving away after a lost fight.", "Abziehen nach einem verlorenen Kampf.",
         "Отход после проигранного боя.", "Allontanarsi dopo uno scontro perso."),
        official=("de",), seed_form="Rückzug",
    ),
    _entry(
        "his.term.road", "term",
        ("road", "Straße", "дорога", "strada"),
        ("A path on the map.", "Ein Weg auf dem Spielplan.", "Путь на карте.",
         "Un percorso sulla mappa."),
    ),
]  # fmt: skip

_PARAGRAPHS = [
    ("his.field-battle.roll.p1", ("Both sides roll their dice; every 5 or 6 is a hit.",
     "Beide Seiten würfeln; jede 5 oder 6 ist ein Treffer.",
     "Обе стороны бросают кости; каждая 5 или 6 — удар.",
     "Entrambe le parti tirano i dadi; ogni 5 o 6 è un colpo.")),
    ("his.field-battle.roll.p2", ("The winner of the field battle keeps the space.",
     "Der Sieger der Feldschlacht behält das Feld.",
     "Победитель полевого сражения удерживает город.",
     "Il vincitore della battaglia campale mantiene lo spazio.")),
]  # fmt: skip


def tiny_content(extra: str = "") -> Content:
    """The fixture content; ``extra`` changes its hash (a different content version)."""
    langs = ("en", "de", "ru", "it")
    paragraphs = tuple(
        Paragraph(ident, "his.field-battle.roll", "his.field-battle", "Here I Stand §14", (), (),
                  dict(zip(langs, text, strict=True)))
        for ident, text in _PARAGRAPHS
    )  # fmt: skip
    title = dict(zip(langs, ("Roll", "Wurf", "Бросок", "Tiro"), strict=True))
    section = Section("his.field-battle.roll", "his.field-battle", None, title, paragraphs)
    chapter = Chapter("his.field-battle", "his", "001", ("ru",), None, title, (section,))
    digest = hashlib.sha256((repr(ENTRIES) + repr(paragraphs) + extra).encode()).hexdigest()
    return Content(
        entries={entry.id: entry for entry in ENTRIES},
        chapters={chapter.id: chapter},
        paragraphs={paragraph.id: paragraph for paragraph in paragraphs},
        sections={section.id: section},
        hash=digest,
    )


def term_entry(ident, terms, definition=("—", "—", "—", "—")) -> Entry:
    """A term made for one ranking rule: ``terms`` and ``definition`` in en, de, ru, it."""
    langs = ("en", "de", "ru", "it")
    return Entry(
        id=ident, game=ident.split(".")[0], kind="term",
        terms=dict(zip(langs, terms, strict=True)),
        definition=dict(zip(langs, [text or "—" for text in definition], strict=True)),
        official=("en",), seed_form=terms[0],
    )  # fmt: skip


def engine_over_entries(entries, cache_dir):
    """A search engine over ``entries`` alone, its full-text index built in ``cache_dir``."""
    from glossary.search import SearchEngine

    content = Content(
        entries={item.id: item for item in entries}, chapters={}, paragraphs={}, sections={},
        hash=hashlib.sha256(repr(entries).encode()).hexdigest(),
    )  # fmt: skip
    built = SearchEngine(content, cache_dir=cache_dir)
    built.full_text()
    return built
