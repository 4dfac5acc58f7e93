"""The content loader: the real data loads, broken copies give errors naming file, id and field."""

from __future__ import annotations

import shutil
import sys
import tomllib
from pathlib import Path

import pytest

from engine.errors import InputError
from glossary import content as content_module
from glossary.content import LANGUAGES, ContentError, known_steps, load_content
from glossary.content_model import PLANNED_STEPS

DATA = Path(content_module.__file__).parent / "data"
HIS_TERMS = DATA / "terms" / "his.toml"
HIS_CHAPTER = DATA / "chapters" / "his-field-battle.toml"


# --- the real data ---------------------------------------------------------------------------


def test_real_content_loads_and_is_cached():
    content = load_content()
    assert content.entries and content.chapters
    assert load_content() is content
    assert len(content.hash) == 64


def test_every_entry_and_paragraph_has_four_non_empty_languages():
    content = load_content()
    for entry in content.entries.values():
        for lang in LANGUAGES:
            assert entry.terms[lang].strip(), (entry.id, lang)
            assert entry.definition[lang].strip(), (entry.id, lang)
    for paragraph in content.paragraphs.values():
        for lang in LANGUAGES:
            assert paragraph.text[lang].strip(), (paragraph.id, lang)


def test_every_reference_resolves():
    content = load_content()
    steps = frozenset().union(*known_steps().values())
    for entry in content.entries.values():
        assert entry.id.startswith(f"{entry.game}.")
        for ref in entry.related:
            assert ref in content.entries, (entry.id, ref)
        for ref in entry.used_in:
            assert ref in content.paragraphs or ref in steps, (entry.id, ref)
    for paragraph in content.paragraphs.values():
        for ref in paragraph.terms:
            assert ref in content.entries, (paragraph.id, ref)


def test_lookups_by_step_and_ref():
    content = load_content()
    for section in content.sections.values():
        if section.step:
            assert content.section_for_step(section.step) is section
    for paragraph in content.paragraphs.values():
        for ref in paragraph.refs:
            assert paragraph in content.paragraphs_for_ref(ref)
    assert content.section_for_step("his/field-battle#no-such-step") is None
    assert content.paragraphs_for_ref("his 001 no such ref") == []


def test_entries_for_game_keeps_file_order():
    content = load_content()
    for game in {entry.game for entry in content.entries.values()}:
        ids = [entry.id for entry in content.entries_for_game(game)]
        assert ids == [i for i, e in content.entries.items() if e.game == game]


def test_his_chapter_covers_the_twelve_steps_and_the_withdrawal():
    # his 001: retreat into fortifications + steps 1-12
    content = load_content()
    chapter = content.chapters["his.field-battle"]
    assert chapter.source_languages == ("ru",)
    for number, slug in enumerate(PLANNED_STEPS["his/field-battle"]):
        section = content.section_for_step(f"his/field-battle#{slug}")
        assert section is not None and section.chapter_id == chapter.id, slug
        ref = "his 001 fortifications" if number == 0 else f"his 001 step {number}"
        assert any(ref in p.refs for p in section.paragraphs), ref


def test_soe_unrest_is_stated_for_land_combat_losses_only():
    # soe 003: "Per ogni unità persa ... 1 Punto Insoddisfazione" is in the COMBATTIMENTO
    # TERRESTRE box; the naval box says nothing of unrest. Every text naming unrest says where.
    content = load_content()
    texts = [entry.definition for entry in content.entries_for_game("soe")]
    texts += [paragraph.text for paragraph in content.paragraphs.values()
              if paragraph.chapter_id.startswith("soe.")]  # fmt: skip
    naming = [text["en"] for text in texts if "unrest" in text["en"].lower()]
    assert len(naming) >= 3
    for text in naming:
        assert "land combat" in text.lower(), text


#: A definition that restates a rule keeps the rule's condition or exception (English words that
#: must be in it), with the source that attaches it.
CONDITIONS = [
    ("ccc.term.coastal-area", "retreat"),  # ccc 004: no interception of a retreating fleet
    ("ccc.term.interception-attempt", "retreat"),  # ccc 004: the same
    ("ccc.unit.fleet", "free actions"),  # ccc 000 step 1: free actions for a leader, not a fleet
    ("ccc.term.glory-points", "owner"),  # sources 1.3: a foreign avatar wins for the owner
    ("ccc.term.shore-bombardment", "both sides"),  # sources 1.1: only the stronger side, net
    ("ccc.term.sequence-of-play", "reaction cards"),  # sources 6: from step 4 reaction cards only
    ("his.term.retreat-into-fortifications", "all together"),  # his 001: all withdraw together
    ("his.term.assault", "response card Siege Artillery"),  # sources 2: #35 is a response card
    ("soe.term.attack", "no army"),  # soe 003: without an army the attack ends at sea
    ("soe.term.roll-of-seven", "ally"),  # soe 003: a losing side's ally takes the second loss
    ("tenochtitlan.term.mf", "enemy ZOC"),  # ten 002: road movement only outside enemy ZOC
    ("tenochtitlan.term.zoc", "canoes ignore"),  # ten 002, special rules: they ignore ZOC
]


@pytest.mark.parametrize(("ident", "words"), CONDITIONS)
def test_a_definition_keeps_the_condition_of_the_rule_it_restates(ident, words):
    assert words in load_content().entries[ident].definition["en"]


# --- the engine registry and the content -----------------------------------------------------


def _registry():
    from engine import registry

    return registry.procedures()


def test_every_registered_step_and_card_resolves_to_content():
    content = load_content()
    for procedure, info in _registry().items():
        for step in info.steps:
            assert content.section_for_step(step.id) is not None, (procedure, step.id)
        for card in info.cards:
            assert card in content.entries, (procedure, card)
            assert content.entries[card].kind == "card", card


def test_every_rule_the_engine_cites_is_in_some_paragraph():
    content = load_content()
    for procedure, info in _registry().items():
        rules = [step.rule for step in info.steps] + list(getattr(info, "rules", ()))
        for rule in rules:
            assert content.paragraphs_for_ref(rule), (procedure, rule)


# --- broken copies ---------------------------------------------------------------------------


@pytest.fixture
def his_copy(tmp_path: Path) -> Path:
    """A data directory holding copies of the Here I Stand files only."""
    (tmp_path / "terms").mkdir()
    (tmp_path / "chapters").mkdir()
    shutil.copy(HIS_TERMS, tmp_path / "terms" / "his.toml")
    shutil.copy(HIS_CHAPTER, tmp_path / "chapters" / "his-field-battle.toml")
    return tmp_path


def _entries(path: Path) -> list[dict]:
    return tomllib.loads(path.read_text(encoding="utf-8"))["entries"]


def _error(data_dir: Path) -> str:
    with pytest.raises(ContentError) as raised:
        load_content(data_dir)
    assert isinstance(raised.value, InputError)
    return raised.value.render()


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_copy_loads(his_copy):
    content = load_content(his_copy)
    assert set(content.entries) == {e["id"] for e in _entries(HIS_TERMS)}


def test_missing_language(his_copy):
    terms = his_copy / "terms" / "his.toml"
    first = _entries(terms)[0]
    # the first "ru = " line of the file is the first entry's definition
    _edit(terms, f'\nru = "{first["definition"]["ru"]}"', "")
    message = _error(his_copy)
    assert "his.toml" in message and first["id"] in message
    assert "definition.ru: missing" in message


def test_empty_language_in_a_paragraph(his_copy):
    chapter = his_copy / "chapters" / "his-field-battle.toml"
    data = tomllib.loads(chapter.read_text(encoding="utf-8"))
    paragraph = data["sections"][0]["paragraphs"][0]
    _edit(chapter, f'de = "{paragraph["text"]["de"]}"', 'de = "  "')
    message = _error(his_copy)
    assert "his-field-battle.toml" in message and paragraph["id"] in message
    assert "text.de: empty" in message


def test_duplicate_id(his_copy):
    terms = his_copy / "terms" / "his.toml"
    text = terms.read_text(encoding="utf-8")
    start = text.index("[[entries]]")
    block = text[start : text.index("[[entries]]", start + 1)]
    terms.write_text(text + "\n" + block, encoding="utf-8")
    message = _error(his_copy)
    first = _entries(HIS_TERMS)[0]["id"]
    assert "his.toml" in message and f"{first}: id: duplicate id" in message


def test_dangling_related_link(his_copy):
    terms = his_copy / "terms" / "his.toml"
    owner = next(e for e in _entries(terms) if e.get("related"))
    _edit(terms, "related = [", 'related = ["his.term.no-such-entry", ')
    message = _error(his_copy)
    assert "his.toml" in message and owner["id"] in message
    assert "related" in message and "his.term.no-such-entry" in message


def test_dangling_paragraph_term(his_copy):
    chapter = his_copy / "chapters" / "his-field-battle.toml"
    _edit(chapter, "terms = [", 'terms = ["his.term.nothing-here", ')
    message = _error(his_copy)
    assert "his-field-battle.toml" in message and ": terms: " in message
    assert "his.term.nothing-here" in message


def test_bad_kind(his_copy):
    terms = his_copy / "terms" / "his.toml"
    owner = next(e for e in _entries(terms) if e["kind"] == "term")
    _edit(terms, 'kind = "term"', 'kind = "weapon"')
    message = _error(his_copy)
    assert "his.toml" in message and f"{owner['id']}: kind:" in message and "weapon" in message


def test_bad_toml_syntax_names_the_line(his_copy):
    terms = his_copy / "terms" / "his.toml"
    lines = terms.read_text(encoding="utf-8").splitlines()
    lines.insert(3, "this is not toml")
    terms.write_text("\n".join(lines) + "\n", encoding="utf-8")
    message = _error(his_copy)
    assert "his.toml" in message and "line 4" in message and "invalid TOML" in message


def test_unknown_step_and_procedure(his_copy):
    chapter = his_copy / "chapters" / "his-field-battle.toml"
    _edit(chapter, 'step = "his/field-battle#roll"', 'step = "his/field-battle#reroll"')
    message = _error(his_copy)
    assert "his.field-battle.roll: step: unknown step" in message
    _edit(chapter, 'step = "his/field-battle#reroll"', 'step = "his/naval-combat#roll"')
    assert "unknown procedure" in _error(his_copy)


def test_used_in_must_resolve(his_copy):
    terms = his_copy / "terms" / "his.toml"
    owner = next(e for e in _entries(terms) if e.get("used_in"))
    _edit(terms, "used_in = [", 'used_in = ["his.field-battle.nowhere.p1", ')
    message = _error(his_copy)
    assert f"{owner['id']}: used_in:" in message and "his.field-battle.nowhere.p1" in message


def test_id_prefix_must_match_the_game(his_copy):
    terms = his_copy / "terms" / "his.toml"
    _edit(terms, 'game = "his"', 'game = "soe"')
    message = _error(his_copy)
    assert "id must start with the game 'soe'" in message


def test_unknown_field_and_missing_field(his_copy):
    terms = his_copy / "terms" / "his.toml"
    _edit(terms, "[[entries]]\n", "[[entries]]\ndefinitoin = 1\n")
    assert "definitoin: unknown field" in _error(his_copy)
    _edit(terms, "definitoin = 1\n", "")
    _edit(terms, 'seed_form = "', 'seed_frm = "')
    assert "seed_form: missing" in _error(his_copy)


def test_hash_follows_the_file_bytes(his_copy):
    first = load_content(his_copy).hash
    assert load_content(his_copy).hash == first
    terms = his_copy / "terms" / "his.toml"
    terms.write_text(terms.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    assert load_content(his_copy).hash != first


def test_known_steps_without_and_with_the_registry(monkeypatch):
    with monkeypatch.context() as patch:
        patch.setitem(sys.modules, "engine.registry", None)  # import fails: ImportError
        planned = known_steps()
    assert planned == {
        procedure: {f"{procedure}#{slug}" for slug in slugs}
        for procedure, slugs in PLANNED_STEPS.items()
    }
    for procedure, info in _registry().items():
        assert known_steps()[procedure] == {step.id for step in info.steps}
