"""The catalogs speak to the player one way: German "du", Italian "tu", one German word for
flashcards, the Russian words agreed for seed and Learn; the shipped scenarios' names are
translated where they reach the screen."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

import locales
from engine.messages import N_, SCENARIO_NAMES, Msg
from locales import catalog_path


def _texts(lang: str) -> list[str]:
    with open(catalog_path(lang), "rb") as handle:
        catalog = read_po(handle, locale=lang)
    texts = []
    for message in catalog:
        if message.id:
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            texts += [" ".join(form.split()) for form in forms]
    return texts


def _matching(lang: str, pattern: str) -> list[str]:
    return [text for text in _texts(lang) if re.search(pattern, text)]


def test_german_says_du():
    assert not _matching("de", r"\b(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b")
    assert not _matching("de", r"\b(Sie können|Geben Sie|Antworten Sie|tippen Sie|Wählen Sie)\b")
    assert any("Deine Antwort" in text for text in _texts("de"))


def test_german_has_one_word_for_flashcards():
    assert not _matching("de", r"Karteikarte|Flashcard")
    assert any("Lernkarten" in text for text in _texts("de"))


def test_italian_says_tu():
    assert not _matching("it", r"\b([Vv]oi|[Vv]ostr[oaie])\b")
    imperatives = (
        r"\b(cliccate|[Ss]ceglie?te\w*|leggete|[Rr]ispondete|[Dd]igitate|scrivete|[Tt]ornate)\b"
    )
    assert not _matching("it", imperatives)


def test_russian_words_for_seed_and_learn():
    assert not _matching("ru", r"[Зз]ерн|[Уу]чёб")
    texts = _texts("ru")
    assert "Сид" in texts and "Обучение" in texts


def test_russian_never_declines_a_name_it_cannot_decline():
    # a unit's or power's name is filled in as written (nominative): after a preposition that
    # governs a case ("против Ацтекские воины") it would read wrongly, so names stand apart
    names = r"\{(attackers|target|name|names|power|fleet|leader|unit|units|region|country)\}"
    assert not _matching("ru", r"\b(против|для|у|от|из|без|с|к|над|под) " + names)
    assert any("{attackers} — {target}" in text for text in _texts("ru"))


def test_russian_has_one_word_for_dice():
    # his 001 (Russian) calls a die "кость"; the same word on every screen
    assert not _matching("ru", r"[Кк]убик")
    assert any("кости" in text for text in _texts("ru"))


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("de", "Spanien greift an"), ("ru", "Испания greift an"), ("it", "Spagna greift an")],
)
def test_shipped_scenario_names_are_translated(lang, expected):
    # the sentence is not a catalog entry, so only the name changes
    message = Msg(N_("{name} greift an"), name="Spain")
    locales.set_language(lang)
    try:
        assert message.render(locales._) == expected
        assert Msg(N_("{name} greift an"), name="Spainland").render(locales._) == (
            "Spainland greift an"
        )
    finally:
        locales.set_language("en")


@pytest.mark.parametrize("lang", ["de", "ru", "it"])
def test_the_default_powers_and_regions_are_translated(lang):
    translations = locales.translations(lang)
    for name in ("Spain", "Flanders"):  # (England is England in German)
        assert name in SCENARIO_NAMES
        assert translations.gettext(name) != name, (lang, name)


def test_the_default_land_combat_speaks_russian_names(capsys):
    from tui.cli import main

    assert main(["resolve", "--example", "ccc-land-colony", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Испания" in out and "Англия" in out
    assert "Spain" not in out and "England" not in out


def test_no_message_names_a_seed_file():
    from locales.update import extract_messages

    for message in extract_messages():
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for ident in ids:
            assert not re.search(r"\bseed \d{3}\b", ident), ident


@pytest.mark.parametrize("lang", ["de", "ru", "it"])
def test_the_examples_placeholder_sources_are_translated(lang):
    # the examples' modifiers stand in for chart entries (ccc 000 step 4: the chart is the
    # player's); their sources are shipped text, so the modifiers panel shows them translated
    from pathlib import Path

    from engine.scenario import load_scenario
    from tui.battle_text import render

    shown = []
    locales.set_language(lang)
    try:
        for path in sorted((Path(__file__).parents[1] / "examples").glob("ccc-*.toml")):
            state = load_scenario(path).evolve(seed=1)
            for _turn in range(200):  # every state of one walk, to the end
                report = state.modifiers()
                shown += [render(mod.source) for mod in report.modifiers] if report else []
                if state.is_terminal():
                    break
                state = state.roll() if state.is_chance() else state.apply(state.legal_actions()[0])
    finally:
        locales.set_language("en")
    assert shown
    placeholders = {text for text in shown if "placeholder" in text}
    assert not placeholders, placeholders
