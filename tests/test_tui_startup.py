"""Startup: the first frame comes before any search machinery or the rules engine is loaded."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _benchmark():
    spec = importlib.util.spec_from_file_location(
        "startup_benchmark", ROOT / "benchmarks" / "startup.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="uses a Linux pseudo-terminal")
def test_first_frame_is_interactive_and_whoosh_is_not_imported_yet(tmp_path):
    startup = _benchmark()
    env = {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache"),
           "LANG": "en_US.UTF-8"}  # fmt: skip
    result = startup.run_child(startup.WARTUTOR_CHILD, env)  # `wartutor` with no command
    assert result["whoosh"] is False
    assert result["engine"] is False  # the content and the battle screens load it later
    assert result["focused"].endswith("Input")  # the cursor is in the search box
    assert result["widgets"] > 5
