"""The battle's tab titles at 80 columns, in every language: they fit the tab bar, and where
they must be shortened only the longest are, each by as little as the bar needs."""

from __future__ import annotations

import pytest
from textual.widgets import TabbedContent

import locales
from tests.tui_battle_helpers import (  # noqa: F401  (private_dirs is an autouse fixture)
    SIZE,
    battle_app,
    pilot_test,
    private_dirs,
    step,
)
from tui.screens.battle import TABS


@pytest.mark.parametrize("lang", ("en", "de", "ru", "it"))
@pilot_test
async def test_tab_titles_fit_and_only_the_longest_are_shortened(lang):
    locales.set_language(lang)
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        tabs = app.screen.query_one(TabbedContent)
        labels = [str(tabs.get_tab(pane_id).label) for pane_id, _title, _key in TABS]
        titles = [locales._(title) for _pane_id, title, _key in TABS]
        room = tabs.size.width - 2
        assert sum(len(label) + 2 for label in labels) <= room, labels
        cut = [label for label in labels if label.endswith("…")]
        whole = [label for label in labels if not label.endswith("…")]
        for label, (_pane_id, _title, key) in zip(labels, TABS, strict=True):
            assert key in label.split()[0] or label.endswith(f"[{key}]"), label  # the key stays
        if cut:  # shortened alike, and no whole title is longer than a shortened one
            assert len({len(label) for label in cut}) == 1, labels
            assert all(len(label) <= len(cut[0]) for label in whole), labels
            # one more cell each would not have fitted
            longer = sum(len(label) + 2 for label in labels) + len(cut)
            assert longer > room, labels
        else:
            assert all(title in label for title, label in zip(titles, labels, strict=True))
