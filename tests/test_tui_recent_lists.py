"""Favourites and history are kept in JSON files that two windows of the app may share: a
change in one window never drops what the other saved meanwhile."""

from __future__ import annotations

import json

from tui.storage import RecentList


def test_two_windows_adding_favourites_keep_both():
    first, second = RecentList("favourites"), RecentList("favourites")
    first.add("tenochtitlan.unit.canoe")
    assert second.items == ["tenochtitlan.unit.canoe"]  # the second window sees it
    second.add("ccc.term.medic")
    first.add("his.term.cavalry")  # saved after the other window's save
    saved = json.loads(first.path.read_text(encoding="utf-8"))
    assert saved == ["his.term.cavalry", "ccc.term.medic", "tenochtitlan.unit.canoe"]
    assert second.items == saved


def test_removing_in_one_window_keeps_what_the_other_added():
    first, second = RecentList("favourites"), RecentList("favourites")
    first.add("a")
    first.add("b")
    assert "a" in second  # (read now)
    first.add("c")
    second.remove("a")
    assert json.loads(second.path.read_text(encoding="utf-8")) == ["c", "b"]
    assert first.items == ["c", "b"]
    assert second.toggle("a") is True and first.items == ["a", "c", "b"]
