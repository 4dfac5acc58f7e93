"""A drill's set-up is shown in words: the setup form's labels, translated, no raw keys or ids."""

from __future__ import annotations

import random
import re

import pytest

import locales
from learn.drills_names import PROCEDURES
from learn.drills_setups import random_setup
from learn.setup_words import setup_lines

HIS = """
procedure = "his/field-battle"
fortified = true

[attacker]
power = "ottoman"
regulars = 3
cavalry = 1
leaders = [{ name = "Suleiman", rating = 2 }]
cards = ["field-artillery"]

[defender]
power = "hapsburg"
mercenaries = 2
"""


@pytest.fixture(autouse=True)
def english():
    locales.set_language("en")
    yield
    locales.set_language("en")


def test_a_scenario_reads_as_labelled_lines_in_the_schema_order():
    lines = setup_lines("his/field-battle", HIS)
    assert lines[0] == "Fortified space: yes"
    attacker = lines.index("Attacker")
    assert lines[attacker + 1 : attacker + 4] == [
        "  Power: Ottoman",
        "  Regulars: 3",
        "  Cavalry: 1",
    ]
    assert (
        "  Leaders" in lines and "    Name: Suleiman" in lines and "    Battle rating: 2" in lines
    )
    assert "  Cards: Field Artillery" in lines
    defender = lines.index("Defender")
    assert lines[defender + 1 : defender + 3] == ["  Power: Hapsburg", "  Mercenaries: 2"]
    # a yes/no left at its default is said (it shapes the battle); a count left out is not
    assert "  Controls the space: yes" in lines[defender:]
    assert not any("Cavalry" in line for line in lines[defender:])  # (not Ottoman)


def test_repeated_rows_are_numbered_and_a_single_row_is_not():
    two = HIS.replace(
        'leaders = [{ name = "Suleiman", rating = 2 }]',
        'leaders = [{ name = "Suleiman", rating = 2 }, { name = "Ibrahim", rating = 1 }]',
    )
    lines = setup_lines("his/field-battle", two)
    assert "  Leaders, no. 1" in lines and "  Leaders, no. 2" in lines
    assert lines[lines.index("  Leaders, no. 2") + 1] == "    Name: Ibrahim"
    assert not any("no." in line for line in setup_lines("his/field-battle", HIS))
    locales.set_language("ru")
    numbered = [line.strip() for line in setup_lines("his/field-battle", two) if "№" in line]
    assert [line.split(" № ")[1] for line in numbered] == ["1", "2"]


def test_the_set_up_speaks_the_ui_language():
    locales.set_language("de")
    lines = setup_lines("his/field-battle", HIS)
    assert "Angreifer" in lines and "  Macht: Osmanen" in lines


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_random_drill_set_ups_show_no_keys_ids_or_placeholder_names(procedure):
    rng = random.Random(11)
    for _ in range(30):
        setup = random_setup(procedure, rng)
        lines = setup_lines(procedure, setup.toml())
        assert lines
        for line in lines:
            assert "=" not in line and "_" not in line, line
            assert not re.search(r"\b(name|card|my-card)[ -]\d+", line), line
            assert line.strip() == line.rstrip().lstrip(" ") and line.strip(), line


def test_a_lessons_set_up_never_shows_a_units_file_id():
    # Tenochtitlan's units carry an id ("warriors-1") that ties several attacks to one unit in
    # the file; it is a reference, not words for the learner
    from learn.lessons import lessons

    for lesson in lessons().values():
        text = lesson.example_path.read_text(encoding="utf-8")
        ids = set(re.findall(r'\bid = "([^"]+)"', text))
        shown = "\n".join(setup_lines(lesson.procedure, text))
        assert not any(ident in shown for ident in ids), (lesson.id, ids)
        assert "Id:" not in shown, lesson.id
