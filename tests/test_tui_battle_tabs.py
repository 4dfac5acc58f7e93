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
from tui.tab_titles import fit_tab_titles


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


def test_the_labels_get_shorter_only_as_the_row_gets_narrower():
    titles = [("Karten", "c"), ("Modifikatoren", "m"), ("Was wäre wenn", "w"), ("Protokoll", "l")]
    wide = fit_tab_titles(titles, 80)
    assert wide == ["Karten [c]", "Modifikatoren [m]", "Was wäre wenn [w]", "Protokoll [l]"]
    assert fit_tab_titles(titles, 58) == ["c Karten", "m Modifikatoren", "w Was wäre wenn",
                                          "l Protokoll"]  # fmt: skip
    # three cells short of the keys-first form: the two longest titles lose two letters each
    # (one more for the "…"), the others stay whole
    assert fit_tab_titles(titles, 54) == ["c Karten", "m Modifikato…", "w Was wäre w…",
                                          "l Protokoll"]  # fmt: skip
    for room in range(20, 80):
        labels = fit_tab_titles(titles, room)
        if sum(len(label) + 2 for label in labels) > room:  # nothing fits: the shortest form
            assert all(len(label) <= 2 + 4 for label in labels if label.endswith("…"))


@pytest.mark.parametrize("lang", ("en", "de"))
@pilot_test
async def test_a_tab_asked_for_at_a_roll_has_lines_to_show_at_80x24(lang):
    # the land roll of an attack on a neutral country: the step's text and the odds of the
    # roll filled the column, and the modifiers asked for with m had no line at all
    from engine.scenario import load_scenario
    from tests.tui_battle_helpers import ROOT

    locales.set_language(lang)
    state = load_scenario(ROOT / "examples" / "soe-neutral.toml")
    while not state.is_chance():  # on to the first roll, each decision as its default
        state = state.apply(state.prompt().default)
    app = battle_app(state)
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        await pilot.press("m")
        await step(pilot)
        tabs = app.screen.query_one(TabbedContent)
        assert tabs.active == "tab-modifiers"
        pane = tabs.get_pane("tab-modifiers")
        assert pane.region.height >= 6, pane.region  # lines of modifiers on screen
        # the next move gives the step and the odds their room back
        assert app.screen.query_one("#battle-main").has_class("-tab-view")
        await pilot.press("r")
        await step(pilot)
        assert not app.screen.query_one("#battle-main").has_class("-tab-view")
