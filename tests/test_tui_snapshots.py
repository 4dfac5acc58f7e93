"""Snapshots (pytest-textual-snapshot) of the glossary, reader, help, settings, step menu and
"too small" screens at 80×24 in all four languages and at 120×40 in English.

The app runs on a small fixed content set, so that editing the real rules texts does not change
these pictures. Update them with ``pytest tests/test_tui_snapshots.py --snapshot-update`` and
look at the report before committing.
"""

from __future__ import annotations

import hashlib

import pytest
from textual.widgets import Input, OptionList

import locales
from glossary.content import Content
from glossary.content_model import Chapter, Entry, Paragraph, Section
from tests.tui_app_helpers import workers_done
from tui.app import WartutorApp

LANGS = ("en", "de", "ru", "it")
SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
#: every language at 80×24 (where text is cut first), and the wide layout once
CASES = [("80x24", "en"), ("80x24", "de"), ("80x24", "ru"), ("80x24", "it"), ("120x40", "en")]


def _four(en, de, ru, it):
    return dict(zip(LANGS, (en, de, ru, it), strict=True))


def _entry(ident, kind, terms, definition, **extra):
    return Entry(id=ident, game=ident.split(".")[0], kind=kind, terms=_four(*terms),
                 definition=_four(*definition), **extra)  # fmt: skip


ENTRIES = [
    _entry(
        "ccc.term.land-combat",
        "term",
        ("land combat", "Landkampf", "сухопутный бой", "combattimento terrestre"),
        (
            "A fight between armies in one land area, in six steps.",
            "Ein Kampf zwischen Armeen in einem Landgebiet, in sechs Schritten.",
            "Бой армий в одной сухопутной области, в шесть шагов.",
            "Uno scontro tra armate in un'area terrestre, in sei passi.",
        ),
        official=("en", "de"),
        seed_form="Land combat",
        seed_forms=("Landkampf",),
        related=("ccc.term.lc-dr",),
        used_in=("ccc.land-combat.round.p1", "ccc/land-combat#round"),
    ),
    _entry(
        "ccc.term.lc-dr",
        "abbreviation",
        (
            "land combat die roll",
            "Landkampfwurf",
            "бросок сухопутного боя",
            "tiro di combattimento terrestre",
        ),
        (
            "Each side's roll in a land combat round.",
            "Der Wurf jeder Seite in einer Runde.",
            "Бросок каждой стороны в раунде боя.",
            "Il tiro di ciascun lato in un round.",
        ),
        official=("en", "de"),
        abbr=("LC DR",),
        seed_form="LC DR",
        related=("ccc.term.land-combat",),
        used_in=("ccc.land-combat.round.p1",),
    ),
    _entry(
        "his.term.field-battle",
        "term",
        ("field battle", "Feldschlacht", "полевое сражение", "battaglia campale"),
        (
            "A battle between armies in one space.",
            "Eine Schlacht zwischen Armeen in einem Feld.",
            "Сражение армий в одном городе.",
            "Una battaglia tra eserciti in uno spazio.",
        ),
        official=("en", "ru"),
        seed_form="полевое сражение",
        used_in=("his.field-battle.roll.p1", "his/field-battle#roll"),
    ),
]

_PARAGRAPHS = {
    "ccc.land-combat.round.p1": (
        "ccc.land-combat",
        "ccc.land-combat.round",
        "CCC 6.6.3.4",
        ("ccc 000 step 4",),
        ("ccc.term.land-combat", "ccc.term.lc-dr"),
        (
            "In each land combat round both sides make an LC DR and add their modifiers.",
            "In jeder Runde des Landkampfes würfeln beide Seiten einen LC DR mit Modifikatoren.",
            "В каждом раунде сухопутного боя обе стороны делают LC DR и добавляют модификаторы.",
            "In ogni round del combattimento terrestre entrambi fanno un LC DR con modificatori.",
        ),
    ),
    "his.field-battle.roll.p1": (
        "his.field-battle",
        "his.field-battle.roll",
        "Here I Stand §14, step 6",
        ("his 001 step 6",),
        ("his.term.field-battle",),
        (
            "Both sides roll their dice at once; each 5 or 6 is a hit in the field battle.",
            "Beide Seiten würfeln gleichzeitig; jede 5 oder 6 ist in der Feldschlacht ein Treffer.",
            "Обе стороны бросают кости одновременно; в полевом сражении 5 или 6 — попадание.",
            "Entrambi tirano insieme; ogni 5 o 6 è un colpo nella battaglia campale.",
        ),
    ),
}


def fixture_content() -> Content:
    """Two chapters, three entries: enough to draw every screen."""
    paragraphs = {
        ident: Paragraph(
            id=ident,
            section_id=section,
            chapter_id=chapter,
            cite=cite,
            refs=refs,
            terms=terms,
            text=_four(*text),
        )  # fmt: skip
        for ident, (chapter, section, cite, refs, terms, text) in _PARAGRAPHS.items()
    }
    sections = {
        "his.field-battle.roll": Section(
            id="his.field-battle.roll", chapter_id="his.field-battle",
            step="his/field-battle#roll",
            title=_four("Step 6: roll the dice", "Schritt 6: Würfeln", "Шаг 6: бросок костей",
                        "Passo 6: tiro dei dadi"),
            paragraphs=(paragraphs["his.field-battle.roll.p1"],),
        ),
        "ccc.land-combat.round": Section(
            id="ccc.land-combat.round", chapter_id="ccc.land-combat", step="ccc/land-combat#round",
            title=_four("Land combat round", "Landkampfrunde", "Раунд сухопутного боя",
                        "Round di combattimento terrestre"),
            paragraphs=(paragraphs["ccc.land-combat.round.p1"],),
        ),
    }  # fmt: skip
    chapters = {
        "his.field-battle": Chapter(
            id="his.field-battle", game="his", seed="001", source_languages=("ru",),
            procedure="his/field-battle",
            title=_four("Field battle", "Feldschlacht", "Полевое сражение", "Battaglia campale"),
            sections=(sections["his.field-battle.roll"],),
        ),
        "ccc.land-combat": Chapter(
            id="ccc.land-combat", game="ccc", seed="000", source_languages=("en", "de"),
            procedure=None,
            title=_four("Land combat", "Landkampf", "Сухопутный бой", "Combattimento terrestre"),
            sections=(sections["ccc.land-combat.round"],),
        ),
    }  # fmt: skip
    digest = hashlib.sha256(repr(sorted(_PARAGRAPHS)).encode() + b"tui-snapshots").hexdigest()
    return Content(entries={entry.id: entry for entry in ENTRIES}, chapters=chapters,
                   paragraphs=paragraphs, sections=sections, hash=digest)  # fmt: skip


async def _ready(pilot) -> None:
    app = pilot.app
    for _ in range(300):
        if app.content is not None:
            break
        await pilot.pause(0.01)
    for search in app.screen.query(Input):
        search.cursor_blink = False
    await pilot.pause(0.15)
    await workers_done(app)
    await pilot.pause()


async def _home(pilot) -> None:
    await _ready(pilot)
    await pilot.press(*"Landkampf")
    await pilot.pause(0.2)
    await workers_done(pilot.app)
    await pilot.press("enter")
    await pilot.pause()


async def _reader(pilot) -> None:
    await _ready(pilot)
    await pilot.press("f4")
    await pilot.pause(0.1)
    await pilot.press("tab")  # into the text: the first term is selected
    await pilot.pause()


async def _help(pilot) -> None:
    await _ready(pilot)
    await pilot.press("f1")
    await pilot.pause()


async def _settings(pilot) -> None:
    await _ready(pilot)
    await pilot.press("f2")
    await pilot.pause()


async def _step_menu(pilot) -> None:
    await _ready(pilot)
    pilot.app.show_entry("his.term.field-battle")
    await pilot.pause()
    used = pilot.app.screen.query_one("#used-in", OptionList)
    used.focus()
    used.highlighted = 1  # the walkthrough step
    # where the entry rests depends on timing: put it at its top before the menu covers it
    await pilot.pause(0.2)
    await pilot.wait_for_scheduled_animations()
    pilot.app.screen.query_one("#detail").scroll_home(animate=False, immediate=True)
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause(0.2)
    await pilot.wait_for_scheduled_animations()


VIEWS = {
    "home": _home,
    "reader": _reader,
    "help": _help,
    "settings": _settings,
    "step-menu": _step_menu,
}


@pytest.mark.parametrize(("size", "lang"), CASES)
@pytest.mark.parametrize("view", list(VIEWS))
def test_screen_snapshot(snap_compare, view, size, lang):
    locales.set_language(lang)
    app = WartutorApp(content=fixture_content())
    assert snap_compare(app, terminal_size=SIZES[size], run_before=VIEWS[view])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_too_small_snapshot(snap_compare, lang):
    locales.set_language(lang)
    app = WartutorApp(content=fixture_content())
    assert snap_compare(app, terminal_size=(60, 20))
