"""A scenario file's TOML error is told in the UI language: every message Python's TOML reader
words in English has one of ours (the CLI and the set-up screen showed tomllib's English)."""

from __future__ import annotations

import ast
import inspect
import tomllib

import pytest

import locales
from engine.errors import InputError
from engine.scenario import parse_scenario
from engine.toml_words import _SAME, toml_words


def _reader_messages() -> tuple[set[str], set[str]]:
    """The messages tomllib's parser raises: plain ones, and samples of formatted ones."""
    source = inspect.getsource(inspect.getmodule(tomllib.loads))
    plain, formatted = set(), set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "suffixed_err":
            message = node.args[2]
            if isinstance(message, ast.Constant):
                plain.add(message.value)
            elif isinstance(message, ast.JoinedStr):  # a sample: each value put as 'x'
                parts = message.values
                formatted.add(
                    "".join(p.value if isinstance(p, ast.Constant) else "'x'" for p in parts)
                )
    return plain, formatted


def test_every_message_of_the_toml_reader_has_words_of_ours():
    plain, formatted = _reader_messages()
    assert plain and formatted
    assert plain <= set(_SAME), plain - set(_SAME)
    for sample in formatted:
        assert not isinstance(toml_words(sample), str), sample


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("x = 1 2", "a line goes on after its value"),
        ("x", "a key must be followed by ="),
        ("x = abc", "text needs quotes"),
        ('x = "a', "a text is not closed with its quote on its line"),
        ("x = [1", "at the end of the file: a list is not closed with ]"),
    ],
)
def test_a_broken_line_is_told_in_our_words_and_translated(line, said):
    text = f'procedure = "his/field-battle"\n{line}\n'
    with pytest.raises(InputError) as error:
        parse_scenario(text, "t.toml")
    assert said in error.value.render()
    german = error.value.render(locales.translations("de").gettext)
    assert said not in german and "kein gültiges TOML" in german
