"""Start (ctrl+r) with an error in the set-up: the focus goes to what the player sees, and the
error names the field as the editor shown names it.

In the form, the focus goes to the field at fault (or stays where it was) and the error names
it by its labels ("Attacker › Armies"); keys typed next never reach the hidden TOML text. In the
TOML text, the focus goes to the text and the error names the key path ("attacker.armies").
"""

from __future__ import annotations

from textual.widgets import TextArea

import locales
from tests.test_tui_setup_typing import choose_procedure, focus_field, open_setup, toml_text
from tests.tui_app_helpers import SIZE, pilot_test, settle
from tui.app import WartutorApp

TOO_MANY = "99999999999999999999"


def status_text(screen) -> str:
    return " ".join(str(screen.query_one("#setup-status").render()).split())


def shown(widget) -> bool:
    """Whether ``widget`` is on screen: neither it nor a container of it is hidden."""
    return all(node.display for node in (widget, *widget.ancestors_with_self))


@pilot_test
async def test_start_with_an_error_in_the_form_keeps_the_keys_in_the_form():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot)
        await choose_procedure(pilot, screen, "Struggle of Empires")
        armies = await focus_field(pilot, screen, "f-attacker-armies")
        await pilot.press("ctrl+u", *TOO_MANY)
        await settle(pilot)
        await pilot.press("ctrl+r")
        await settle(pilot)
        assert "Attacker › Armies: must be at most 30" in status_text(screen)
        assert "attacker.armies" not in status_text(screen)
        assert screen.focused is armies and shown(armies)
        toml = screen.query_one("#setup-scenario", TextArea).text
        await pilot.press("z", "z")
        await settle(pilot)
        assert screen.query_one("#setup-scenario", TextArea).text == toml
        assert "Attacker › Armies: must be at most 30" in status_text(screen)
        assert screen.focused is armies and armies.value == TOO_MANY


@pilot_test
async def test_start_from_outside_the_form_goes_to_the_field_at_fault():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot)
        await choose_procedure(pilot, screen, "Struggle of Empires")
        armies = await focus_field(pilot, screen, "f-defender-armies")
        await pilot.press("ctrl+u", *TOO_MANY, "escape")  # back to the procedure list
        await settle(pilot)
        assert screen.focused is screen.query_one("#setup-procedures")
        await pilot.press("ctrl+r")
        await settle(pilot)
        assert screen.focused is armies and shown(armies)
        assert "Defender › Armies: must be at most" in status_text(screen)


@pilot_test
async def test_start_with_an_error_in_the_toml_text_stays_in_the_text():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot)
        editor = await toml_text(pilot, screen, "Struggle of Empires")
        row = editor.text.splitlines().index("armies = 2")  # the attacker's armies
        await pilot.press(*["down"] * row, "end", "9", "9")
        await settle(pilot)
        await pilot.press("escape", "ctrl+r")  # from the procedure list
        await settle(pilot)
        assert screen.focused is editor and shown(editor)
        assert "attacker.armies: must be at most 30, got 299" in status_text(screen)
        # the form names the field by its labels, the TOML text again by its key
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert "Attacker › Armies: must be at most 30, got 299" in status_text(screen)
        await pilot.press("ctrl+t")
        await settle(pilot)
        assert "attacker.armies: must be at most 30, got 299" in status_text(screen)
        assert screen.focused is editor


@pilot_test
async def test_an_error_no_form_field_holds_leaves_the_focus_where_it_was():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot)
        editor = await toml_text(pilot, screen, "Struggle of Empires")
        await pilot.press("ctrl+k", *"stray = 1")  # a key the form has no field for
        await settle(pilot)
        await pilot.press("ctrl+t")  # back to the form
        await settle(pilot)
        focused = screen.focused
        assert focused is not editor and shown(focused)
        await pilot.press("ctrl+r")
        await settle(pilot)
        assert screen.focused is focused
        assert "stray" in status_text(screen)


@pilot_test
async def test_the_field_in_focus_stays_in_view_when_its_help_is_longer():
    # at 80x24 the help under the form grows with a field's help (in German a leader's battle
    # rating takes three lines), and the field Tab reached went under it
    locales.set_language("de")
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_setup(pilot)
        fortified = await focus_field(pilot, screen, "f-fortified")
        await pilot.press("space")  # a fortified space: its garrison field comes in
        await settle(pilot)
        assert fortified.is_attached or screen.query_one("#f-fortified").value
        rating = await focus_field(pilot, screen, "f-attacker-leaders-0-rating")
        await settle(pilot)
        fields = screen.query_one("#form-fields")
        assert fields.region.contains_region(rating.region), (fields.region, rating.region)
