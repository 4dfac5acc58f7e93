"""The UI catalogs: every message id translated in de, ru and it, placeholders intact, no stale
ids, catalogs loadable; language switching and negotiation (flag > config > environment > en)."""

from __future__ import annotations

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

import locales
from locales import catalog_path, negotiate_language, ngettext, set_language
from locales.update import BRACE_FLAG, extract_messages, placeholders, target_languages

LANGS = tuple(target_languages())
LOCALE_VARS = ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")


@pytest.fixture(scope="module")
def template() -> Catalog:
    """The message ids, extracted with the same code as ``python -m locales.update``."""
    return extract_messages()


@pytest.fixture(scope="module")
def catalogs() -> dict[str, Catalog]:
    """Each language's .po file as babel reads it."""
    found = {}
    for lang in LANGS:
        with catalog_path(lang).open("rb") as handle:
            found[lang] = read_po(handle, locale=lang)
    return found


@pytest.fixture
def active_language():
    """Restore the UI language after a test that switches it."""
    before = locales.get_language()
    yield
    set_language(before)


def _key(message: Message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


def _forms(message: Message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def _translated(catalog: Catalog, template: Catalog) -> list[tuple[Message, Message]]:
    """Pairs of (template message, catalog message) for the ids present in both."""
    pairs = []
    for wanted in template:
        if wanted.id:
            found = catalog.get(wanted.id, wanted.context)
            if found is not None:
                pairs.append((wanted, found))
    return pairs


def test_extraction_finds_ids_in_every_package(template):
    places = {path.split("/")[0] for message in template for path, _line in message.locations}
    assert {"engine", "tui"} <= places
    assert any(isinstance(message.id, tuple) for message in template), "no ngettext id found"


@pytest.mark.parametrize("lang", LANGS)
def test_every_id_is_translated(lang, template, catalogs):
    catalog = catalogs[lang]
    missing, fuzzy = [], []
    for message in template:
        if not message.id:
            continue
        found = catalog.get(message.id, message.context)
        if found is None or not all(_forms(found)):
            missing.append(_key(message))
        elif found.fuzzy:
            fuzzy.append(_key(message))
    report = "\n".join(
        [f"  untranslated: {m!r}" for m in missing] + [f"  fuzzy: {m!r}" for m in fuzzy]
    )
    assert not missing and not fuzzy, (
        f"{lang}: {len(missing)} untranslated, {len(fuzzy)} fuzzy "
        f"(run `python -m locales.update`, then translate):\n{report}"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_match(lang, template, catalogs):
    catalog = catalogs[lang]
    wrong = []
    for wanted, found in _translated(catalog, template):
        ids = wanted.id if isinstance(wanted.id, tuple) else (wanted.id,)
        allowed = [placeholders(text) for text in ids]
        if None in allowed:
            wrong.append(f"  malformed format string in the id: {_key(wanted)!r}")
            continue
        for form in _forms(found):
            if form and placeholders(form) not in allowed:
                wrong.append(f"  {_key(wanted)!r}\n    -> {form!r}")
    assert not wrong, f"{lang}: placeholders differ between msgid and msgstr:\n" + "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_babel_checks_pass(lang, catalogs):
    """Babel's own checks: the number of plural forms and %-style python-format.

    babel re-guesses python-format from any "%" when it reads a file; brace-format messages
    are checked by test_placeholders_match instead.
    """
    for message in catalogs[lang]:
        if BRACE_FLAG in message.flags:
            message.flags.discard("python-format")
    errors = [
        f"  {_key(message)!r}: {'; '.join(str(e) for e in problems)}"
        for message, problems in catalogs[lang].check()
    ]
    assert not errors, f"{lang}:\n" + "\n".join(errors)


@pytest.mark.parametrize("lang", LANGS)
def test_no_stale_ids(lang, template, catalogs):
    """Every id in a catalog is still in the code (`python -m locales.update` drops the rest)."""
    wanted = {(message.id, message.context) for message in template if message.id}
    stale = [_key(m) for m in catalogs[lang] if m.id and (m.id, m.context) not in wanted]
    assert not stale, f"{lang}: ids no longer in the code (run `python -m locales.update`): {stale}"


@pytest.mark.parametrize("lang", LANGS)
def test_runtime_catalog_loads_and_agrees(lang, template, catalogs):
    """locales.translations(lang) serves the same strings as the .po file."""
    runtime = locales.translations(lang)
    assert type(runtime).__name__ == "GNUTranslations"
    differ = []
    for wanted, found in _translated(catalogs[lang], template):
        if isinstance(wanted.id, tuple) or not found.string or found.fuzzy:
            continue
        if wanted.context:
            served = runtime.pgettext(wanted.context, wanted.id)
        else:
            served = runtime.gettext(wanted.id)
        if served != found.string:
            differ.append(_key(wanted))
    assert not differ, f"{lang}: the runtime catalog disagrees on {differ[:10]}"


def _distinct_id(catalogs) -> str:
    """A singular id whose translations differ in every language and from English."""
    for message in catalogs[LANGS[0]]:
        if not message.id or isinstance(message.id, tuple):
            continue
        texts = [message.id] + [
            (catalogs[lang].get(message.id) or Message("")).string for lang in LANGS
        ]
        if all(texts) and len(set(texts)) == len(texts):
            return message.id
    pytest.fail("no id is translated differently in every language")


def test_set_language_changes_translation(catalogs, active_language):
    msgid = _distinct_id(catalogs)
    set_language("en")
    assert locales._(msgid) == msgid
    for lang in LANGS:
        set_language(lang)
        assert locales.get_language() == lang
        assert locales._(msgid) == catalogs[lang].get(msgid).string
    set_language("en")
    assert locales._(msgid) == msgid
    with pytest.raises(ValueError):
        set_language("xx")


def _russian_form(n: int) -> int:
    """The Russian plural rule: 1, 21 -> one; 2-4, 22-24 -> few; else many."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return 1
    return 2


def test_russian_plurals_pick_the_right_form(template, catalogs, active_language):
    plural_ids = [message.id for message in template if isinstance(message.id, tuple)]
    assert plural_ids
    set_language("ru")
    for singular, plural in plural_ids:
        forms = catalogs["ru"].get((singular, plural)).string
        assert len(forms) == 3
        for n in (1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111):
            assert ngettext(singular, plural, n) == forms[_russian_form(n)], (singular, n)


@pytest.fixture
def clean_env(monkeypatch):
    for var in LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)
    return monkeypatch


def test_negotiate_flag_wins(clean_env):
    clean_env.setenv("LANG", "it_IT.UTF-8")
    assert negotiate_language("ru", "de") == "ru"


def test_negotiate_config_beats_environment(clean_env):
    clean_env.setenv("LANG", "it_IT.UTF-8")
    assert negotiate_language(None, "de") == "de"
    assert negotiate_language("xx", "de") == "de"


def test_negotiate_environment_beats_default(clean_env):
    clean_env.setenv("LANG", "ru_RU.UTF-8")
    assert negotiate_language(None, None) == "ru"
    clean_env.setenv("LC_ALL", "de_AT.UTF-8")
    assert negotiate_language(None, None) == "de"


@pytest.mark.parametrize("value", [None, "C", "POSIX", "fr_FR.UTF-8", "not a locale"])
def test_negotiate_falls_back_to_english(clean_env, value):
    if value is not None:
        clean_env.setenv("LANG", value)
    assert negotiate_language(None, None) == "en"
    assert negotiate_language(None, "xx") == "en"


TRANSLATING_CALLS = {"_", "N_", "ngettext", "pgettext"}


def test_no_translated_text_inside_an_f_string():
    """babel's extractor does not look inside f-strings (Python 3.11 reads one as a single
    token): a message marked there would never reach the catalogs and stay English."""
    import ast
    from pathlib import Path

    from locales.update import ROOT, SOURCE_DIRS

    hidden = []
    for dirname in SOURCE_DIRS:
        for path in sorted((ROOT / dirname).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.JoinedStr):
                    continue
                for call in ast.walk(node):
                    name = getattr(getattr(call, "func", None), "id", None)
                    literal = isinstance(call, ast.Call) and any(
                        isinstance(arg, ast.Constant) for arg in call.args
                    )  # _(name) translates an id marked elsewhere
                    if literal and name in TRANSLATING_CALLS:
                        hidden.append(f"{Path(path).relative_to(ROOT)}:{call.lineno}")
    assert not hidden, f"move these translation calls out of their f-strings: {hidden}"


def test_a_word_in_a_context_has_its_own_translation(catalogs, active_language):
    # "none" for an empty list of any items ("Cards: none") is not "none" of a fortification
    set_language("it")
    assert locales.pgettext("empty list", "none") == "nessun elemento"
    assert locales._("none") == catalogs["it"].get("none").string != "nessun elemento"
    set_language("en")
    assert locales.pgettext("empty list", "none") == "none"


@pytest.mark.parametrize(
    ("lang", "tiny", "nearly_sure", "nil"),
    [("en", "<0.1%", ">99.9%", "0.0%"), ("de", "<0,1\xa0%", ">99,9\xa0%", "0,0\xa0%")],
)
def test_a_chance_that_rounds_to_nothing_is_not_shown_as_nil(
    lang, tiny, nearly_sure, nil, active_language
):
    from fractions import Fraction

    from locales import format_percent

    set_language(lang)
    small = Fraction(1, 10**20)  # a float of 1 - small is exactly 1.0
    assert format_percent(small) == tiny and format_percent(1 - small) == nearly_sure
    assert format_percent(Fraction(0)) == nil and format_percent(0.0004) == tiny
    assert format_percent(0.0005) != tiny  # rounds to 0.1%: shown as it is
