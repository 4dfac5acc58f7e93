"""The links of a glossary entry (where it is used, related entries) are chosen where the player
sees them: moving the highlight through them scrolls the entry pane along."""

from __future__ import annotations

from tests.tui_app_helpers import SIZE, pilot_test, ready, settle
from tui.app import WartutorApp
from tui.widgets.entry_detail import EntryDetail, LinkList


def line_shown(detail: EntryDetail, links: LinkList) -> bool:
    """Whether the highlighted link's line is inside the part of the pane on screen."""
    line = links._index_to_line[links.highlighted]
    top = links.virtual_region.y + line - links.scroll_offset.y - detail.scroll_offset.y
    return 0 <= top < detail.scrollable_content_region.height


@pilot_test
async def test_the_highlighted_link_is_always_in_view_at_80x24():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.screen.open_target("entry:tenochtitlan.term.zoc")  # used in 15 places
        app.screen.focus_entry()
        await settle(pilot)
        detail = app.screen.query_one(EntryDetail)
        related = app.focused  # the entry's first links: where it is used
        assert isinstance(related, LinkList) and related.id == "used-in"
        assert related.option_count >= 10
        for _ in range(related.option_count):
            assert line_shown(detail, related), related.highlighted
            await pilot.press("down")
            await settle(pilot)
        # another entry opened starts at its top, though its first link is highlighted
        app.screen.open_target("entry:ccc.unit.fleet")
        await settle(pilot)
        assert detail.entry.id == "ccc.unit.fleet" and detail.scroll_offset.y == 0
