"""Tab titles with their keys fitted to the width of a row of tabs (the battle's Cards,
Modifiers, What if and Log)."""

from __future__ import annotations


def fit_tab_titles(titles: list[tuple[str, str]], room: int) -> list[str]:
    """The labels of ``titles`` ((title, key) pairs, in the UI language) within ``room`` cells
    (two cells of padding each): "Log [l]" where all fit; else the shorter "l Log"; else the
    longest titles shortened alike to their first letters with a "…", by as little as the row
    needs (never cut silently: the key letter stays)."""
    forms = [
        [f"{title} [{key}]" for title, key in titles],
        [f"{key} {title}" for title, key in titles],
    ]
    budget = room - sum(len(key) + 3 for _title, key in titles)
    share = max(len(title) for title, _key in titles)
    while share > 4 and sum(min(len(title), share) for title, _key in titles) > budget:
        share -= 1
    forms.append(
        [
            f"{key} {title if len(title) <= share else title[: share - 1] + '…'}"
            for title, key in titles
        ]
    )
    return next((form for form in forms if sum(len(text) + 2 for text in form) <= room), forms[-1])
