"""Fixtures of the search tests: a private cache directory and one index per session."""

from __future__ import annotations

import pytest

from glossary.search import SearchEngine

from .fixture_content import tiny_content


@pytest.fixture(scope="session", autouse=True)
def private_cache(tmp_path_factory):
    """Keep every index of the test session out of the user's cache directory."""
    path = tmp_path_factory.mktemp("cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WARTUTOR_CACHE_DIR", str(path))
        yield path


@pytest.fixture(scope="session")
def tiny():
    """The small hand-made content set."""
    return tiny_content()


@pytest.fixture(scope="session")
def tiny_engine(tiny, tmp_path_factory):
    """Both tiers over the small content (index built once per session)."""
    engine = SearchEngine(tiny, cache_dir=tmp_path_factory.mktemp("tiny-index"))
    engine.full_text()
    return engine


@pytest.fixture(scope="session")
def real_engine():
    """Both tiers over the built-in content (index built once per session)."""
    from glossary.content import load_content

    engine = SearchEngine(load_content())
    engine.full_text()
    return engine
