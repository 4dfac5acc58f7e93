"""Players' questions (glossary/data/asks/*.toml): loaded with the content, checked like it, and
part of the content hash."""

import shutil
from pathlib import Path

import pytest

from engine.errors import InputError
from glossary.asks import MAX_ASK_WORDS
from glossary.content import ContentError, load_content

DATA = Path(__file__).resolve().parents[1] / "glossary" / "data"
LANGS = ("en", "de", "ru", "it")


@pytest.fixture
def his_copy(tmp_path: Path) -> Path:
    """A data directory with the Here I Stand files and one file of questions."""
    for folder in ("terms", "chapters", "asks"):
        (tmp_path / folder).mkdir()
    shutil.copy(DATA / "terms" / "his.toml", tmp_path / "terms" / "his.toml")
    shutil.copy(DATA / "chapters" / "his-field-battle.toml", tmp_path / "chapters")
    _write(tmp_path, "one.toml", '["his.field-battle.winner.p1"]\nen = ["who wins a tie"]\n')
    return tmp_path


def _write(data_dir: Path, name: str, text: str) -> Path:
    path = data_dir / "asks" / name
    path.write_text(text, encoding="utf-8")
    return path


def _error(data_dir: Path) -> str:
    with pytest.raises(ContentError) as raised:
        load_content(data_dir)
    assert isinstance(raised.value, InputError)
    return raised.value.render()


def test_questions_load_per_paragraph_and_language(his_copy):
    content = load_content(his_copy)
    assert content.asks == {"his.field-battle.winner.p1": {"en": ("who wins a tie",)}}


def test_every_paragraph_and_entry_has_questions_in_all_four_languages():
    content = load_content()
    assert set(content.asks) == set(content.paragraphs) | set(content.entries)
    for ident, questions in content.asks.items():
        assert set(questions) == set(LANGS), ident
        assert all(len(questions[lang]) >= 3 for lang in LANGS), ident


def test_an_entry_may_have_questions_too(his_copy):
    _write(his_copy, "two.toml", '["his.term.hit"]\nru = ["что считается ударом"]\n')
    assert load_content(his_copy).asks["his.term.hit"] == {"ru": ("что считается ударом",)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('["his.field-battle.nowhere.p1"]\nen = ["q"]\n',
         "'his.field-battle.nowhere.p1' does not resolve"),
        ('["his.field-battle.winner.p1"]\nxx = ["q"]\n', "'xx' is not a language"),
        ('["his.field-battle.winner.p1"]\nen = "q"\n', "en: must be a list of strings"),
        ('["his.field-battle.winner.p1"]\nen = [""]\n', "en: must be a list of strings"),
        ('["his.field-battle.winner.p1"]\nen = []\n', "en: must be a list of strings"),
        ('"his.field-battle.winner.p1" = 3\n', "must be a table"),
        (f'["his.field-battle.winner.p1"]\nen = ["{"word " * (MAX_ASK_WORDS + 1)}"]\n',
         f"longer than {MAX_ASK_WORDS} words"),
        ('["his.field-battle.winner.p1"\n', "invalid TOML"),
    ],
)  # fmt: skip
def test_a_bad_file_names_the_file_the_id_and_the_problem(his_copy, text, expected):
    _write(his_copy, "one.toml", text)
    message = _error(his_copy)
    assert "glossary/data" not in message and "one.toml" in message
    assert expected in message


def test_a_paragraph_named_in_two_files_is_refused(his_copy):
    _write(his_copy, "two.toml", '["his.field-battle.winner.p1"]\nde = ["wer gewinnt"]\n')
    message = _error(his_copy)
    assert "two.toml" in message and "duplicate id (also in" in message and "one.toml" in message


def test_the_hash_follows_the_questions(his_copy):
    first = load_content(his_copy).hash
    _write(his_copy, "one.toml", '["his.field-battle.winner.p1"]\nen = ["who wins if even"]\n')
    assert load_content(his_copy).hash != first
