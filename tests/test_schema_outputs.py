"""What the declared schemas produce: the JSON Schema of `wartutor schema` and the docs tables."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import jsonschema
import pytest

from engine import registry
from engine.errors import InputError
from engine.scenario import load_scenario
from engine.schema import json_schema
from engine.schema.doctable import BLOCK, refresh
from tui.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.toml"))
BAD = sorted((ROOT / "tests" / "data" / "bad-scenarios").glob("*.toml"))
DOCS = [ROOT / "docs" / "scenarios.md", *sorted((ROOT / "docs" / "scenarios").glob("*.md"))]


def validator(procedure: str) -> jsonschema.Draft202012Validator:
    schema = json_schema(registry.get(procedure).schema)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_validates_against_its_json_schema(path):
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    errors = list(validator(data["procedure"]).iter_errors(data))
    assert not errors, [error.message for error in errors]


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_bad_scenarios_fail_both_the_engine_and_the_json_schema(path):
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert not validator(data["procedure"]).is_valid(data)
    with pytest.raises(InputError) as error:
        load_scenario(path)
    assert error.value.source == str(path) and error.value.key


def test_every_procedure_has_bad_scenario_files():
    covered = {tomllib.loads(p.read_text(encoding="utf-8"))["procedure"] for p in BAD}
    assert covered == set(registry.procedures())


@pytest.mark.parametrize("procedure", list(registry.procedures()))
def test_schema_command_prints_the_json_schema(procedure, capsys):
    assert main(["schema", procedure]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert printed["properties"]["procedure"]["enum"] == [procedure]
    jsonschema.Draft202012Validator.check_schema(printed)


def test_schema_command_translates_and_refuses_unknown_procedures(capsys):
    assert main(["schema", "his/field-battle", "--lang", "de"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["properties"]["attacker"]["properties"]["regulars"]["title"] == (
        "Reguläre Truppen"
    )
    assert main(["schema", "chess/mate"]) == 2
    assert "chess/mate" in capsys.readouterr().err


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_docs_key_tables_match_the_schemas(path):
    # regenerate with: python -m tools.scenario_docs
    text = path.read_text(encoding="utf-8")
    assert refresh(text, lambda pid: registry.get(pid).schema) == text, (
        f"{path.name} is out of date: run python -m tools.scenario_docs"
    )


def test_every_procedure_has_its_key_tables_in_the_docs():
    found = {m["id"] for path in DOCS for m in BLOCK.finditer(path.read_text(encoding="utf-8"))}
    assert found == set(registry.procedures())
