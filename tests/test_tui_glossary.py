"""Pilot tests of the glossary home screen, driven by keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.style import Style
from textual.visual import Visual
from textual.widgets import Input, OptionList

from tests.tui_app_helpers import (
    SIZE,
    burst,
    notices,
    pilot_test,
    ready,
    results_ids,
    settle,
)
from tui import storage
from tui.app import WartutorApp
from tui.screens.choice import StepChoiceScreen
from tui.screens.glossary import GlossaryScreen
from tui.screens.reader import ReaderScreen
from tui.widgets.entry_detail import EntryDetail
from tui.widgets.paragraph import ParagraphView
from tui.widgets.results import ResultList

ROOT = Path(__file__).resolve().parent.parent


# -- glossary -------------------------------------------------------------------------------
@pilot_test
async def test_home_starts_in_the_search_box():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        assert isinstance(app.screen, GlossaryScreen)
        assert isinstance(app.focused, Input) and app.focused.id == "search"


@pilot_test
async def test_landkampf_finds_the_ccc_land_combat_entry():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf")
        # the instant tier answers before the full-text worker has run
        assert results_ids(app.screen)[0] == "entry:ccc.term.land-combat"
        await settle(pilot)
        assert app.screen._shown_query == "Landkampf"  # the full-text results arrived
        assert results_ids(app.screen)[0] == "entry:ccc.term.land-combat"
        await pilot.press("enter")
        detail = app.screen.query_one(EntryDetail)
        assert detail.entry.id == "ccc.term.land-combat"
        assert detail.entry.terms["de"] == "Landkampf"
        assert app.history.items[0] == "ccc.term.land-combat"
        assert storage.load_json(storage.data_dir() / "history.json")[0] == "ccc.term.land-combat"


@pilot_test
async def test_results_are_browsed_with_arrows_and_related_entries_open():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf")
        await settle(pilot)
        await pilot.press("down")  # from the search box into the results
        assert isinstance(app.focused, ResultList)
        await pilot.press("enter")
        detail = app.screen.query_one(EntryDetail)
        entry = detail.entry
        related = detail.query_one("#related", OptionList)
        assert entry.related and related.option_count == len(entry.related)
        related.focus()
        await pilot.press("enter")
        assert detail.entry.id == entry.related[0]


@pilot_test
async def test_down_goes_on_from_where_used_into_the_related_entries():
    from tui.widgets.entry_detail import LinkList

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf")
        await settle(pilot)
        await pilot.press("down", "enter")
        detail = app.screen.query_one(EntryDetail)
        used = detail.query_one("#used-in", LinkList)
        related = detail.query_one("#related", LinkList)
        assert used.option_count and related.option_count
        used.focus()
        await pilot.press("end")
        await pilot.pause()
        await pilot.press("down")  # past the last place of use: the related entries
        await pilot.pause()
        assert app.focused is related and related.highlighted == 0
        await pilot.press("up")  # and back to the last place of use
        await pilot.pause()
        assert app.focused is used and used.highlighted == used.option_count - 1
        related.focus()
        await pilot.press("end", "down")  # the last related entry stays: no wrap to the top
        await pilot.pause()
        assert app.focused is related and related.highlighted == related.option_count - 1


@pilot_test
async def test_down_keys_typed_fast_each_move_one_result():
    """Five Down keys sent at once: the first moves into the results, the other four move the
    highlight (none is lost while the focus moves)."""
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"battle")
        await settle(pilot)
        results = app.screen.query_one(ResultList)
        assert results.option_count >= 5
        burst(app, ["down"] * 5)
        for _ in range(10):
            await pilot.pause()
        assert app.focused is results
        assert results.highlighted == 4


@pilot_test
async def test_where_used_jumps_to_the_paragraph_in_the_reader():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf", "enter")
        detail = app.screen.query_one(EntryDetail)
        target = detail.entry.used_in[0]
        detail.query_one("#used-in", OptionList).focus()
        await pilot.press("enter")
        await pilot.pause(0.1)
        assert isinstance(app.screen, ReaderScreen)
        assert isinstance(app.focused, ParagraphView)
        assert app.focused.paragraph.id == target
        await pilot.press("escape")  # back where we came from
        assert isinstance(app.screen, GlossaryScreen)


@pilot_test
async def test_f4_opens_the_reader_first_at_the_chapter_of_the_entry_on_show():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"canoe", "enter")  # a Siege of Tenochtitlan entry
        await settle(pilot)
        entry = app.screen.query_one(EntryDetail).entry
        assert entry.game == "tenochtitlan"
        await pilot.press("f4")
        await pilot.pause(0.1)
        reader = app.screen
        assert isinstance(reader, ReaderScreen)
        assert reader.chapter.game == "tenochtitlan"  # not the first chapter (Here I Stand)
        await pilot.press("escape")
        await settle(pilot)
        # the reader keeps its place from then on, whatever the glossary shows
        await pilot.press("ctrl+u", *"Feldschlacht", "enter")
        await settle(pilot)
        await pilot.press("f4")
        await pilot.pause(0.1)
        assert app.screen is reader and reader.chapter.game == "tenochtitlan"


@pilot_test
async def test_an_entry_opened_from_the_reader_does_not_stand_beside_an_old_search():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"disordered")
        await settle(pilot)
        await pilot.press("f4")
        await pilot.pause(0.1)
        assert isinstance(app.screen, ReaderScreen)
        app.show_entry("tenochtitlan.term.victory-conditions")  # a term opened in the reader
        await settle(pilot)
        glossary = app.screen
        assert isinstance(glossary, GlossaryScreen)
        assert glossary.query_one("#search", Input).value == ""
        detail = glossary.query_one(EntryDetail)
        assert detail.entry.id == "tenochtitlan.term.victory-conditions"
        results = glossary.query_one(ResultList)
        assert results.current_target() == "entry:tenochtitlan.term.victory-conditions"
        await pilot.press("escape")  # still straight back to the reader
        await pilot.pause(0.1)
        assert isinstance(app.screen, ReaderScreen)


@pilot_test
async def test_a_procedure_step_offers_the_rules_and_a_walkthrough():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        content = app.content
        entry = next(
            entry
            for entry in content.entries.values()
            if any(target.startswith("his/field-battle#") for target in entry.used_in)
        )
        app.show_entry(entry.id)
        await pilot.pause()
        used = app.screen.query_one("#used-in", OptionList)
        used.focus()
        used.highlighted = next(
            index
            for index in range(used.option_count)
            if used.get_option_at_index(index).id.startswith("step:")
        )
        step = used.highlighted_option.id.split(":", 1)[1]
        await pilot.press("enter")
        assert isinstance(app.screen, StepChoiceScreen)
        choice = app.screen.query_one("#choice", OptionList)
        ids = [choice.get_option_at_index(i).id for i in range(choice.option_count)]
        assert f"walk:{step}" in ids  # a battle that comes to this step
        await pilot.press("enter")  # the first line: read the rules of this step
        await pilot.pause(0.1)
        assert isinstance(app.screen, ReaderScreen)
        assert app.focused.paragraph.section_id == content.section_for_step(step).id


@pilot_test
async def test_favourites_are_kept_and_listed_on_an_empty_search():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf", "enter", "ctrl+f")
        assert "ccc.term.land-combat" in app.favourites
    again = WartutorApp()
    async with again.run_test(size=SIZE) as pilot:
        await ready(pilot)
        ids = results_ids(again.screen)
        assert "fav:entry:ccc.term.land-combat" in ids
        assert "hist:entry:ccc.term.land-combat" in ids


@pilot_test
async def test_the_favourite_key_says_whether_it_adds_or_removes():
    from tui.widgets.keybar import KeyBar

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf", "enter")
        await settle(pilot)
        bar = app.screen.query_one(KeyBar)

        def said() -> str:
            bar.refresh_keys()
            return next(part[2] for part in bar.offered if part[3] == "toggle_favourite")

        assert said() == "Favourite"
        await pilot.press("ctrl+f")
        await pilot.pause()
        assert "ccc.term.land-combat" in app.favourites and said() == "Remove favourite"
        # the help's key table says the same as the bar
        from tui.screens.help import key_rows

        helped = dict((what, keys) for keys, what in key_rows(app.screen))
        assert "Remove favourite" in helped and "Favourite" not in helped
        await pilot.press("ctrl+f")
        await pilot.pause()
        assert "ccc.term.land-combat" not in app.favourites and said() == "Favourite"


@pilot_test
async def test_the_favourite_key_leaves_the_bar_while_a_paragraph_is_shown():
    from tui.widgets.keybar import KeyBar

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf")
        await settle(pilot)
        results = app.screen.query_one(ResultList)
        bar = app.screen.query_one(KeyBar)

        def offered() -> set[str]:  # what the bar offers now, as painted
            return {part[3] for part in bar.offered}

        await pilot.press("down")  # into the results: the first, an entry, is shown
        await settle(pilot)
        assert results.current_target().startswith("entry:")
        assert "toggle_favourite" in offered()
        for _ in range(10):  # on to the first paragraph in the list
            if results.current_target().startswith("para:"):
                break
            await pilot.press("down")
            await settle(pilot)
        assert results.current_target().startswith("para:")
        assert "toggle_favourite" not in offered()


@pilot_test
async def test_up_on_the_first_result_goes_back_to_the_search_box_not_round_the_list():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"retreat")
        await settle(pilot)
        results = app.screen.query_one(ResultList)
        await pilot.press("down")  # into the results, on the first
        await settle(pilot)
        assert app.focused is results and results.highlighted == 0
        await pilot.press("up")
        await settle(pilot)
        assert app.focused.id == "search" and results.highlighted == 0
        # Down on the last result stays on it
        await pilot.press("down", "end")
        await settle(pilot)
        last = results.highlighted
        assert last == results.option_count - 1
        await pilot.press("down")
        await settle(pilot)
        assert results.highlighted == last


@pilot_test
async def test_marking_a_favourite_keeps_the_entry_where_the_reader_was():
    # the entry used to jump back to its top with a link still chosen below, out of sight:
    # Enter then opened a link the reader could not see
    from tui.widgets.entry_detail import EntryDetail, LinkList

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"Landkampf", "enter")
        await settle(pilot)
        detail = app.screen.query_one(EntryDetail)
        links = detail.query_one("#used-in", LinkList)
        links.focus()
        await pilot.press("down", "down")
        await settle(pilot)
        chosen, y = links.highlighted, detail.scroll_y
        assert chosen is not None and y > 0
        await pilot.press("ctrl+f")
        await settle(pilot)
        assert "ccc.term.land-combat" in app.favourites
        assert links.highlighted == chosen and detail.scroll_y == y
        assert app.focused is links


@pilot_test
async def test_escape_returns_to_the_search_box_and_clears_it():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"zoc", "down")
        assert isinstance(app.focused, ResultList)
        await pilot.press("escape")
        assert app.focused.id == "search" and app.focused.value == "zoc"
        await pilot.press("escape")
        assert app.focused.value == ""


# -- reader ---------------------------------------------------------------------------------


@pilot_test
async def test_clicking_a_highlighted_term_opens_its_entry():
    app = WartutorApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        app.open_reader("his.field-battle")
        await pilot.pause(0.1)
        view = app.screen.query(ParagraphView).first()
        for y, strip in enumerate(view.render_lines(view.region.reset_offset)):
            x = 0
            for segment in strip:
                link = segment.style.meta.get("@click") if segment.style else None
                if link:
                    await pilot.click(view, offset=(x + 1, y))
                    await pilot.pause(0.1)
                    assert isinstance(app.screen, GlossaryScreen)
                    assert f"'{app.screen.query_one(EntryDetail).entry.id}'" in link
                    return
                x += segment.cell_length
        raise AssertionError("no highlighted term in the first paragraph")


@pilot_test
async def test_a_search_that_finds_nothing_always_shows_that_search_in_the_detail():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        head = app.screen.query_one("#detail-head")
        await pilot.press("slash")  # typed into the search box: finds nothing
        await settle(pilot)
        assert "“/”" in str(head.render())
        await pilot.press(*"qqxqzz")
        await settle(pilot)
        assert "“/qqxqzz”" in str(head.render())
        await pilot.press("home", "delete")
        await settle(pilot)
        assert "“qqxqzz”" in str(head.render())


def _rendered_lines(widget) -> list[str]:
    return [widget.render_line(y).text.rstrip() for y in range(widget.size.height)]


@pilot_test
async def test_where_it_is_used_tells_the_places_apart_and_cuts_nothing_silently():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"retreat")
        await settle(pilot)
        assert results_ids(app.screen)[0] == "entry:ccc.term.retreat"
        await pilot.press("enter")
        await settle(pilot)
        used = app.screen.query_one("#used-in", OptionList)
        prompts = [str(used.get_option_at_index(i).prompt) for i in range(used.option_count)]
        assert len(prompts) == len(set(prompts)), prompts  # five Step 5 paragraphs, told apart
        content = app.content
        for index in range(used.option_count):
            option = used.get_option_at_index(index)
            if not option.id.startswith("para:"):
                continue
            paragraph = content.paragraphs[option.id.removeprefix("para:")]
            section = content.sections[paragraph.section_id].title["en"]
            # the section's whole title, then the paragraph's start (marked … where cut)
            assert section in prompts[index]
            start = prompts[index].split("\n", 1)[1].strip()
            assert paragraph.text["en"].startswith(start.removesuffix("…").rstrip())
            assert start.endswith("…") or start == paragraph.text["en"]
        # every line of every item is drawn: the list's measured height is what it draws
        heights = used._heights
        drawn = sum(heights.values())
        wraps = [
            used._get_visual(used.get_option_at_index(i)).get_height(
                used.styles, used.scrollable_content_region.width
            )
            for i in range(used.option_count)
        ]
        assert drawn == sum(wraps)


@pilot_test
async def test_a_wrapped_result_keeps_its_game_and_kind_line():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"retreat")
        await settle(pilot)
        results = app.screen.query_one(ResultList)
        index = results_ids(app.screen).index("entry:his.term.retreat-into-fortifications")
        results.highlighted = index
        await pilot.pause(0.2)
        lines = _rendered_lines(results)
        joined = "\n".join(lines)
        at = joined.index("fortifications")
        assert "HIS · step" in joined[at : at + 80], lines


@pilot_test
async def test_paragraphs_of_one_section_are_told_apart_by_their_opening_words():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.set_language("de", save=False)
        await pilot.pause()
        await pilot.press(*"Rückzug in die Befestigungen")
        await settle(pilot)
        results = app.screen.query_one(ResultList)
        width = results.scrollable_content_region.width - results._get_left_gutter_width()
        paragraphs = [i for i, ident in enumerate(results_ids(app.screen))
                      if ident.startswith("para:")]  # fmt: skip
        assert len(paragraphs) >= 2  # the section "Rückzug in die Befestigungen", several times
        last_lines = []
        for index in paragraphs:
            option = results.get_option_at_index(index)
            paragraph = app.content.paragraphs[option.id.removeprefix("para:")]
            drawn = results._get_option_render(option, Style())  # as the list draws it
            lines = [strip.text.rstrip() for strip in drawn]
            assert lines[0].strip().startswith("¶ ")  # the section's title, then the game
            opening = lines[-1].strip()  # one line, cut at the list's width and marked
            assert opening.endswith("…") and len(lines[-1]) <= width
            assert " ".join(paragraph.text["de"].split()).startswith(opening.removesuffix("…"))
            last_lines.append(opening)
            # the height the list reserves is the height drawn
            visual = results._get_visual(option)
            strips = Visual.to_strips(results, visual, width, None, Style())
            assert visual.get_height(results.styles, width) == len(strips)
        assert len(set(last_lines)) == len(last_lines), last_lines


@pytest.mark.parametrize(
    ("lang", "query"),
    [("ru", "Landkampf"), ("ru", "отступлением"), ("de", "Rückzug"), ("it", "ritirata")],
)
@pilot_test
async def test_typing_leaves_the_highlight_on_the_first_result(lang, query):
    # the item that came first after the early letters does not keep the highlight once the
    # whole word puts another item first: Enter opens what the list shows on top
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.set_language(lang, save=False)
        await pilot.pause()
        await pilot.press(*query)
        await settle(pilot)
        results = app.screen.query_one(ResultList)
        first = next(
            i for i in range(results.option_count) if not results.get_option_at_index(i).disabled
        )
        assert results.highlighted == first, results_ids(app.screen)[:4]
        await pilot.press("enter")
        assert (
            "entry:" + app.screen.query_one(EntryDetail).entry.id == results_ids(app.screen)[first]
        )


@pilot_test
async def test_a_highlight_the_player_moved_stays_on_its_item_when_results_arrive():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press(*"retreat")
        results = app.screen.query_one(ResultList)
        results.focus()
        await pilot.press("down")
        chosen = results.highlighted_option.id
        app.screen.query_one("#search", Input).focus()
        await settle(pilot)  # the full-text results refill the list
        assert results.highlighted_option.id == chosen


async def battle_shown(pilot) -> None:
    """Wait until the battle screen shows a battle."""
    for _ in range(100):
        screen = pilot.app.screen
        if type(screen).__name__ == "BattleScreen" and screen.walk is not None:
            return
        await pilot.pause(0.05)
    raise AssertionError("no battle was shown")


def test_a_step_is_walked_from_a_set_up_that_comes_to_it():
    from engine import registry
    from engine.scenario import parse_scenario
    from tui.scenario_files import asks_at, example_asking_at

    # his 001 step 7 of movement: withdrawing needs a fortified space, which the default set-up
    # of the field battle lacks; the shipped example his-fortified has one
    spec = registry.get("his/field-battle")
    default = parse_scenario(spec.default_scenario, spec.id).evolve(seed=0)
    assert not asks_at(default, "his/field-battle#withdraw")
    assert asks_at(default, "his/field-battle#attacker-cards")  # asked there: no example needed
    example = example_asking_at("his/field-battle", "his/field-battle#withdraw")
    assert example is not None and example.name == "his-fortified"
    assert example_asking_at("his/field-battle", "his/field-battle#no-such-step") is None


@pilot_test
async def test_the_step_menu_walks_a_battle_that_comes_to_the_step():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.open_step("his/field-battle#withdraw")
        await pilot.pause(0.2)
        assert isinstance(app.screen, StepChoiceScreen)
        choice = app.screen.query_one("#choice", OptionList)
        ids = [choice.get_option_at_index(i).id for i in range(choice.option_count)]
        choice.highlighted = ids.index("walk:his/field-battle#withdraw")
        await pilot.press("enter")
        await battle_shown(pilot)
        state = app.screen.state
        assert state.step == "his/field-battle#withdraw" and state.prompt() is not None
        shown = notices(app)
        assert any("A small French garrison" in notice for notice in shown), shown


@pilot_test
async def test_w_in_the_reader_walks_to_the_step_of_the_paragraph_read():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        section = app.content.section_for_step("his/field-battle#withdraw")
        app.open_reader(section_id=section.id)
        await pilot.pause(0.3)
        assert isinstance(app.screen, ReaderScreen)
        assert app.focused.paragraph.section_id == section.id
        await pilot.press("w")
        await battle_shown(pilot)
        assert app.screen.state.step == "his/field-battle#withdraw"  # not the default's step 4


@pilot_test
@pytest.mark.parametrize("index_cached", [False, True])
async def test_a_question_no_headword_matches_says_its_results_are_on_their_way(
    index_cached, monkeypatch
):
    import tui.screens.glossary as glossary_screen
    from glossary.search import SearchEngine
    from tui.screens.glossary_texts import searching

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        monkeypatch.setattr(SearchEngine, "index_cached", property(lambda self: index_cached))
        monkeypatch.setattr(glossary_screen, "DEBOUNCE", 60.0)  # the ranked results wait
        await pilot.press(*"who wins a tie")
        results = app.screen.query_one(ResultList)
        # no headword is the whole question: the list says what it waits for, not nothing
        assert results.option_count == 1
        assert str(results.get_option_at_index(0).prompt) == searching(index_cached)
        assert searching(False) != searching(True)
        monkeypatch.setattr(glossary_screen, "DEBOUNCE", 0.01)
        await pilot.press("space", "backspace")
        await settle(pilot)
        assert "entry:his.term.tie" in results_ids(app.screen)[:3]
