"""The setup form: built from each procedure's schema, live odds, TOML in step, start."""

from __future__ import annotations

import tomllib

import pytest
from textual.widgets import Button, Select, TextArea

import locales
from engine import registry
from engine.scenario import parse_scenario
from tests.tui_app_helpers import workers_done
from tests.tui_battle_helpers import SIZE, BattleTestApp, pilot_test, settle, step, text_of
from tui.screens.battle import BattleScreen
from tui.screens.battle_setup import BattleSetupScreen
from tui.walk import procedure_specs
from tui.widgets.scenario_form import NumberInput, ScenarioForm

# Per procedure: a change that moves the odds (a widget id and the keys typed into it).
CHANGES = {
    "his/field-battle": ("#f-attacker-regulars", ["+", "+"]),
    "tenochtitlan/combat": ("#f-attacks-0-attackers-0-attack", ["+", "+", "+"]),
    "soe/attack": ("#f-attacker-armies", ["+", "+"]),
    "ccc/land-combat": ("#f-attacker-bombardment-cf", ["5"]),
    "ccc/interception": ("#f-fleets-1-modifiers-add", ["enter"]),
}


async def open_procedure(pilot, procedure: str) -> BattleSetupScreen:
    await pilot.pause()
    index = [spec.id for spec in procedure_specs()].index(procedure)
    # Enter shows the procedure's scenario; Tab goes into its form
    await pilot.press("home", *["down"] * index, "enter", "tab")
    await settle(pilot)
    return pilot.app.screen


def odds_text(screen) -> str:
    return text_of(screen.query_one("#setup-odds"))


def toml_data(screen) -> dict:
    return tomllib.loads(screen.query_one("#setup-scenario", TextArea).text)


async def wait_for(pilot, condition, tries: int = 100) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)
        await workers_done(pilot.app)
    assert condition(), pilot.app.screen.focused


@pytest.mark.parametrize("procedure", list(CHANGES))
@pilot_test
async def test_fill_a_form_see_the_odds_change_and_start(procedure):
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, procedure)
        form = screen.query_one(ScenarioForm)
        await wait_for(
            pilot, lambda: screen.focused is not None and form in screen.focused.ancestors
        )
        await wait_for(pilot, lambda: odds_text(screen).startswith("Odds ("))
        before = odds_text(screen)
        widget_id, presses = CHANGES[procedure]
        screen.query_one(widget_id).focus()
        await pilot.press(*presses)
        await wait_for(pilot, lambda: odds_text(screen) not in ("", before))
        # the TOML tab follows the form, and the battle starts from it
        data = toml_data(screen)
        assert data["procedure"] == procedure
        await pilot.press("ctrl+r")
        await step(pilot)
        assert isinstance(app.screen, BattleScreen)
        # the set-up as in the form, with a seed drawn for it (none was given)
        seed = app.screen.state.seed
        assert seed != 0
        expected = registry.get(procedure).from_scenario(data, "x")
        assert app.screen.state == expected.evolve(seed=seed)


@pilot_test
async def test_numbers_change_with_plus_and_minus_within_their_range():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        regulars = screen.query_one("#f-defender-regulars", NumberInput)
        regulars.focus()
        await pilot.press("-", "-", "-", "-", "-")  # 3 regulars, never below 0
        await step(pilot)
        assert regulars.value == "0" and toml_data(screen)["defender"].get("regulars", 0) == 0
        await pilot.press("+")
        await step(pilot)
        assert toml_data(screen)["defender"]["regulars"] == 1
        # the focused field's help and rule show below the form
        help_line = text_of(screen.query_one("#form-help"))
        assert "regular land units" in help_line and "Step 3: Defender's dice" in help_line
        assert "his 001" not in help_line  # the rule in words, not its code


@pilot_test
async def test_fields_follow_their_conditions_and_rows_are_added_and_removed():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        assert screen.query("#f-attacker-mercenaries") and not screen.query("#f-attacker-cavalry")
        screen.query_one("#f-attacker-power", Select).value = "ottoman"
        await settle(pilot)
        # the Ottomans have cavalry and no mercenaries
        assert screen.query("#f-attacker-cavalry") and not screen.query("#f-attacker-mercenaries")
        assert "mercenaries" not in toml_data(screen)["attacker"]
        # an ally is a row: added, then removed
        screen.query_one("#f-defender-allies-add", Button).press()
        await settle(pilot)
        assert screen.query("#f-defender-allies-0-power")
        assert len(toml_data(screen)["defender"]["allies"]) == 1
        screen.query_one("#f-defender-allies-remove-0", Button).press()
        await settle(pilot)
        assert not screen.query("#f-defender-allies-0-power")
        assert "allies" not in toml_data(screen)["defender"]


@pilot_test
async def test_toml_edits_show_in_the_form_and_errors_below_it():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        await pilot.press("ctrl+t")
        editor = screen.query_one("#setup-scenario", TextArea)
        await wait_for(pilot, lambda: screen.focused is editor)
        spec = registry.get("his/field-battle")
        editor.load_text(spec.default_scenario.replace("regulars = 4", "regulars = 7"))
        await pilot.press("ctrl+t")

        def regulars() -> str:
            found = screen.query("#f-attacker-regulars")
            return found.first().value if found else ""

        await wait_for(pilot, lambda: regulars() == "7")
        # a value out of range: the error names the field as the form labels it, there are no
        # odds, no start
        screen.query_one("#f-attacker-regulars", NumberInput).value = "99"
        await wait_for(
            pilot, lambda: "Attacker › Regulars" in text_of(screen.query_one("#setup-status"))
        )
        assert "attacker.regulars" not in text_of(screen.query_one("#setup-status"))
        assert odds_text(screen) == ""
        await pilot.press("ctrl+r")
        await step(pilot)
        assert app.screen is screen


@pytest.mark.parametrize("lang", ["de", "ru", "it"])
@pilot_test
async def test_the_form_speaks_the_ui_language(lang):
    locales.set_language(lang)
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "soe/attack")
        labels = " ".join(text_of(label) for label in screen.query(".form-label"))
        assert locales._("Armies") in labels and "Armies" not in labels
        assert odds_text(screen).startswith(
            locales._("Odds (open choices at their default): {odds}").split("{")[0]
        )
        state = parse_scenario(screen.query_one("#setup-scenario", TextArea).text, "x")
        assert state.procedure == "soe/attack"


@pilot_test
async def test_a_checkbox_keeps_the_scenarios_top_comment():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        default = registry.get("his/field-battle").default_scenario
        comment = default.splitlines()[0]
        assert comment.startswith("# ")
        await wait_for(pilot, lambda: screen.query("#f-fortified"))
        screen.query_one("#f-fortified").focus()
        await pilot.press("space")
        editor = screen.query_one("#setup-scenario", TextArea)
        await wait_for(pilot, lambda: "fortified = true" in editor.text)
        assert editor.text.startswith(comment + "\n")
        assert toml_data(screen)["fortified"] is True


@pilot_test
async def test_the_hint_line_follows_the_procedure():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        help_line = screen.query_one("#form-help")
        await wait_for(pilot, lambda: screen.query("#f-attacker-regulars"))
        screen.query_one("#f-attacker-regulars").focus()
        await wait_for(pilot, lambda: "regular" in text_of(help_line))
        old = text_of(help_line)
        procedures = screen.query_one("#setup-procedures")
        procedures.focus()
        await pilot.press("down")
        await wait_for(pilot, lambda: not screen.query("#f-attacker-regulars"))
        assert text_of(help_line) != old


@pytest.mark.parametrize(
    "procedure, placeholders",
    [("tenochtitlan/combat", True), ("ccc/land-combat", True), ("his/field-battle", False)],
)
@pilot_test
async def test_a_default_set_up_with_chart_values_says_they_are_placeholders(
    procedure, placeholders
):
    # our sources hold no unit values or charts for these games: the default set-up's numbers
    # from a chart are made up, and the form says so until the player changes the set-up
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, procedure)
        await wait_for(pilot, lambda: odds_text(screen).startswith("Odds ("))
        status = text_of(screen.query_one("#setup-status"))
        assert ("placeholders here: enter yours" in status) is placeholders, status


def _other_chart_values(table, data):
    """``data`` with every value from a chart changed (numbers, and lists of them, moved by
    one)."""
    for field in table.fields:
        value = data.get(field.key) if isinstance(data, dict) else None
        if value is None:
            continue
        if field.from_chart and isinstance(value, int) and not isinstance(value, bool):
            data[field.key] = value + 1
        elif field.from_chart and isinstance(value, list):
            data[field.key] = [item + 1 for item in value]
        elif field.type == "table":
            _other_chart_values(field.table, value)
        elif field.type == "tables" and isinstance(value, list):
            for row in value:
                _other_chart_values(field.table, row)
    return data


@pytest.mark.parametrize("procedure", ["tenochtitlan/combat", "ccc/land-combat"])
def test_the_placeholder_notice_lasts_while_a_chart_value_of_the_default_is_left(procedure):
    # an edit elsewhere (Spanish units, a name) leaves the made-up chart values in place: the
    # notice must stay until the player has entered their own
    import copy
    import tomllib

    from engine import registry
    from tui.screens.battle_setup_texts import keeps_chart_values

    spec = registry.get(procedure)
    default = tomllib.loads(spec.default_scenario)
    assert keeps_chart_values(spec.schema, default, default)
    other = copy.deepcopy(default)
    other["seed"] = 12345  # not a chart value
    assert keeps_chart_values(spec.schema, other, default)
    mine = _other_chart_values(spec.schema, copy.deepcopy(default))
    assert mine != default
    assert not keeps_chart_values(spec.schema, mine, default)
