"""Fixtures shared by every test: keep the user's config, data and cache directories untouched."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

import locales

# Property tests must not flake on a loaded 2-core machine: no deadline, no "too slow" health
# check, and the same examples on every run (a failure found once is found again). Set
# HYPOTHESIS_PROFILE=explore to search with fresh random examples instead.
settings.register_profile(
    "ci",
    deadline=None,
    derandomize=True,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "explore", deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session")
def shared_cache_dir(tmp_path_factory):
    """One private cache directory per test session (the search index is built there once)."""
    return tmp_path_factory.mktemp("wartutor-cache")


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch, shared_cache_dir):
    """Point WARTUTOR_CONFIG_DIR and WARTUTOR_DATA_DIR at fresh directories for each test, and
    WARTUTOR_CACHE_DIR at the session's private cache; drop notices left by an earlier test and
    restore the UI language afterwards."""
    from tui import storage

    storage.drain_notices()
    monkeypatch.setenv("WARTUTOR_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("WARTUTOR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WARTUTOR_CACHE_DIR", str(shared_cache_dir))
    language = locales.get_language()
    yield tmp_path
    locales.set_language(language)
